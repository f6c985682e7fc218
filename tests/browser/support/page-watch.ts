import type { Page } from 'playwright-core';

/** Collects what must never happen on a healthy page: console errors and failed requests. */
export function watchPage(page: Page) {
  const consoleErrors: string[] = [];
  const failedRequests: string[] = [];
  /** Chromium's warnings about preloads: one the page never used was a wasted download. */
  const preloadWarnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
    if (message.type() === 'warning' && /preload/i.test(message.text())) preloadWarnings.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('requestfailed', (request) =>
    failedRequests.push(`${request.method()} ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400)
      failedRequests.push(`${response.request().method()} ${response.url()} ${response.status()}`);
  });
  return { consoleErrors, failedRequests, preloadWarnings };
}
