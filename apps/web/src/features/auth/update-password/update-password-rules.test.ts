import { describe, expect, it } from 'vitest';
import {
  passwordRuleLines,
  updateFields,
  updateOutcome,
  validateUpdateField,
  validateUpdateForm,
} from './update-password-rules';

describe('the update-password rules of §5', () => {
  it('require every field with its text', () => {
    expect(validateUpdateField('userName', ' ')).toBe('请输入账号');
    expect(validateUpdateField('tenantAccount', '')).toBe('请输入账号');
    expect(validateUpdateField('newPassword', '')).toBe('请输入新密码');
    expect(validateUpdateField('oldPassword', '')).toBe('请输入原密码');
    expect(validateUpdateField('newPassword', '  ')).toBeNull();
  });

  it('check the tenant only in multi-tenant mode', () => {
    const empty = { tenantAccount: '', userName: '', oldPassword: '', newPassword: '' };
    expect(validateUpdateForm(empty, true)).toEqual({
      tenantAccount: '请输入账号',
      userName: '请输入账号',
      oldPassword: '请输入原密码',
      newPassword: '请输入新密码',
    });
    expect(validateUpdateForm(empty, false)).toEqual({
      userName: '请输入账号',
      oldPassword: '请输入原密码',
      newPassword: '请输入新密码',
    });
    expect(updateFields(false)).toEqual(['userName', 'oldPassword', 'newPassword']);
    expect(
      validateUpdateForm(
        { tenantAccount: 'jtdemo', userName: 'a', oldPassword: 'b', newPassword: 'c' },
        true,
      ),
    ).toEqual({});
  });
});

describe('the password rules', () => {
  it('are the server text split on semicolons', () => {
    expect(
      passwordRuleLines(
        '密码长度为8-20位;需要包括小写字母、大写字母、数字、特殊字符中的至少3项;不能包含租户账号、用户名；',
      ),
    ).toEqual([
      '密码长度为8-20位',
      '需要包括小写字母、大写字母、数字、特殊字符中的至少3项',
      '不能包含租户账号、用户名',
    ]);
    expect(passwordRuleLines(null)).toEqual([]);
  });
});

describe("forceUpdateUserPwd's answer", () => {
  it('code 200: success', () => {
    expect(updateOutcome(200, { code: 200, msg: '修改密码成功', data: null })).toEqual({ ok: true });
  });

  it('a refusal in the body: 修改失败：{msg}', () => {
    expect(updateOutcome(200, { code: 400, msg: '与原密码不符!', data: null })).toEqual({
      ok: false,
      message: '修改失败：与原密码不符!',
    });
  });

  it('an HTTP error: 修改失败：{its message}', () => {
    expect(
      updateOutcome(400, {
        status: 400,
        title: 'Bad Request',
        detail: "body must have required property 'userName'",
        message: 'error.validation',
      }),
    ).toEqual({
      ok: false,
      message: "修改失败：body must have required property 'userName'",
    });
    expect(updateOutcome(502, undefined)).toEqual({ ok: false, message: '修改失败：HTTP 502' });
  });
});
