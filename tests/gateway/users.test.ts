import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, admin, encrypt, gateway, INSPECTOR, signIn, tokenOf } from './support/gateway';

let app: FastifyInstance;
let adminToken: string;
beforeAll(async () => {
  app = await gateway();
});
beforeEach(async () => {
  await admin(app, 'POST', '/reset');
  adminToken = await tokenOf(app, ADMIN);
});
afterAll(async () => {
  await app.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/system${url}`,
    headers: { authorization: token },
    ...(payload ? { payload } : {}),
  });
const noRight = (path: string) => ({
  type: 'https://www.jhipster.tech/problem/problem-with-message',
  title: 'Forbidden',
  status: 403,
  detail: '没有访问该资源的权限',
  path,
  message: '没有访问该资源的权限，请联系管理员',
});
const refusal = (title: string, key: string, path: string, params = 'cscpUserDetail') => ({
  type: 'https://www.jhipster.tech/problem/problem-with-message',
  title,
  status: 400,
  path,
  message: `error.${key}`,
  params,
});

describe('searching users (cscpUserDetailsOr, cscpUserDetailsOrTwo)', () => {
  it('pages the tenant’s users, id ascending, with cscp’s PageResult', async () => {
    const page = (await call('GET', '/cscpUserDetailsOr?page=1&size=4', adminToken)).json();
    expect(page.recordsTotal).toBe(9);
    expect(page.recordsFiltered).toBe(9);
    expect(page.data.map((u: { username: string }) => u.username)).toEqual([
      'expiredpwd',
      'expiredacct',
      'disabled',
      'weakpwd',
    ]);
  });

  it('matches any criterion given and sorts as asked', async () => {
    const found = (
      await call('GET', '/cscpUserDetailsOr?usernameLike=insp&nameLike=张&sort=username,desc', adminToken)
    ).json();
    expect(found.data.map((u: { username: string }) => u.username)).toEqual(['zhangsan', 'inspector']);
    expect(found.data[0]).toMatchObject({ username: 'zhangsan', lockStatus: true, tenantAccount: 'jtdemo' });
    const disabled = (await call('GET', '/cscpUserDetailsOr?dataStatusEquals=1', adminToken)).json();
    expect(disabled.data.map((u: { username: string }) => u.username)).toEqual(['disabled']);
    const none = (await call('GET', '/cscpUserDetailsOr?usernameLike=nobody', adminToken)).json();
    expect(none).toEqual({ data: [], recordsTotal: 0, recordsFiltered: 0 });
  });

  it('lists every user of the tenant, never another tenant’s, in cscp’s detail shape', async () => {
    const list = (await call('GET', '/cscpUserDetailsOrTwo', adminToken)).json();
    expect(list).toHaveLength(9);
    expect(list.find((u: { username: string }) => u.username === 'inspector')).toEqual({
      id: '2002',
      userId: '1002',
      username: 'inspector',
      familyName: '李',
      name: '李巡查',
      mobile: '13987654321',
      email: 'lixuncha@jtdemo.cn',
      imgPath: null,
      lastLogin: '2025-03-11T17:05:42+08:00',
      registerTime: '2024-06-01T09:00:00+08:00',
      discTitle: null,
      discDetail: null,
      adminFlag: '0',
      deptId: '302',
      deptName: '路政巡查大队',
      orgId: '201',
      tenantId: '1001',
      tenantAccount: 'jtdemo',
      roleIds: '12',
      roleNames: '巡查员',
      postIds: null,
      postNames: null,
      lockStatus: false,
      cardType: null,
      idCard: null,
      accountType: '0',
      effectiveTime: null,
      dataStatus: '0',
    });
  });

  it('is administration: 403 for a user who is not an administrator', async () => {
    const inspector = await tokenOf(app, INSPECTOR);
    expect((await call('GET', '/cscpUserDetailsOr', inspector)).json()).toEqual(
      noRight('/api/system/cscpUserDetailsOr'),
    );
    expect((await call('GET', '/cscpUserDetailsOrTwo', inspector)).statusCode).toBe(403);
    expect((await call('GET', '/cscpUserExistByUsername?username=admin', inspector)).statusCode).toBe(403);
  });
});

describe('one user', () => {
  it('answers a user’s own details to them, anyone’s to an administrator, 403 and 404 otherwise', async () => {
    const inspector = await tokenOf(app, INSPECTOR);
    expect((await call('GET', '/cscpUserDetailsByUserId?userId=1002', inspector)).json().username).toBe(
      'inspector',
    );
    expect((await call('GET', '/cscpUserDetailsByUserId?userId=1001', inspector)).statusCode).toBe(403);
    expect((await call('GET', '/cscpUserDetailsByUserId?userId=1003', adminToken)).json().lockStatus).toBe(
      true,
    );
    const other = await call('GET', '/cscpUserDetailsByUserId?userId=1102', adminToken);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ status: 404, detail: '用户不存在', message: 'error.http.404' });
  });

  it('says whether a user name is taken in the tenant', async () => {
    const taken = (await call('GET', '/cscpUserExistByUsername?username=inspector', adminToken)).json();
    expect(taken).toEqual({ success: true, msg: '', id: expect.any(String), token: null, code: 0 });
    expect((await call('GET', '/cscpUserExistByUsername?username=qatester', adminToken)).json().success).toBe(
      false,
    );
  });

  it('unlocks a locked account (deblockingAccount), empty 200', async () => {
    const response = await call('GET', '/deblockingAccount/1003', adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect((await signIn(app, { username: 'zhangsan', password: 'Zhangsan@12345' })).json().msg).toBe(
      '登录成功',
    );
    expect((await call('GET', '/deblockingAccount/1999', adminToken)).json()).toEqual(
      refusal('用户不存在', 'userNotExist', '/api/system/deblockingAccount/1999'),
    );
  });
});

describe('creating, changing and deleting users', () => {
  it('creates a user with the initial password, who must change it at the first sign-in', async () => {
    const created = await call('POST', '/cscpUserDetails', adminToken, {
      username: 'zhaoliu',
      name: '赵六',
      familyName: '赵',
      mobile: '13600002222',
      deptId: '302',
      tenantAccount: 'jtdemo',
      roleIds: '12',
      accountType: '0',
      dataStatus: '0',
      password: null,
    });
    expect(created.statusCode).toBe(201);
    // Ids follow the highest in the store (qatester of jtqa is 1102/2102).
    expect(created.json()).toBe(2103);
    expect(created.headers.location).toBe('/api/cscpUserDetails/2103');
    const detail = (await call('GET', '/cscpUserDetailsOr?usernameLike=zhaoliu', adminToken)).json().data[0];
    expect(detail).toMatchObject({
      id: '2103',
      userId: '1103',
      deptName: '路政巡查大队',
      roleNames: '巡查员',
      adminFlag: '0',
    });
    expect(
      (await signIn(app, { username: 'zhaoliu', password: 'Welcome@2025' })).json().data.passwordStatus.code,
    ).toBe(1);
  });

  it('refuses a taken user name, a chosen password that breaks the rules and another tenant', async () => {
    const base = { name: '新用户', tenantAccount: 'jtdemo' };
    expect(
      (await call('POST', '/cscpUserDetails', adminToken, { ...base, username: 'inspector' })).json(),
    ).toEqual(refusal('用户名已存在', 'userexists', '/api/system/cscpUserDetails'));
    const weak = await call('POST', '/cscpUserDetails', adminToken, {
      ...base,
      username: 'newone',
      password: await encrypt(app, 'abc'),
    });
    expect(weak.json()).toEqual(
      refusal(
        '密码长度应大于等于8,小于等于20,密码应包含小写字母、大写字母、数字、特殊字符中的至少3项',
        'passwordWeak',
        '/api/system/cscpUserDetails',
      ),
    );
    expect(
      (await call('POST', '/cscpUserDetails', adminToken, { ...base, username: 'x', tenantAccount: 'jtqa' }))
        .statusCode,
    ).toBe(403);
  });

  it('lets an administrator change a user (type 0) and a user only their personal fields (type 1)', async () => {
    const moved = await call('PUT', '/cscpUserDetails/0', adminToken, {
      cscpUserDetailDTO: { id: '2002', userId: '1002', deptId: '303', roleIds: '1', mobile: '13900000000' },
    });
    expect(moved.json()).toBe(2002);
    const inspector = (await call('GET', '/cscpUserDetailsByUserId?userId=1002', adminToken)).json();
    expect(inspector).toMatchObject({
      deptId: '303',
      deptName: '综合办公室',
      roleIds: '1',
      roleNames: '系统管理员',
      mobile: '13900000000',
    });

    const own = await tokenOf(app, INSPECTOR);
    const self = await call('PUT', '/cscpUserDetails/1', own, {
      cscpUserDetailDTO: {
        id: '2002',
        userId: '1002',
        email: 'li@jtdemo.cn',
        adminFlag: '2',
        dataStatus: '1',
      },
    });
    expect(self.json()).toBe(2002);
    expect((await call('GET', '/cscpUserDetailsByUserId?userId=1002', own)).json()).toMatchObject({
      email: 'li@jtdemo.cn',
      adminFlag: '0',
      dataStatus: '0',
    });
  });

  it('refuses a personal-center change of someone else (noAuth) and an avatar that is not base64', async () => {
    const own = await tokenOf(app, INSPECTOR);
    expect(
      (
        await call('PUT', '/cscpUserDetails/1', own, {
          cscpUserDetailDTO: { id: '2001', userId: '1001', name: 'x' },
        })
      ).json(),
    ).toEqual(refusal('该用户无权限修改', 'noAuth', '/api/system/cscpUserDetails/1'));
    expect(
      (await call('PUT', '/cscpUserDetails/0', own, { cscpUserDetailDTO: { id: '2001', userId: '1001' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', '/cscpUserDetails/1', own, {
          cscpUserDetailDTO: { id: '2002', userId: '1002', imgPath: 'not base64!' },
        })
      ).json(),
    ).toEqual(
      refusal('The imgPath of cscpUserDetail pattern error', 'imgPath', '/api/system/cscpUserDetails/1'),
    );
    const avatar = 'data:image/png;base64,iVBORw0KGgo=';
    expect(
      (
        await call('PUT', '/cscpUserDetails/1', own, {
          cscpUserDetailDTO: { id: '2002', userId: '1002', imgPath: avatar },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('deletes a user (their sessions end), never the built-in administrator', async () => {
    const inspector = await tokenOf(app, INSPECTOR);
    const deleted = await call('DELETE', '/cscpUsers/1002', adminToken);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body).toBe('');
    expect((await call('GET', '/cscpUserDetailsByUserId?userId=1002', inspector)).statusCode).toBe(401);
    expect((await signIn(app, INSPECTOR)).json().data.accountStatus).toBe(3);
    expect((await call('DELETE', '/cscpUsers/1001', adminToken)).json()).toEqual(
      refusal('删除失败,管理员用户不能删除', 'error', '/api/system/cscpUsers/1001', 'cscpUser'),
    );
  });
});

describe('changing passwords (updateCscpUserPwd)', () => {
  const change = async (
    type: 0 | 1,
    token: string,
    userId: string,
    newPassword: string,
    currentUserPwd?: string,
  ) =>
    call('PUT', `/updateCscpUserPwd/${type}`, token, {
      cscpUserDetailDTO: { id: String(Number(userId) + 1000), userId },
      newPassword: await encrypt(app, newPassword),
      ...(currentUserPwd === undefined ? {} : { currentUserPwd: await encrypt(app, currentUserPwd) }),
    });

  it('lets users change their own with the old one (type 1) and sign in with the new one', async () => {
    const own = await tokenOf(app, INSPECTOR);
    expect((await change(1, own, '1002', 'Patrol&Road66', 'Inspect@12345')).json()).toBe(2002);
    expect((await signIn(app, { username: 'inspector', password: 'Patrol&Road66' })).json().msg).toBe(
      '登录成功',
    );
  });

  it('refuses a wrong old password, a weak or reused new one, and someone else’s (type 1)', async () => {
    const own = await tokenOf(app, INSPECTOR);
    const path = '/api/system/updateCscpUserPwd/1';
    expect((await change(1, own, '1002', 'Patrol&Road66', 'Guess@1234')).json()).toEqual(
      refusal('与原密码不符!', 'passwordMismatch', path),
    );
    expect((await change(1, own, '1002', 'patrolroad', 'Inspect@12345')).json()).toEqual(
      refusal('密码应包含小写字母、大写字母、数字、特殊字符中的至少3项', 'passwordWeak', path),
    );
    await change(1, own, '1002', 'Patrol&Road66', 'Inspect@12345');
    const fresh = await tokenOf(app, { username: 'inspector', password: 'Patrol&Road66' });
    expect((await change(1, fresh, '1002', 'Patrol&Road66', 'Patrol&Road66')).json()).toEqual(
      refusal('密码已使用过', 'passwordUsed', path),
    );
    expect((await change(1, fresh, '1001', 'Patrol&Road66', 'Patrol&Road66')).json()).toEqual(
      refusal('该用户无权限修改', 'noAuth', path),
    );
  });

  it('lets an administrator set one (type 0): a temporary password the user must change', async () => {
    expect((await change(0, adminToken, '1003', 'Temp#Pass2025')).json()).toBe(2003);
    await call('GET', '/deblockingAccount/1003', adminToken);
    expect(
      (await signIn(app, { username: 'zhangsan', password: 'Temp#Pass2025' })).json().data.passwordStatus
        .code,
    ).toBe(1);
    const inspector = await tokenOf(app, INSPECTOR);
    expect((await change(0, inspector, '1003', 'Temp#Pass2025')).statusCode).toBe(403);
  });
});
