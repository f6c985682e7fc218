import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admin, encrypt, gateway, signIn } from './support/gateway';

let app: FastifyInstance;
beforeAll(async () => {
  app = await gateway();
});
beforeEach(async () => {
  await admin(app, 'POST', '/reset');
});
afterAll(async () => {
  await app.close();
});

const update = async (userName: string, oldPassword: string, newPassword: string, tenantAccount = 'jtdemo') =>
  app.inject({
    method: 'POST',
    url: '/api/component/user/forceUpdateUserPwd',
    payload: {
      userName,
      tenantAccount,
      oldPassword: await encrypt(app, oldPassword),
      newPassword: await encrypt(app, newPassword),
    },
  });
const refused = (msg: string) => ({ code: 400, msg, data: null });

describe('the password rules', () => {
  it('answers the tenant rules as semicolon-separated text', async () => {
    const jtdemo = await app.inject({
      method: 'GET',
      url: '/api/component/config/getUserPasswordRule/jtdemo',
    });
    expect(jtdemo.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: '密码长度为8-20位;需要包括小写字母、大写字母、数字、特殊字符中的至少3项;不能包含租户账号、用户名;不能包含键盘上横向或纵向连续4位的字符;不能与最近5次使用过的密码相同',
    });
    const jtqa = await app.inject({ method: 'GET', url: '/api/component/config/getUserPasswordRule/jtqa' });
    expect(jtqa.json().data).toBe(
      '密码长度为6-20位;需要包括小写字母、大写字母、数字、特殊字符中的至少2项;不能包含用户名;不能与最近3次使用过的密码相同',
    );
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/component/config/getUserPasswordRule/nosuch',
    });
    expect(unknown.json()).toEqual({ code: 400, msg: '租户不存在', data: '' });
  });
});

describe('the forced password update (forceUpdateUserPwd)', () => {
  it('changes the first-login password, clears the status and signs in with the new one only', async () => {
    const changed = await update('firstlogin', 'First@12345', 'Road#Safe2025');
    expect(changed.json()).toEqual({ code: 200, msg: '修改密码成功', data: null });
    expect((await signIn(app, { username: 'firstlogin', password: 'Road#Safe2025' })).json().msg).toBe(
      '登录成功',
    );
    expect((await signIn(app, { username: 'firstlogin', password: 'First@12345' })).statusCode).toBe(401);
  });

  it('clears the expired status of expiredpwd', async () => {
    expect((await update('expiredpwd', 'Expired@12345', 'Bridge%Check77')).json().code).toBe(200);
    expect((await signIn(app, { username: 'expiredpwd', password: 'Bridge%Check77' })).json().msg).toBe(
      '登录成功',
    );
  });

  it('refuses a wrong old password with 与原密码不符! and counts it as a failed sign-in', async () => {
    expect((await update('firstlogin', 'Guess@12345', 'Road#Safe2025')).json()).toEqual(
      refused('与原密码不符!'),
    );
    const counts = await app.inject({
      method: 'GET',
      url: '/api/system/getCountKeyValue/firstlogin?tenantAccount=jtdemo',
    });
    expect(counts.json().attempts).toBe(1);
  });

  it('refuses a locked account', async () => {
    await admin(app, 'PATCH', '/users/jtdemo/firstlogin', { lockedForSeconds: 60 });
    expect((await update('firstlogin', 'First@12345', 'Road#Safe2025')).json()).toEqual(
      refused('账号已被锁定'),
    );
  });

  it('enforces the rules the rule text states, each violation named', async () => {
    expect((await update('firstlogin', 'First@12345', 'abcdefgh')).json()).toEqual(
      refused('密码应包含小写字母、大写字母、数字、特殊字符中的至少3项'),
    );
    expect((await update('firstlogin', 'First@12345', 'Ab1!')).json()).toEqual(
      refused('密码长度应大于等于8,小于等于20'),
    );
    expect((await update('firstlogin', 'First@12345', 'Firstlogin#9x')).json()).toEqual(
      refused('密码不应包含用户名信息'),
    );
    expect((await update('firstlogin', 'First@12345', 'Jtdemo#Road9')).json()).toEqual(
      refused('密码不应包含租户账号信息'),
    );
    expect((await update('firstlogin', 'First@12345', 'Road#Qwer88')).json()).toEqual(
      refused('密码不应包含键盘上横向或纵向连续4位的字符'),
    );
    expect((await update('firstlogin', 'First@12345', 'ab')).json()).toEqual(
      refused('密码长度应大于等于8,小于等于20,密码应包含小写字母、大写字母、数字、特殊字符中的至少3项'),
    );
  });

  it('applies the rules of the user’s tenant (jtqa: 6 characters, 2 classes)', async () => {
    expect((await update('qatester', 'QaTest@12345', 'road77', 'jtqa')).json()).toEqual({
      code: 200,
      msg: '修改密码成功',
      data: null,
    });
  });

  it('refuses the current and earlier passwords (密码已使用过), after any rule it breaks', async () => {
    expect((await update('expiredpwd', 'Expired@12345', 'Expired@12345')).json()).toEqual(
      refused('密码不应包含键盘上横向或纵向连续4位的字符,密码已使用过'),
    );
    await update('expiredpwd', 'Expired@12345', 'Bridge%Check77');
    await update('expiredpwd', 'Bridge%Check77', 'Tunnel&Light88');
    expect((await update('expiredpwd', 'Tunnel&Light88', 'Bridge%Check77')).json()).toEqual(
      refused('密码已使用过'),
    );
    expect((await update('expiredpwd', 'Tunnel&Light88', 'Tunnel&Light88')).json()).toEqual(
      refused('密码已使用过'),
    );
  });

  it('refuses unknown users and tenants', async () => {
    expect((await update('nobody', 'x', 'Road#Safe2025')).json()).toEqual(refused('用户不存在'));
    expect((await update('firstlogin', 'First@12345', 'Road#Safe2025', 'nosuch')).json()).toEqual(
      refused('租户不存在'),
    );
    expect((await update('firstlogin', 'First@12345', 'Road#Safe2025', 'jtold')).json()).toEqual(
      refused('租户已过期'),
    );
  });
});
