import { describe, expect, it } from 'vitest';
import { captchaSettings, passwordExpireDays, tenantSettings } from './global-config';

const entries = (values: Record<string, string>) =>
  Object.entries(values).map(([code, value]) => ({ code, value })) as Parameters<typeof captchaSettings>[0];

describe('captcha_config', () => {
  it("maps captcha_type '0', '1', '2' to numberCode, blockPuzzle, clickWord", () => {
    expect(captchaSettings(entries({ captcha_type: '0' })).mode).toBe('numberCode');
    expect(captchaSettings(entries({ captcha_type: '1' })).mode).toBe('blockPuzzle');
    expect(captchaSettings(entries({ captcha_type: '2' })).mode).toBe('clickWord');
  });

  it('maps any other value, or none, to numberCode', () => {
    expect(captchaSettings(entries({ captcha_type: '7' })).mode).toBe('numberCode');
    expect(captchaSettings(entries({ captcha_type: 'blockPuzzle' })).mode).toBe('numberCode');
    expect(captchaSettings([]).mode).toBe('numberCode');
  });

  it('reads the attempts and the forbidden time, 5 and 60 s by default', () => {
    expect(
      captchaSettings(entries({ captcha_max_attempts: '3', verify_code_forbidden_time: '120' })),
    ).toMatchObject({
      maxAttempts: 3,
      forbiddenSeconds: 120,
    });
    expect(captchaSettings([])).toMatchObject({ maxAttempts: 5, forbiddenSeconds: 60 });
    expect(
      captchaSettings(entries({ captcha_max_attempts: '0', verify_code_forbidden_time: 'x' })),
    ).toMatchObject({
      maxAttempts: 5,
      forbiddenSeconds: 60,
    });
  });

  it("shows the captcha and the phone code when their toggles are '0'", () => {
    expect(captchaSettings(entries({ show_captcha: '0', show_phone_code: '0' }))).toMatchObject({
      enabled: true,
      phoneCodeShown: true,
    });
    expect(captchaSettings(entries({ show_captcha: '1', show_phone_code: '1' }))).toMatchObject({
      enabled: false,
      phoneCodeShown: false,
    });
    expect(captchaSettings([])).toMatchObject({ enabled: true, phoneCodeShown: false });
  });
});

describe('sass_config', () => {
  it("is multi-tenant when sass_model is '0'", () => {
    expect(tenantSettings(entries({ sass_model: '0', common_tenant_account: 'jtdemo' }))).toEqual({
      multiTenant: true,
      commonTenantAccount: 'jtdemo',
    });
    expect(tenantSettings(entries({ sass_model: '1', common_tenant_account: ' jtdemo ' }))).toEqual({
      multiTenant: false,
      commonTenantAccount: 'jtdemo',
    });
    expect(tenantSettings([])).toEqual({ multiTenant: true, commonTenantAccount: '' });
  });
});

describe('password_config', () => {
  it('reads the first value as a number of days', () => {
    expect(passwordExpireDays(entries({ password_expire_period: '90' }))).toBe(90);
    expect(passwordExpireDays([])).toBeNull();
    expect(passwordExpireDays(entries({ password_expire_period: '' }))).toBeNull();
    expect(passwordExpireDays(entries({ password_expire_period: 'ninety' }))).toBeNull();
  });
});
