import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../http/key-value-storage';
import {
  createPasswordChangeStore,
  mustChangePassword,
  PASSWORD_CHANGE_STORAGE_KEY,
  passwordChangeRedirect,
} from './password-change';

const firstLogin = {
  userName: 'firstlogin',
  tenantAccount: 'jtdemo',
  reason: 1 as const,
  notice: '首次登录，请修改后再重新登录！',
};

describe('the pending password change', () => {
  it('is kept until cleared, in the session storage', () => {
    const storage = memoryStorage();
    const store = createPasswordChangeStore(() => storage);
    expect(mustChangePassword(store)).toBe(false);
    store.require(firstLogin);
    expect(mustChangePassword(store)).toBe(true);
    expect(store.pending()).toEqual(firstLogin);
    expect(JSON.parse(storage.getItem(PASSWORD_CHANGE_STORAGE_KEY) ?? '')).toEqual(firstLogin);
    store.clear();
    expect(mustChangePassword(store)).toBe(false);
  });

  it('reads a damaged entry as nothing pending, and an unknown reason as the weak-password case', () => {
    expect(
      createPasswordChangeStore(() => memoryStorage({ [PASSWORD_CHANGE_STORAGE_KEY]: '{' })).pending(),
    ).toBeNull();
    expect(
      createPasswordChangeStore(() =>
        memoryStorage({ [PASSWORD_CHANGE_STORAGE_KEY]: '{"userName":1}' }),
      ).pending(),
    ).toBeNull();
    const odd = createPasswordChangeStore(() =>
      memoryStorage({ [PASSWORD_CHANGE_STORAGE_KEY]: '{"userName":"a","tenantAccount":"t","reason":9}' }),
    );
    expect(odd.pending()).toEqual({ userName: 'a', tenantAccount: 't', reason: 3, notice: '' });
  });

  it('sends every page but the sign-in pages to /update-password while pending', () => {
    const storage = memoryStorage();
    const store = createPasswordChangeStore(() => storage);
    expect(passwordChangeRedirect('/home', store)).toBeNull();
    store.require(firstLogin);
    expect(passwordChangeRedirect('/home', store)).toBe('/update-password');
    expect(passwordChangeRedirect('/system/user', store)).toBe('/update-password');
    expect(passwordChangeRedirect('/update-password', store)).toBeNull();
    expect(passwordChangeRedirect('/login', store)).toBeNull();
    expect(passwordChangeRedirect('/sysLogin/', store)).toBeNull();
  });
});
