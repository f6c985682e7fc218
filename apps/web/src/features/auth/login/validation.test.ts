import { describe, expect, it } from 'vitest';
import { regexRule, validateLoginField, validateLoginFields } from './validation';

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
