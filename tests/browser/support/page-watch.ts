import type { Page } from 'playwright-core';

/** Collects what must never happen on a healthy page: console errors and failed requests. */
export function watchPage(page: Page) {
  const consoleErrors: string[] = [];
  const failedRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('requestfailed', (request) =>
    failedRequests.push(`${request.method()} ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400)
      failedRequests.push(`${response.request().method()} ${response.url()} ${response.status()}`);
  });
  return { consoleErrors, failedRequests };
}
