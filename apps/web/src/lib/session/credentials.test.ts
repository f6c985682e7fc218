import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../http/key-value-storage';
import { createCredentials } from './credentials';

function setup(local: Record<string, string> = {}, session: Record<string, string> = {}) {
  const localStorage = memoryStorage(local);
  const sessionStorage = memoryStorage(session);
  return {
    credentials: createCredentials(
      () => localStorage,
      () => sessionStorage,
    ),
    localStorage,
    sessionStorage,
  };
}

describe('credentials', () => {
  it('stores the token verbatim under jtToken, Bearer prefix included', () => {
    const t = setup();
    t.credentials.storeToken('Bearer eyJ.x.y');
    expect(t.localStorage.snapshot()).toEqual({ jtToken: 'Bearer eyJ.x.y' });
    expect(t.credentials.token()).toBe('Bearer eyJ.x.y');
    t.credentials.clearToken();
    expect(t.credentials.token()).toBeNull();
  });

  it('reads an empty jtToken as no token', () => {
    expect(setup({ jtToken: '' }).credentials.token()).toBeNull();
  });

  it("keeps remember-me as '1' or '0' under remember-me, '0' by default", () => {
    const t = setup();
    expect(t.credentials.rememberMe()).toBe('0');
    t.credentials.storeRememberMe(true);
    expect(t.localStorage.getItem('remember-me')).toBe('1');
    expect(t.credentials.rememberMe()).toBe('1');
    t.credentials.storeRememberMe(false);
    expect(t.localStorage.getItem('remember-me')).toBe('0');
    expect(setup({ 'remember-me': 'true' }).credentials.rememberMe()).toBe('0');
  });

  it('stores the tenant type and the last request time as text', () => {
    const t = setup();
    t.credentials.storeTenantType(1);
    t.credentials.stampHttpRequestTime(1_741_768_215_000);
    expect(t.localStorage.snapshot()).toEqual({ tenantType: '1', lastHttpRequestTime: '1741768215000' });
    expect(t.credentials.tenantType()).toBe('1');
    expect(t.credentials.lastHttpRequestTime()).toBe(1_741_768_215_000);
    expect(setup({ lastHttpRequestTime: 'soon' }).credentials.lastHttpRequestTime()).toBeNull();
  });

  it('keeps the portal ticket and token in the session and drops both at once', () => {
    const t = setup({}, { other: 'kept' });
    t.credentials.storeSsoCredential('ticket', 'ST-1');
    t.credentials.storeSsoCredential('portalToken', 'PT-1');
    expect(t.sessionStorage.snapshot()).toEqual({ other: 'kept', ticket: 'ST-1', portalToken: 'PT-1' });
    expect(t.credentials.ssoCredential('ticket')).toBe('ST-1');
    t.credentials.clearSsoCredentials();
    expect(t.sessionStorage.snapshot()).toEqual({ other: 'kept' });
  });
});
