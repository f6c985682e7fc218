import { describe, expect, it } from 'vitest';
import { parseConfigData } from './page-config';
import { checkMessages, regexRule, validateLoginField, validateLoginFields } from './validation';

describe('the required rules of §5', () => {
  it('give the seed texts for an empty field', () => {
    expect(validateLoginField('userName', '')).toBe('用户名不能为空');
    expect(validateLoginField('tenantAccount', ' ')).toBe('租户账号不能为空');
    expect(validateLoginField('phoneAccount', '')).toBe('手机号不能为空');
    expect(validateLoginField('verifyPhone', '')).toBe('短信验证码不能为空');
    expect(validateLoginField('password', '')).toBe('密码不能为空');
    expect(validateLoginField('captcha', '')).toBe('请输入验证码');
  });

  it('let checkMessage replace the required text', () => {
    const overrides = { userName: '请填写登录账号', password: '请填写密码', tenantAccount: '  ' };
    expect(validateLoginField('userName', '', overrides)).toBe('请填写登录账号');
    expect(validateLoginField('password', '', overrides)).toBe('请填写密码');
    expect(validateLoginField('tenantAccount', '', overrides)).toBe('租户账号不能为空');
  });

  it('pass a filled field', () => {
    expect(validateLoginField('userName', 'admin')).toBeNull();
    expect(validateLoginField('password', ' pass with spaces ')).toBeNull();
  });

  it('do not trim a password made of spaces into an empty one', () => {
    expect(validateLoginField('password', '   ')).toBeNull();
  });
});

describe('the phone rule', () => {
  it('wants 11 digits starting with 1', () => {
    expect(validateLoginField('phoneAccount', '13812345678')).toBeNull();
    expect(validateLoginField('phoneAccount', '23812345678')).toBe('请输入正确的手机号');
    expect(validateLoginField('phoneAccount', '1381234567')).toBe('请输入正确的手机号');
    expect(validateLoginField('phoneAccount', '138123456789')).toBe('请输入正确的手机号');
    expect(validateLoginField('phoneAccount', '1381234567a')).toBe('请输入正确的手机号');
  });

  it('keeps the format text even when checkMessage overrides the required one', () => {
    expect(validateLoginField('phoneAccount', '12', { phoneAccount: '请填写手机号码' })).toBe(
      '请输入正确的手机号',
    );
    expect(validateLoginField('phoneAccount', '', { phoneAccount: '请填写手机号码' })).toBe('请填写手机号码');
  });
});

describe('the text captcha', () => {
  it('refuses Chinese characters', () => {
    expect(validateLoginField('captcha', 'ab中d')).toBe('登录失败，验证码不允许存在中文！');
    expect(validateLoginField('captcha', 'k7mx')).toBeNull();
  });
});

describe('validateLoginFields', () => {
  it('checks only the fields asked for and reports each failure', () => {
    expect(
      validateLoginFields({ userName: '', password: 'x', captcha: '验证' }, [
        'userName',
        'password',
        'captcha',
      ]),
    ).toEqual({ userName: '用户名不能为空', captcha: '登录失败，验证码不允许存在中文！' });
    expect(validateLoginFields({ userName: 'admin' }, ['userName'])).toEqual({});
  });
});

describe('the generic regex rule', () => {
  it('says 请输入 when empty and 请输入符合要求的内容 when the pattern does not match', () => {
    const rule = regexRule(/^\d{6}$/);
    expect(rule('')).toBe('请输入');
    expect(rule('12a456')).toBe('请输入符合要求的内容');
    expect(rule('123456')).toBeNull();
  });
});

describe('the checkMessage overrides of the page configuration', () => {
  const placed = (checkMessages: Record<string, string | null>) =>
    parseConfigData(
      JSON.stringify(
        Object.entries(checkMessages).map(([component, checkMessage]) => ({
          component,
          x: 0,
          y: 0,
          w: 10,
          h: 10,
          checkMessage,
        })),
      ),
    );

  it("take each field's text from its component", () => {
    const components = placed({
      userNameInput: '请填写登录账号',
      passwordInput: '请填写密码',
      phoneInput: '请填写手机号码',
      phoneCodeInput: '请填写短信验证码',
      captcha: '请填写验证码',
      tenantInput: '请填写租户',
      tenantSelect: '请选择租户',
    });
    expect(checkMessages(components, false)).toEqual({
      userName: '请填写登录账号',
      password: '请填写密码',
      phoneAccount: '请填写手机号码',
      verifyPhone: '请填写短信验证码',
      captcha: '请填写验证码',
      tenantAccount: '请填写租户',
    });
  });

  it("take the tenant's from the select once the tenant list was read", () => {
    const components = placed({ tenantInput: '请填写租户', tenantSelect: '请选择租户' });
    expect(checkMessages(components, true).tenantAccount).toBe('请选择租户');
    expect(checkMessages(components, false).tenantAccount).toBe('请填写租户');
  });

  it('leave the seed texts where no component or no checkMessage is placed', () => {
    const overrides = checkMessages(placed({ userNameInput: null }), true);
    expect(overrides.userName).toBeNull();
    expect(overrides.password).toBeUndefined();
    expect(validateLoginField('userName', '', overrides)).toBe('用户名不能为空');
    expect(validateLoginField('password', '', overrides)).toBe('密码不能为空');
  });
});
