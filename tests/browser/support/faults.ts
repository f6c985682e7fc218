// Helpers of the fault tests on the signed-in path (issue 18): faults injected through the mock's
// QA controls (/__mock/faults), the calls a page made to one operation, and what the mock answers
// with a fault, so the text on screen is compared with the server's own message.
import type { Page, Request } from 'playwright-core';
import { ACCOUNTS, clickLogin, fillSignIn, mockAdmin, openLogin } from './auth-helpers';

export type FaultKind = 'status' | 'malformed' | 'timeout' | 'drop' | 'delay';

export interface Fault {
  operationId: string;
  kind: FaultKind;
  status?: number;
  example?: string;
  times?: number;
  delayMs?: number;
}

export function injectFault(baseUrl: string, fault: Fault): Promise<unknown> {
  return mockAdmin(baseUrl, 'POST', '/__mock/faults', fault);
}

export function clearFaults(baseUrl: string): Promise<unknown> {
  return mockAdmin(baseUrl, 'DELETE', '/__mock/faults');
}

/** Every request the page sends to this API path (e.g. /api/component/function/getPlatformMenuTree). */
export function recordCalls(page: Page, pathname: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) calls.push(request);
  });
  return calls;
}

/** Every request to /api/ the page sends, with whether it carried an Authorization header. */
export function recordApiCalls(page: Page): Array<{ path: string; authorized: boolean }> {
  const calls: Array<{ path: string; authorized: boolean }> = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/'))
      calls.push({ path: pathname, authorized: request.headers().authorization !== undefined });
  });
  return calls;
}

/**
 * Resolves when the first call to `pathname` has its answer (or has failed: a dropped connection).
 * A message about that call is looked for from then: a wait begun at the click of 登录 could run
 * out on a busy machine before the call was even sent.
 */
export function callSettled(page: Page, pathname: string): Promise<void> {
  return new Promise((resolve) => {
    const done = (request: Request) => {
      if (new URL(request.url()).pathname === pathname) resolve();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  });
}

/** Signs in as admin through the sign-in form, as a person does (the menu is read by this sign-in). */
export async function signInThroughForm(page: Page, baseUrl: string): Promise<void> {
  await openLogin(page, baseUrl);
  await fillSignIn(page, ACCOUNTS.admin);
  await clickLogin(page);
}

/** How many popup messages with exactly this text are on screen. */
export function messageCount(page: Page, text: string): Promise<number> {
  return page.locator('.semi-toast-content-text').filter({ hasText: text }).count();
}
