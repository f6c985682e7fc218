import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, admin, encrypt, gateway, signIn, tokenOf } from './support/gateway';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the sign-in state across a restart (DATA_DIR)', () => {
  it('keeps sessions, failure counters, password changes, QA thresholds and faults', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'jt-gateway-'));
    dirs.push(dir);
    const env = { DATA_DIR: dir };

    const first = await gateway(env);
    const token = await tokenOf(first, ADMIN);
    await signIn(first, { username: 'inspector', password: 'Wrong@12345' });
    await signIn(first, { username: 'inspector', password: 'Wrong@12345' });
    await first.inject({
      method: 'POST',
      url: '/api/component/user/forceUpdateUserPwd',
      payload: {
        userName: 'firstlogin',
        tenantAccount: 'jtdemo',
        oldPassword: await encrypt(first, 'First@12345'),
        newPassword: await encrypt(first, 'Road#Safe2025'),
      },
    });
    await admin(first, 'PATCH', '/sign-in-policy', { badPasswordAttempts: 7 });
    await admin(first, 'POST', '/faults', { operationId: 'listDicInfo', kind: 'status', status: 500 });
    await first.close();

    const second = await gateway(env);
    const user = await second.inject({
      method: 'POST',
      url: '/api/component/user/getCurrentUserDetail',
      headers: { authorization: token },
    });
    expect(user.statusCode).toBe(200);
    expect(user.json().data.username).toBe('admin');
    expect((await signIn(second, { username: 'inspector', password: 'Wrong@12345' })).json().attempts).toBe(
      4,
    );
    expect((await signIn(second, { username: 'firstlogin', password: 'Road#Safe2025' })).json().msg).toBe(
      '登录成功',
    );
    expect((await admin(second, 'GET', '/faults')).json().faults).toHaveLength(1);
    await second.close();
  }, 30_000);
});
