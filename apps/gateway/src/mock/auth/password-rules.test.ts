import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, seedPasswordPolicies } from './password-policies';
import { hasKeyboardRun, ruleText, ruleViolations } from './password-rules';

const who = { userName: 'firstlogin', tenantAccount: 'jtdemo' };

describe('the password rules of a tenant', () => {
  it('states the jtdemo rules as the text getUserPasswordRule answers', () => {
    expect(ruleText(DEFAULT_PASSWORD_POLICY)).toBe(
      '密码长度为8-20位;需要包括小写字母、大写字母、数字、特殊字符中的至少3项;不能包含租户账号、用户名;不能包含键盘上横向或纵向连续4位的字符;不能与最近5次使用过的密码相同',
    );
  });

  it('states only the rules a tenant has (jtqa)', () => {
    expect(ruleText(seedPasswordPolicies.jtqa ?? DEFAULT_PASSWORD_POLICY)).toBe(
      '密码长度为6-20位;需要包括小写字母、大写字母、数字、特殊字符中的至少2项;不能包含用户名;不能与最近3次使用过的密码相同',
    );
    expect(
      ruleText({
        ...DEFAULT_PASSWORD_POLICY,
        minClasses: 4,
        noUserName: false,
        noTenantAccount: false,
        keyboardRun: 0,
        historySize: 0,
      }),
    ).toBe('密码长度为8-20位;需要包括小写字母、大写字母、数字、特殊字符');
  });

  it('accepts a password that keeps every rule', () => {
    expect(ruleViolations(DEFAULT_PASSWORD_POLICY, 'Road#Safe2025', who)).toEqual([]);
    expect(ruleViolations(DEFAULT_PASSWORD_POLICY, 'road#safe2025', who)).toEqual([]);
  });

  it('names every rule a password breaks, in the order of the rule text', () => {
    expect(ruleViolations(DEFAULT_PASSWORD_POLICY, 'Ab1!', who)).toEqual(['密码长度应大于等于8,小于等于20']);
    expect(ruleViolations(DEFAULT_PASSWORD_POLICY, 'a'.repeat(21), who)).toEqual([
      '密码长度应大于等于8,小于等于20',
      '密码应包含小写字母、大写字母、数字、特殊字符中的至少3项',
    ]);
    expect(ruleViolations(DEFAULT_PASSWORD_POLICY, 'Firstlogin#9', who)).toEqual(['密码不应包含用户名信息']);
    expect(ruleViolations(DEFAULT_PASSWORD_POLICY, 'JTDEMO#road9', who)).toEqual([
      '密码不应包含租户账号信息',
    ]);
    expect(
      ruleViolations(DEFAULT_PASSWORD_POLICY, 'Admin@12345', { userName: 'admin', tenantAccount: 'jtdemo' }),
    ).toEqual(['密码不应包含用户名信息', '密码不应包含键盘上横向或纵向连续4位的字符']);
  });

  it('counts characters, not bytes, for the length', () => {
    expect(ruleViolations(DEFAULT_PASSWORD_POLICY, '道路Ab1!', who)).toEqual([
      '密码长度应大于等于8,小于等于20',
    ]);
  });
});

describe('keyboard runs', () => {
  it('finds runs along a row, either way, shifted or not', () => {
    expect(hasKeyboardRun('x1234y', 4)).toBe(true);
    expect(hasKeyboardRun('xpoiuy', 4)).toBe(true);
    expect(hasKeyboardRun('ASDF', 4)).toBe(true);
    expect(hasKeyboardRun('!@#$', 4)).toBe(true);
  });

  it('finds runs down a key column, either way', () => {
    expect(hasKeyboardRun('1qaz', 4)).toBe(true);
    expect(hasKeyboardRun('zaq1', 4)).toBe(true);
    expect(hasKeyboardRun('3EDC', 4)).toBe(true);
  });

  it('leaves other passwords alone', () => {
    expect(hasKeyboardRun('123', 4)).toBe(false);
    expect(hasKeyboardRun('1243', 4)).toBe(false);
    expect(hasKeyboardRun('Road#Safe2025', 4)).toBe(false);
    expect(hasKeyboardRun('qaws', 4)).toBe(false);
    expect(hasKeyboardRun('道路安全', 4)).toBe(false);
  });
});
