import { describe, expect, it } from 'vitest';
import { formPath, isSysLogin } from './login-route';

describe('the sign-in route', () => {
  it('is /sysLogin whatever the case and trailing slashes', () => {
    expect(isSysLogin('/sysLogin')).toBe(true);
    expect(isSysLogin('/syslogin/')).toBe(true);
    expect(isSysLogin('/SYSLOGIN//')).toBe(true);
  });

  it('is not /sysLogin on /login or another path', () => {
    expect(isSysLogin('/login')).toBe(false);
    expect(isSysLogin('/sysLogin/x')).toBe(false);
    expect(isSysLogin('/')).toBe(false);
  });
});

describe('the way back to the form', () => {
  it('keeps the route and drops the one-time credentials, keeping the rest of the query', () => {
    expect(formPath('/login', '?ticket=ST-1&tenantAccount=jtdemo')).toBe('/login?tenantAccount=jtdemo');
    expect(formPath('/sysLogin/', '?userName=admin&password=x&headerHidden=1')).toBe(
      '/sysLogin?headerHidden=1',
    );
  });

  it('has no query when only credentials were given', () => {
    expect(formPath('/login', '?token=abc&param=p')).toBe('/login');
    expect(formPath('/LOGIN', '')).toBe('/login');
  });
});
