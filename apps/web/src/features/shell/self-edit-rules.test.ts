import { describe, expect, it } from 'vitest';
import {
  detailUpdate,
  detailValues,
  OWN_CHANGE_TYPE,
  passwordRuleLines,
  passwordUpdate,
  refusalReason,
  SelfEditText,
  validateDetails,
  validatePassword,
} from './self-edit-rules';

const ids = { id: '2002', userId: '1002' };

describe('the details form', () => {
  it('starts from the stored details, empty for missing fields', () => {
    expect(detailValues({ name: '李巡查', mobile: null, email: 'li@jtdemo.cn' })).toEqual({
      name: '李巡查',
      mobile: '',
      email: 'li@jtdemo.cn',
    });
  });

  it('needs a name', () => {
    expect(validateDetails({ name: '  ', mobile: '', email: '' })).toEqual({ name: '请输入姓名' });
  });

  it('takes an 11-digit mobile number starting with 1, or none', () => {
    expect(validateDetails({ name: '李', mobile: '13987654321', email: '' })).toEqual({});
    expect(validateDetails({ name: '李', mobile: '', email: '' })).toEqual({});
    for (const mobile of ['23987654321', '1398765432', '139876543210', '1398765432a']) {
      expect(validateDetails({ name: '李', mobile, email: '' })).toEqual({ mobile: '请输入正确的手机号' });
    }
  });

  it('takes a plausible e-mail address, or none', () => {
    expect(validateDetails({ name: '李', mobile: '', email: 'li@jtdemo.cn' })).toEqual({});
    for (const email of ['li', 'li@', 'li@jtdemo', 'l i@jtdemo.cn', `${'a'.repeat(120)}@jtdemo.cn`]) {
      expect(validateDetails({ name: '李', mobile: '', email })).toEqual({ email: '请输入正确的邮箱地址' });
    }
  });

  it('saves the ids and the trimmed fields, clearing emptied ones (own change, type 1)', () => {
    expect(OWN_CHANGE_TYPE).toBe(1);
    expect(detailUpdate(ids, { name: ' 李巡查 ', mobile: '', email: 'li@jtdemo.cn ' })).toEqual({
      cscpUserDetailDTO: { id: '2002', userId: '1002', name: '李巡查', mobile: null, email: 'li@jtdemo.cn' },
    });
  });
});

describe('the password form', () => {
  const filled = {
    oldPassword: 'Inspect@12345',
    newPassword: 'Inspect@67890',
    confirmPassword: 'Inspect@67890',
  };

  it('accepts a filled, confirmed, different new password', () => {
    expect(validatePassword(filled)).toEqual({});
  });

  it('needs every field', () => {
    expect(validatePassword({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      oldPassword: '请输入原密码',
      newPassword: '请输入新密码',
      confirmPassword: '请再次输入新密码',
    });
  });

  it('refuses a confirmation that differs and a new password equal to the old one', () => {
    expect(validatePassword({ ...filled, confirmPassword: 'Inspect@6789' })).toEqual({
      confirmPassword: '两次输入的新密码不一致',
    });
    expect(
      validatePassword({
        oldPassword: 'Same@12345',
        newPassword: 'Same@12345',
        confirmPassword: 'Same@12345',
      }),
    ).toEqual({ newPassword: '新密码不能与原密码相同' });
  });

  it('sends both passwords encrypted, the old one as currentUserPwd', () => {
    expect(passwordUpdate(ids, filled, (plain) => `enc(${plain})`)).toEqual({
      cscpUserDetailDTO: { id: '2002', userId: '1002' },
      currentUserPwd: 'enc(Inspect@12345)',
      newPassword: 'enc(Inspect@67890)',
    });
  });

  it('uses the texts of seed 000 §8 for the outcome', () => {
    expect(SelfEditText.passwordChanged).toBe('修改密码成功！');
    expect(SelfEditText.passwordFailed('与原密码不符!')).toBe('修改失败：与原密码不符!');
  });

  it('shows the tenant rules one per line', () => {
    expect(passwordRuleLines('密码长度大于8小于20;需要包括小写字母、大写字母、数字、特殊字符;')).toEqual([
      '密码长度大于8小于20',
      '需要包括小写字母、大写字母、数字、特殊字符',
    ]);
    expect(passwordRuleLines(null)).toEqual([]);
  });
});

describe('refusalReason', () => {
  it('reads the human text of the backend problems', () => {
    expect(
      refusalReason({ title: '与原密码不符!', status: 400, message: 'error.passwordMismatch' }, 400),
    ).toBe('与原密码不符!');
    expect(refusalReason({ title: 'Not Found', status: 404, detail: '用户不存在' }, 404)).toBe('用户不存在');
  });

  it('skips a title that only names the status', () => {
    expect(
      refusalReason(
        { title: 'Bad Request', status: 400, fieldErrors: [{ field: 'x', message: 'must be string' }] },
        400,
      ),
    ).toBe('must be string');
  });

  it('falls back to the status', () => {
    expect(refusalReason(undefined, 500)).toBe('HTTP 500');
    expect(refusalReason({ title: 'Internal Server Error' }, 500)).toBe('HTTP 500');
  });
});
