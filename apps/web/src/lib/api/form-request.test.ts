import { describe, expect, it } from 'vitest';
import { formRequest } from './form-request';

describe('the form encoding', () => {
  it('sends the fields urlencoded, leaving out null and undefined ones', () => {
    const body = formRequest.bodySerializer({
      code: 'password_expire_period',
      tenantAccount: '江宁 jt',
      a: null,
      b: undefined,
    });
    expect(body.toString()).toBe('code=password_expire_period&tenantAccount=%E6%B1%9F%E5%AE%81+jt');
    expect(formRequest.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded' });
  });
});
