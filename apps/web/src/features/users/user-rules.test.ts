import { describe, expect, it } from 'vitest';
import { passwordReset, userCreate, userEdit, userSearch, userValues } from './user-rules';

const encrypt = (plain: string) => `rsa(${plain})`;

describe('the users list query', () => {
  it('asks cscp for page 0 first, with each like filter as its search parameter without the stars', () => {
    expect(
      userSearch({
        current: 1,
        size: 10,
        filters: [
          { key: 'username', operator: 'like', value: '*insp*' },
          { key: 'mobile', operator: 'like', value: '*139*' },
        ],
      }),
    ).toEqual({ page: 0, size: 10, usernameLike: 'insp', mobileLike: '139' });
  });

  it('sorts by the fields cscp sorts by, and leaves the rest to its id order', () => {
    expect(userSearch({ current: 3, size: 20, orders: [{ column: 'lastLogin', asc: false }] })).toEqual({
      page: 2,
      size: 20,
      sort: 'lastLogin,desc',
    });
    expect(userSearch({ current: 1, size: 20, orders: [{ column: 'deptName', asc: true }] })).toEqual({
      page: 0,
      size: 20,
    });
  });

  it('ignores a blank value and a column that does not search', () => {
    expect(
      userSearch({
        current: 1,
        size: 10,
        filters: [
          { key: 'name', operator: 'like', value: '**' },
          { key: 'deptName', operator: 'like', value: '*路政*' },
        ],
      }),
    ).toEqual({ page: 0, size: 10 });
  });
});

describe('the user form bodies', () => {
  it('creates in the caller’s tenant with the password encrypted, or none for the initial password', () => {
    expect(
      userCreate(
        { username: ' wang01 ', name: '王五', mobile: '', password: 'Abc@12345' },
        'jtdemo',
        encrypt,
      ),
    ).toEqual({
      username: 'wang01',
      name: '王五',
      tenantAccount: 'jtdemo',
      mobile: null,
      email: null,
      password: 'rsa(Abc@12345)',
    });
    expect(userCreate({ username: 'wang01', name: '王五' }, 'jtdemo', encrypt).password).toBeNull();
  });

  it('edits only what changed, a cleared field as null', () => {
    const user = {
      id: '2002',
      userId: '1002',
      username: 'inspector',
      name: '李巡查',
      mobile: '13987654321',
      email: null,
    };
    const before = userValues(user);
    expect(userEdit(user, { ...before, mobile: '', email: 'li@jtdemo.cn' }, before)).toEqual({
      cscpUserDetailDTO: { id: '2002', userId: '1002', mobile: null, email: 'li@jtdemo.cn' },
    });
    expect(userEdit(user, before, before)).toEqual({ cscpUserDetailDTO: { id: '2002', userId: '1002' } });
  });

  it('sends the roles chosen as comma-joined ids, on create and when they change', () => {
    expect(
      userCreate({ username: 'wang01', name: '王五', roleIds: ['12', '13'] }, 'jtdemo', encrypt).roleIds,
    ).toBe('12,13');
    expect(
      userCreate({ username: 'wang01', name: '王五', roleIds: [] }, 'jtdemo', encrypt),
    ).not.toHaveProperty('roleIds');
    const user = {
      id: '2002',
      userId: '1002',
      username: 'inspector',
      name: '李巡查',
      mobile: null,
      email: null,
      roleIds: '12',
    };
    const before = userValues(user);
    expect(before.roleIds).toEqual(['12']);
    expect(userEdit(user, { ...before, roleIds: ['12', '1'] }, before).cscpUserDetailDTO.roleIds).toBe(
      '12,1',
    );
    expect(userEdit(user, { ...before, roleIds: [] }, before).cscpUserDetailDTO.roleIds).toBe('');
    expect(userEdit(user, { ...before }, before).cscpUserDetailDTO).not.toHaveProperty('roleIds');
  });

  it('resets a password as the administrator: the ids and the new password encrypted', () => {
    expect(passwordReset({ id: '2002', userId: '1002' }, 'New@2026x', encrypt)).toEqual({
      cscpUserDetailDTO: { id: '2002', userId: '1002' },
      newPassword: 'rsa(New@2026x)',
    });
  });
});

describe('the user form’s department', () => {
  const encrypt = (plain: string) => `rsa(${plain})`;
  it('sends the chosen department on create, and on edit only when it changed', () => {
    expect(userCreate({ username: 'wang01', name: '王五', deptId: '304' }, 'jtdemo', encrypt).deptId).toBe(
      '304',
    );
    expect(userCreate({ username: 'wang01', name: '王五' }, 'jtdemo', encrypt)).not.toHaveProperty('deptId');
    const user = {
      id: '2002',
      userId: '1002',
      username: 'inspector',
      name: '李巡查',
      mobile: null,
      email: null,
      deptId: '302',
    };
    const before = userValues(user);
    expect(before.deptId).toBe('302');
    expect(userEdit(user, before, before).cscpUserDetailDTO).not.toHaveProperty('deptId');
    expect(userEdit(user, { ...before, deptId: '304' }, before).cscpUserDetailDTO.deptId).toBe('304');
  });
});
