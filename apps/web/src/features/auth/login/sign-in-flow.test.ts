import { describe, expect, it, vi } from 'vitest';
import { json, type Script, scriptedClient } from '../../../lib/api/test-client';
import { memoryStorage } from '../../../lib/http/key-value-storage';
import type { MessageOptions } from '../../../lib/messages/popup-message';
import { createCredentials } from '../../../lib/session/credentials';
import { createPasswordChangeStore } from '../../../lib/session/password-change';
import { completeSignIn, type SignInDeps, startPasswordChange } from './sign-in-flow';

const TOKEN = 'Bearer eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiJhZG1pbiJ9.c2ln';

function setup(script: Script) {
  const { client, sent } = scriptedClient(script);
  const local = memoryStorage();
  const session = memoryStorage();
  const order: string[] = [];
  const messages: Array<[string, MessageOptions | undefined]> = [];
  let tip = 'old tip';
  const deps: SignInDeps = {
    client,
    credentials: createCredentials(
      () => local,
      () => session,
    ),
    passwordChange: createPasswordChangeStore(() => session),
    notify: (text, options) => {
      order.push(`notify:${text}`);
      messages.push([text, options]);
    },
    loadSession: vi.fn(async () => {
      order.push(`load:${local.getItem('jtToken')}`);
    }),
    destination: () => '/patrolRecord',
    navigate: vi.fn((to: string) => order.push(`navigate:${to}`)),
    setPasswordStatusTip: (text) => {
      tip = text;
    },
  };
  return { deps, sent, local, session, order, messages, tip: () => tip };
}

describe('after a token', () => {
  it('stores it verbatim with the tenant type, says 登录成功！, loads the session, goes to the destination', async () => {
    const t = setup({
      'GET /api/administration/getTenantType': () => json(200, { code: 200, msg: '', data: 0 }),
    });
    t.deps.passwordChange.require({ userName: 'a', tenantAccount: 'b', reason: 1, notice: 'x' });
    const to = await completeSignIn(t.deps, { token: TOKEN });
    expect(to).toBe('/patrolRecord');
    expect(t.local.snapshot()).toEqual({ jtToken: TOKEN, tenantType: '0' });
    expect(t.messages).toEqual([['登录成功！', { type: 'success' }]]);
    expect(t.order).toEqual(['notify:登录成功！', `load:${TOKEN}`, 'navigate:/patrolRecord']);
    expect(t.deps.navigate).toHaveBeenCalledWith('/patrolRecord', { replace: true });
    expect(t.deps.passwordChange.pending()).toBeNull();
    expect(t.tip()).toBe('');
  });

  it('shows the password warning for 4 s', async () => {
    const t = setup({
      'GET /api/administration/getTenantType': () => json(200, { code: 200, msg: '', data: 0 }),
    });
    await completeSignIn(t.deps, { token: TOKEN, passwordWarning: '密码将在3天后过期，请及时修改' });
    expect(t.messages).toEqual([
      ['登录成功！', { type: 'success' }],
      ['密码将在3天后过期，请及时修改', { type: 'warning', durationMs: 4000 }],
    ]);
  });

  it('single sign-on: tenantType 1 without asking, and its landing page', async () => {
    const t = setup({});
    const to = await completeSignIn(t.deps, {
      token: TOKEN,
      tenantType: 1,
      landing: '/gl-diseaseInspection',
    });
    expect(to).toBe('/gl-diseaseInspection');
    expect(t.local.getItem('tenantType')).toBe('1');
    expect(t.sent).toEqual([]);
  });

  it('goes on without a tenant type when getTenantType fails', async () => {
    const t = setup({
      'GET /api/administration/getTenantType': () => json(500, { status: 500, title: 'x' }),
    });
    await completeSignIn(t.deps, { token: TOKEN });
    expect(t.local.snapshot()).toEqual({ jtToken: TOKEN });
    expect(t.deps.navigate).toHaveBeenCalledTimes(1);
  });
});

describe('a password that must change', () => {
  it('status 2: N from password_config, read by getTenantConfig with the tenant, as a form', async () => {
    const t = setup({
      'POST /api/component/config/getTenantConfig/password_config': () =>
        json(200, { code: 200, msg: '', data: [{ code: 'password_expire_period', value: '90' }] }),
    });
    const notice = await startPasswordChange(t.deps, {
      userName: 'expiredpwd',
      tenantAccount: 'jtdemo',
      reason: 2,
      serverMessage: '',
    });
    expect(notice).toBe('密码已使用90天，请修改后再重新登录！');
    expect(t.sent[0]?.body).toBe('code=password_expire_period&tenantAccount=jtdemo');
    expect(t.sent[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(t.messages).toEqual([
      ['密码已使用90天，请修改后再重新登录！', { type: 'warning', durationMs: 4000 }],
    ]);
    expect(t.deps.passwordChange.pending()).toEqual({
      userName: 'expiredpwd',
      tenantAccount: 'jtdemo',
      reason: 2,
      notice: '密码已使用90天，请修改后再重新登录！',
    });
    expect(t.tip()).toBe('密码已使用90天，请修改后再重新登录！');
    expect(t.deps.navigate).toHaveBeenCalledWith('/update-password');
  });

  it('status 1 and other: the fixed texts, no tenant config read, no token kept', async () => {
    const t = setup({});
    t.local.setItem('jtToken', TOKEN);
    expect(
      await startPasswordChange(t.deps, {
        userName: 'firstlogin',
        tenantAccount: 'jtdemo',
        reason: 1,
        serverMessage: '',
      }),
    ).toBe('首次登录，请修改后再重新登录！');
    expect(
      await startPasswordChange(t.deps, {
        userName: 'weakpwd',
        tenantAccount: 'jtdemo',
        reason: 3,
        serverMessage: '',
      }),
    ).toBe('初始密码强度较弱，请修改后再重新登录！');
    expect(t.sent).toEqual([]);
    expect(t.local.getItem('jtToken')).toBeNull();
  });
});
