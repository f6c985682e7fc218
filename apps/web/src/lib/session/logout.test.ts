import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../http/key-value-storage';
import { createCredentials } from './credentials';
import { type LogoutDeps, logoutWith, onLogout } from './logout';
import { createPasswordChangeStore } from './password-change';

function setup(token: string | null = 'Bearer a.b.c') {
  const local = memoryStorage({
    ...(token ? { jtToken: token } : {}),
    user: '{"username":"admin"}',
    tenantType: '1',
    'remember-me': '1',
    lastHttpRequestTime: '1',
    'vuex-app': '{"menuList":[1]}',
  });
  const session = memoryStorage({ ticket: 'ST-1', portalToken: 'PT-1', default_map_center: '118.79,32.06' });
  const order: string[] = [];
  const passwordChange = createPasswordChangeStore(() => session);
  passwordChange.require({ userName: 'a', tenantAccount: 'jtdemo', reason: 1, notice: '' });
  const deps: LogoutDeps = {
    local,
    credentials: createCredentials(
      () => local,
      () => session,
    ),
    passwordChange,
    resetAppState: vi.fn(() => order.push('state')),
    endServerSession: vi.fn(async () => {
      order.push(`server:${local.getItem('jtToken')}`);
    }),
    navigate: vi.fn((to: string) => order.push(`navigate:${to}`)),
  };
  return { deps, local, session, order };
}

describe('logout', () => {
  it('ends the server session first, then clears the state and all local storage, then goes to /login', async () => {
    const t = setup();
    await logoutWith(t.deps);
    expect(t.order).toEqual(['server:Bearer a.b.c', 'state', 'navigate:/login']);
    expect(t.local.snapshot()).toEqual({});
    expect(t.session.snapshot()).toEqual({ default_map_center: '118.79,32.06' });
    expect(t.deps.navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('does not call the server when the session is already gone', async () => {
    const t = setup();
    await logoutWith(t.deps, { endServerSession: false });
    expect(t.deps.endServerSession).not.toHaveBeenCalled();
    const signedOut = setup(null);
    await logoutWith(signedOut.deps);
    expect(signedOut.deps.endServerSession).not.toHaveBeenCalled();
  });

  it('goes on when the server call fails', async () => {
    const t = setup();
    t.deps.endServerSession = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await logoutWith(t.deps);
    expect(t.local.snapshot()).toEqual({});
    expect(t.deps.navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('runs the registered cleanups (the runtime routes, the refresh timer) until unregistered', async () => {
    const cleanup = vi.fn();
    const unregister = onLogout(cleanup);
    await logoutWith(setup().deps);
    expect(cleanup).toHaveBeenCalledTimes(1);
    unregister();
    await logoutWith(setup().deps);
    expect(cleanup).toHaveBeenCalledTimes(1);
  });
});
