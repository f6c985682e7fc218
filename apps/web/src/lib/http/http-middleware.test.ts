import { type ApiClient, createApiClient } from '@jt/api-contract';
import { describe, expect, it, vi } from 'vitest';
import type { MessageOptions } from '../messages/popup-message';
import { createCredentials } from '../session/credentials';
import { createHttpMiddleware, type HttpMiddlewareDeps } from './http-middleware';
import { HttpStatusError, RequestTimeoutError } from './http-rules';
import { memoryStorage } from './key-value-storage';
import type { SessionEnd } from './session-events';

const TOKEN = 'Bearer eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiIxLGp0ZGVtbyxhZG1pbiJ9.c2lnbmF0dXJl';

/** Timers the test fires by hand. */
function manualTimers() {
  let next = 1;
  const timers = new Map<number, { run: () => void; ms: number }>();
  return {
    setTimeout: (run: () => void, ms: number) => {
      const id = next++;
      timers.set(id, { run, ms });
      return id;
    },
    clearTimeout: (handle: unknown) => {
      timers.delete(handle as number);
    },
    /** Runs every pending timer of that delay. */
    fire(ms: number) {
      for (const [id, timer] of [...timers]) {
        if (timer.ms !== ms) continue;
        timers.delete(id);
        timer.run();
      }
    },
    pending: (ms: number) => [...timers.values()].filter((timer) => timer.ms === ms).length,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

interface Setup {
  token?: string | null;
  pathname?: string;
  fetch: (request: Request) => Promise<Response>;
}

function setup({ token = TOKEN, pathname = '/system/user', fetch }: Setup) {
  const local = memoryStorage(token ? { jtToken: token } : {});
  const session = memoryStorage({ ticket: 'ST-1', portalToken: 'PT-1' });
  const credentials = createCredentials(
    () => local,
    () => session,
  );
  const messages: Array<[string, MessageOptions | undefined]> = [];
  const timers = manualTimers();
  const sessionEnded = vi.fn(async (_reason: SessionEnd) => {});
  const refresher = { start: vi.fn() };
  let now = 1_700_000_000_000;
  const deps: HttpMiddlewareDeps = {
    credentials,
    now: () => now,
    notify: (text, options) => messages.push([text, options]),
    currentPath: () => pathname,
    sessionEnded,
    refresher,
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
    timeoutMs: 5000,
  };
  const seen: Request[] = [];
  const client: ApiClient = createApiClient({
    middleware: createHttpMiddleware(deps),
    baseUrl: 'http://gateway.test',
    fetch: (request) => {
      seen.push(request);
      return fetch(request);
    },
  });
  return {
    client,
    local,
    session,
    messages,
    timers,
    sessionEnded,
    refresher,
    seen,
    advance: (ms: number) => {
      now += ms;
    },
    now: () => now,
  };
}

const userDetail = (client: ApiClient) => client.POST('/api/component/user/getCurrentUserDetail');
const ok = () => Promise.resolve(json(200, { code: 200, msg: '操作成功', data: null }));

describe('authorization and credentials', () => {
  it('sends the stored jtToken verbatim as Authorization, with credentials', async () => {
    const t = setup({ fetch: ok });
    await userDetail(t.client);
    expect(t.seen[0]?.headers.get('Authorization')).toBe(TOKEN);
    expect(t.seen[0]?.credentials).toBe('include');
  });

  it('sends no Authorization when no token is stored, still with credentials', async () => {
    const t = setup({ token: null, fetch: ok });
    await t.client.POST('/api/component/pageConfig/getCurrentPageConfig', {
      params: { query: { type: '0' } },
    });
    expect(t.seen[0]?.headers.has('Authorization')).toBe(false);
    expect(t.seen[0]?.credentials).toBe('include');
  });

  it('keeps the request body and method', async () => {
    const t = setup({ fetch: ok });
    await t.client.POST('/api/component/config/getConfigByCodes', { body: ['common_config'] });
    expect(t.seen[0]?.method).toBe('POST');
    expect(await t.seen[0]?.text()).toBe('["common_config"]');
  });

  it('starts the token refresh with the first call while a token is stored, not without one', async () => {
    const signedIn = setup({ fetch: ok });
    await userDetail(signedIn.client);
    expect(signedIn.refresher.start).toHaveBeenCalledTimes(1);
    const signedOut = setup({ token: null, fetch: ok });
    await userDetail(signedOut.client);
    expect(signedOut.refresher.start).not.toHaveBeenCalled();
  });
});

describe('lastHttpRequestTime', () => {
  it('is stamped when an answer arrives, whatever its status', async () => {
    const t = setup({
      fetch: () => Promise.resolve(json(500, { status: 500, title: 'Internal Server Error' })),
    });
    await userDetail(t.client);
    expect(t.local.getItem('lastHttpRequestTime')).toBe(String(t.now()));
  });

  it('is not stamped without a session (the sign-in pages)', async () => {
    const t = setup({ token: null, fetch: ok });
    await userDetail(t.client);
    expect(t.local.getItem('lastHttpRequestTime')).toBeNull();
  });

  it('is not stamped by the token refresh itself', async () => {
    const t = setup({
      fetch: () => Promise.resolve(json(200, { code: 200, msg: '', data: { token: TOKEN } })),
    });
    await t.client.GET('/api/component/system/refreshToken', { params: { query: { rememberme: '1' } } });
    expect(t.local.getItem('lastHttpRequestTime')).toBeNull();
  });
});

describe('HTTP 401', () => {
  const expired = () =>
    Promise.resolve(json(401, { status: 401, title: 'Unauthorized', message: 'error.http.401' }));

  it('warns 身份认证信息已失效，请重新登录。 for 2 s, then logs out to the sign-in page once', async () => {
    const t = setup({ fetch: expired });
    const answers = await Promise.all([userDetail(t.client), userDetail(t.client), userDetail(t.client)]);
    expect(answers.map((answer) => answer.response.status)).toEqual([401, 401, 401]);
    expect(t.messages).toEqual([['身份认证信息已失效，请重新登录。', { type: 'warning', durationMs: 2000 }]]);
    expect(t.sessionEnded).not.toHaveBeenCalled();
    expect(t.timers.pending(2000)).toBe(1);
    t.timers.fire(2000);
    expect(t.sessionEnded).toHaveBeenCalledTimes(1);
    expect(t.sessionEnded).toHaveBeenCalledWith('expired');
  });

  it('warns again after the redirect has happened', async () => {
    const t = setup({ fetch: expired });
    await userDetail(t.client);
    t.timers.fire(2000);
    await Promise.resolve();
    await userDetail(t.client);
    expect(t.messages).toHaveLength(2);
    expect(t.timers.pending(2000)).toBe(1);
  });

  it('stays silent on the sign-in pages for calls without a token', async () => {
    for (const pathname of ['/login', '/sysLogin', '/update-password', '/LOGIN/']) {
      const t = setup({ pathname, token: null, fetch: expired });
      await userDetail(t.client);
      expect(t.messages).toEqual([]);
      expect(t.timers.pending(2000)).toBe(0);
    }
  });

  it('on /login, a 401 to a call made with the token the sign-in just stored ends that session', async () => {
    const t = setup({ pathname: '/login', fetch: expired });
    await userDetail(t.client);
    expect(t.messages).toEqual([['身份认证信息已失效，请重新登录。', { type: 'warning', durationMs: 2000 }]]);
    t.timers.fire(2000);
    expect(t.sessionEnded).toHaveBeenCalledWith('expired');
  });

  it('never reacts to getCountKeyValue, which always answers 401', async () => {
    const t = setup({
      fetch: () => Promise.resolve(json(401, { captchaAttempts: 3, attempts: 2, badPasswordAttempts: 5 })),
    });
    const { error } = await t.client.GET('/api/system/getCountKeyValue/{userName}', {
      params: { path: { userName: 'admin' } },
    });
    expect(error).toEqual({ captchaAttempts: 3, attempts: 2, badPasswordAttempts: 5 });
    expect(t.messages).toEqual([]);
    expect(t.timers.pending(2000)).toBe(0);
  });

  it('leaves the 401 of a sign-in call to the sign-in page', async () => {
    const t = setup({
      token: null,
      pathname: '/home',
      fetch: () =>
        Promise.resolve(
          json(401, {
            attempts: 4,
            badPasswordAttempts: 5,
            captchaAttempts: 3,
            lockoutTime: 0,
            msg: '用户名或密码错误',
          }),
        ),
    });
    await t.client.POST('/api/component/system/login', {
      body: { username: 'admin', password: 'x', tenantAccount: 'jtdemo', rememberme: '0' },
    });
    expect(t.messages).toEqual([]);
  });
});

describe('HTTP 403', () => {
  it('kick-out: shows the server message, drops the portal ticket and token, logs out', async () => {
    const t = setup({
      fetch: () =>
        Promise.resolve(
          json(403, {
            status: 403,
            title: 'Forbidden',
            message: '您的账号已在其他地方登录，请重新登录',
            params: 'error.user.kickOut',
          }),
        ),
    });
    const answers = await Promise.all([userDetail(t.client), userDetail(t.client)]);
    expect(answers.map((answer) => answer.response.status)).toEqual([403, 403]);
    expect(t.messages).toEqual([
      ['您的账号已在其他地方登录，请重新登录', { type: 'warning', durationMs: 3000 }],
    ]);
    // The ticket and portal token are the logout's to clear (lib/session listens to the event).
    expect(t.sessionEnded).toHaveBeenCalledTimes(1);
    expect(t.sessionEnded).toHaveBeenCalledWith('kicked-out');
  });

  it('any other 403: the server message for 3 s, the answer goes to the caller', async () => {
    const t = setup({
      fetch: () =>
        Promise.resolve(
          json(403, { status: 403, title: 'Forbidden', message: '没有访问该资源的权限，请联系管理员' }),
        ),
    });
    const { error, response } = await userDetail(t.client);
    expect(response.status).toBe(403);
    expect(error).toMatchObject({ message: '没有访问该资源的权限，请联系管理员' });
    expect(t.messages).toEqual([
      ['没有访问该资源的权限，请联系管理员', { type: 'warning', durationMs: 3000 }],
    ]);
    expect(t.sessionEnded).not.toHaveBeenCalled();
    expect(t.session.snapshot()).toEqual({ ticket: 'ST-1', portalToken: 'PT-1' });
  });
});

describe('HTTP 444 and other statuses', () => {
  it('444: shows msg and rejects the call', async () => {
    const t = setup({
      fetch: () => Promise.resolve(json(444, { msg: '参数校验出错：{tenantAccount=租户账号不能为空}' })),
    });
    const outcome = await userDetail(t.client).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(HttpStatusError);
    expect(outcome).toMatchObject({ status: 444, message: '参数校验出错：{tenantAccount=租户账号不能为空}' });
    expect(t.messages).toEqual([['参数校验出错：{tenantAccount=租户账号不能为空}', undefined]]);
  });

  it('passes a 500 on to the caller without a message', async () => {
    const t = setup({
      fetch: () => Promise.resolve(json(500, { status: 500, title: 'Internal Server Error' })),
    });
    const { error, response } = await userDetail(t.client);
    expect(response.status).toBe(500);
    expect(error).toEqual({ status: 500, title: 'Internal Server Error' });
    expect(t.messages).toEqual([]);
  });
});

describe('calls without an answer', () => {
  it('network error: 网络连接错误，请检查网络环境！ and the call rejects', async () => {
    const t = setup({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(userDetail(t.client)).rejects.toThrow('Failed to fetch');
    expect(t.messages).toEqual([['网络连接错误，请检查网络环境！', undefined]]);
  });

  it('timeout: aborts the call after the timeout, 网络连接超时，请重试！', async () => {
    const t = setup({
      fetch: (request) =>
        new Promise((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    });
    const outcome = userDetail(t.client).catch((error: unknown) => error);
    await vi.waitFor(() => expect(t.timers.pending(5000)).toBe(1));
    t.timers.fire(5000);
    expect(await outcome).toBeInstanceOf(RequestTimeoutError);
    expect(t.messages).toEqual([['网络连接超时，请重试！', undefined]]);
  });

  it('stops the timeout once the answer is there', async () => {
    const t = setup({ fetch: ok });
    await userDetail(t.client);
    expect(t.timers.pending(5000)).toBe(0);
  });

  it('says nothing when the caller aborted the call itself', async () => {
    const t = setup({
      fetch: (request) =>
        new Promise((_, reject) => {
          request.signal.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    });
    const controller = new AbortController();
    const outcome = t.client
      .POST('/api/component/user/getCurrentUserDetail', { signal: controller.signal })
      .catch((error: unknown) => error);
    await vi.waitFor(() => expect(t.seen).toHaveLength(1));
    controller.abort();
    expect(await outcome).toMatchObject({ name: 'AbortError' });
    expect(t.messages).toEqual([]);
  });

  it('shows any other failure message as it is, and the fallback when there is none', async () => {
    const withMessage = setup({ fetch: () => Promise.reject(new Error('证书已过期')) });
    await expect(userDetail(withMessage.client)).rejects.toThrow('证书已过期');
    expect(withMessage.messages).toEqual([['证书已过期', undefined]]);
    const withoutMessage = setup({ fetch: () => Promise.reject(new Error('')) });
    await expect(userDetail(withoutMessage.client)).rejects.toThrow();
    expect(withoutMessage.messages).toEqual([['未知错误，请联系程序员', undefined]]);
  });
});
