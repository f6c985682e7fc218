import { describe, expect, it } from 'vitest';
import { checkSignInForm, type SignInFormInput, submitFields } from './form-check';

const multi = { multiTenant: true, commonTenantAccount: '' };
const single = { multiTenant: false, commonTenantAccount: '' };

const input = (patch: Partial<SignInFormInput> = {}): SignInFormInput => ({
  values: {
    userName: ' admin ',
    password: 'Jt@2024demo',
    tenantAccount: 'jtdemo',
    phoneAccount: '',
    verifyPhone: '',
    captcha: '',
  },
  tab: 'account',
  numberCode: false,
  overrides: {},
  tenantSettings: multi,
  routeTenant: '',
  tenantField: 'select',
  ...patch,
});

describe('the fields a submit checks', () => {
  it("are the open tab's, with the text captcha while it shows", () => {
    expect(submitFields('account', false)).toEqual(['userName', 'password']);
    expect(submitFields('account', true)).toEqual(['userName', 'password', 'captcha']);
    expect(submitFields('phone', false)).toEqual(['phoneAccount', 'verifyPhone']);
    expect(submitFields('phone', true)).toEqual(['phoneAccount', 'verifyPhone', 'captcha']);
  });
});

describe('the check of a submit', () => {
  it('passes a filled form with the chosen tenant', () => {
    expect(checkSignInForm(input())).toEqual({ errors: {}, popups: [], tenantAccount: 'jtdemo' });
  });

  it('puts the messages under the fields, with the configured checkMessage', () => {
    const values = { ...input().values, userName: '', password: '', tenantAccount: '' };
    expect(checkSignInForm(input({ values, overrides: { tenantAccount: '请选择租户' } }))).toEqual({
      errors: { userName: '用户名不能为空', password: '密码不能为空', tenantAccount: '请选择租户' },
      popups: [],
      tenantAccount: null,
    });
  });

  it('checks the phone tab and the text captcha when it shows', () => {
    const values = { ...input().values, phoneAccount: '2381234567', captcha: '' };
    expect(checkSignInForm(input({ values, tab: 'phone', numberCode: true })).errors).toEqual({
      phoneAccount: '请输入正确的手机号',
      verifyPhone: '短信验证码不能为空',
      captcha: '请输入验证码',
    });
  });

  it('also pops up the Chinese rule of the text captcha', () => {
    const values = { ...input().values, captcha: '验证' };
    expect(checkSignInForm(input({ values, numberCode: true }))).toEqual({
      errors: { captcha: '登录失败，验证码不允许存在中文！' },
      popups: ['登录失败，验证码不允许存在中文！'],
      tenantAccount: null,
    });
  });

  it('pops up the single-tenant message when the form has no tenant field, before the captcha one', () => {
    const values = { ...input().values, captcha: '验' };
    expect(
      checkSignInForm(input({ values, numberCode: true, tenantSettings: single, tenantField: 'none' })),
    ).toEqual({
      errors: { captcha: '登录失败，验证码不允许存在中文！' },
      popups: ['单租户模式下无默认租户，请联系管理员配置！', '登录失败，验证码不允许存在中文！'],
      tenantAccount: null,
    });
  });

  it("signs in single-tenant with the route's tenant, whatever was typed", () => {
    expect(
      checkSignInForm(input({ tenantSettings: single, tenantField: 'none', routeTenant: 'jtqa' }))
        .tenantAccount,
    ).toBe('jtqa');
  });

  it('is not sent before sass_config is read', () => {
    expect(checkSignInForm(input({ tenantSettings: null }))).toEqual({
      errors: {},
      popups: [],
      tenantAccount: null,
    });
  });
});
