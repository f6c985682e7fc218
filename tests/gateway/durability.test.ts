// What only a real process shows about the store in DATA_DIR: an answered write survives kill -9,
// one process owns a directory, and a directory the gateway cannot use stops the start at once.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptPassword } from '@jt/crypto';
import { buildGateway, loadConfig } from '@jt/gateway';
import { afterEach, describe, expect, it } from 'vitest';
import { QUIET } from './support/gateway';
import { type GatewayProcess, spawnGateway, startGateway, stopGateway } from './support/gateway-process';

const running: GatewayProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map(stopGateway));
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'jt-durable-'));
  dirs.push(dir);
  return dir;
}

async function started(env: Record<string, string>): Promise<GatewayProcess> {
  const gateway = await startGateway(env);
  running.push(gateway);
  return gateway;
}

async function call(gateway: GatewayProcess, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${gateway.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

async function publicKey(gateway: GatewayProcess): Promise<string> {
  return (await call(gateway, 'GET', '/app-config.json')).body.rsaPublicKey;
}

async function signIn(gateway: GatewayProcess, username: string, password: string) {
  return call(gateway, 'POST', '/api/component/system/login', {
    username,
    password: encryptPassword(password, await publicKey(gateway)),
    tenantAccount: 'jtdemo',
    rememberme: '0',
  });
}

const passwordOf = (i: number) => `Tz8!w${String(i).padStart(3, '0')}Pv`;

describe('the store in DATA_DIR, process by process', () => {
  it('keeps all of 100 answered password changes through kill -9', async () => {
    const dir = await dataDir();
    const first = await started({ DATA_DIR: dir });
    const admin = (await signIn(first, 'admin', 'Admin@12345')).body.data.token as string;
    const ids: string[] = [];
    for (let i = 0; i < 100; i++) {
      const created = await call(
        first,
        'POST',
        '/api/system/cscpUserDetails',
        { username: `durable${i}`, name: `耐久${i}`, tenantAccount: 'jtdemo' },
        admin,
      );
      expect(created.status).toBe(201);
      ids.push(String(created.body));
    }
    const users = (await call(first, 'GET', '/__mock/users?tenantAccount=jtdemo')).body.users as Array<{
      userId: string;
      userName: string;
    }>;
    const key = await publicKey(first);
    for (let i = 0; i < 100; i++) {
      const user = users.find((u) => u.userName === `durable${i}`);
      if (!user) throw new Error(`durable${i} was not created`);
      const id = ids[i] as string;
      const changed = await call(
        first,
        'PUT',
        '/api/system/updateCscpUserPwd/0',
        { cscpUserDetailDTO: { id, userId: user.userId }, newPassword: encryptPassword(passwordOf(i), key) },
        admin,
      );
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    }
    // Killed right after the 100th answer: no shutdown, no flush.
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await started({ DATA_DIR: dir });
    for (let i = 0; i < 100; i++) {
      const answer = await signIn(second, `durable${i}`, passwordOf(i));
      // The administrator's password is a temporary one: the right password answers status 1.
      expect(answer.status, `durable${i}`).toBe(200);
      expect(answer.body.data.passwordStatus.code, `durable${i}`).toBe(1);
    }
  }, 240_000);

  it('refuses a second gateway on the same DATA_DIR while the first runs, and takes over after a crash', async () => {
    const dir = await dataDir();
    const first = await started({ DATA_DIR: dir });
    const second = await spawnGateway({ DATA_DIR: dir });
    running.push(second);
    expect(await second.exited).toBe(2);
    expect(second.output()).toContain(
      `DATA_DIR: ${dir} is in use by another gateway (pid ${first.child.pid}`,
    );
    // The first one is unharmed.
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    const third = await started({ DATA_DIR: dir });
    expect((await signIn(third, 'admin', 'Admin@12345')).status).toBe(200);
  }, 240_000);

  it('stops within a second with a clear message for a DATA_DIR that is missing, not a directory, or not a store', async () => {
    const dir = await dataDir();
    const cases: Array<[string, string]> = [
      [join(dir, 'missing'), `DATA_DIR: ${join(dir, 'missing')} does not exist`],
      [join(dir, 'a-file'), `DATA_DIR: ${join(dir, 'a-file')} is not a directory`],
      [join(dir, 'foreign'), 'mock-store.json is JSON but not a mock store'],
    ];
    await writeFile(join(dir, 'a-file'), 'x');
    await import('node:fs/promises').then(({ mkdir }) => mkdir(join(dir, 'foreign')));
    await writeFile(join(dir, 'foreign', 'mock-store.json'), JSON.stringify({ name: 'not-a-store' }));
    for (const [dataDirValue, message] of cases) {
      const gateway = await spawnGateway({ DATA_DIR: dataDirValue });
      running.push(gateway);
      expect(await gateway.exited).toBe(2);
      expect(gateway.output()).toContain(message);
      // How long the gateway itself takes to refuse (the process adds tsx's start-up).
      const refusedAt = Date.now();
      await expect(buildGateway(loadConfig({ ...QUIET, DATA_DIR: dataDirValue }))).rejects.toThrow(message);
      expect(Date.now() - refusedAt).toBeLessThan(1_000);
    }
  }, 240_000);
});
