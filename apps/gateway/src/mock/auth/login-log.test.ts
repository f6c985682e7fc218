import { describe, expect, it } from 'vitest';
import { MockStore } from '../store/mock-store';
import { loginLog } from './login-log';

const attempt = (userName: string, succeeded: boolean) => ({
  userName,
  tenantAccount: 'jtdemo',
  ipAddress: '10.0.0.8',
  way: '账号密码' as const,
  succeeded,
  message: succeeded ? '登录成功' : '用户名或密码错误',
});

describe('the login log', () => {
  it('writes the attempt with its China time and result', async () => {
    const log = loginLog(await MockStore.open(null));
    // 2026-11-26 00:30:00 China time is 16:30 UTC the day before.
    const entry = log.record(attempt('inspector', false), Date.UTC(2026, 10, 25, 16, 30, 0));
    expect(entry).toMatchObject({
      loginTime: '2026-11-26 00:30:00',
      result: '失败',
      message: '用户名或密码错误',
    });
    expect(log.ofTenant('jtdemo')).toEqual([entry]);
    expect(log.ofTenant('other')).toEqual([]);
  });

  it('keeps at most its limit, dropping the oldest first', async () => {
    const log = loginLog(await MockStore.open(null), 3);
    for (let i = 0; i < 5; i++) log.record(attempt(`user${i}`, true), 1_000 + i);
    expect(
      log
        .ofTenant('jtdemo')
        .map((e) => e.userName)
        .sort(),
    ).toEqual(['user2', 'user3', 'user4']);
  });
});
