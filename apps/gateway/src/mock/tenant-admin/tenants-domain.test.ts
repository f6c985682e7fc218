import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  contractErrors,
  type DomainTestApp,
  domainTestApp,
  expectButtonGuard,
  expectRefused,
  testUser,
} from '../config/domain-test-app';
import { MockStore } from '../store/mock-store';
import { tenantsDomain } from './tenants-domain';

let t: DomainTestApp;
afterEach(async () => {
  await t?.app.close();
});

// The seeded accounts: admin (1001, adminFlag '2') and inspector (1002, '0') of jtdemo.
const ADMIN = { ...testUser(['admin'], 'admin'), userId: '1001' };
const INSPECTOR = { ...testUser(['inspector'], 'inspector'), userId: '1002' };

async function start(store?: MockStore) {
  t = await domainTestApp([tenantsDomain], store);
  t.signIn(ADMIN);
}
const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
const save = (payload: object) => call('POST', '/api/system/tenant', payload);
const page = (payload: object = {}) =>
  call('POST', '/api/system/tenant/page', { current: 1, size: 10, ...payload });
const CITY = { tenantAccount: 'jtcity', tenantName: '城市道路租户', activeFlag: '1' };

describe('tenants of the platform (系统管理 › 租户管理)', () => {
  it('lists the seeded tenants with what belongs to them, filtered by the table operators', async () => {
    await start();
    const all = await page();
    expect(all.statusCode).toBe(200);
    expect(contractErrors('listTenants', 200, all.json())).toEqual([]);
    const rows = all.json().data.records as Array<Record<string, unknown>>;
    expect(rows.map((row) => row.tenantAccount)).toEqual(['jtdemo', 'jtqa', 'jtold']);
    expect(rows[2]).toMatchObject({ activeFlag: '0', activeName: '停用' });
    expect(Number(rows[0]?.userCount)).toBeGreaterThan(0);
    const disabled = await page({ filters: [{ key: 'activeName', operator: 'in', value: '停用' }] });
    expect(disabled.json().data.records.map((row: { tenantAccount: string }) => row.tenantAccount)).toEqual([
      'jtold',
    ]);
    const named = await page({ filters: [{ key: 'tenantName', operator: 'like', value: '*质量*' }] });
    expect(named.json().data.total).toBe(1);
    const unknown = await page({ filters: [{ key: 'nope', operator: 'like', value: 'x' }] });
    expect(unknown.statusCode).toBe(400);
  });

  it('adds a tenant, changes its name and state, and deletes it while empty; persisted in the store', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tenants-'));
    try {
      await start(await MockStore.open(dir));
      const added = await save(CITY);
      expect(added.statusCode).toBe(200);
      expect(contractErrors('saveTenant', 200, added.json())).toEqual([]);
      const tenant = added.json().data;
      expect(tenant).toMatchObject({ ...CITY, id: '1004', activeName: '启用', userCount: 0, deptCount: 0 });
      const changed = await save({ ...CITY, id: tenant.id, tenantName: '城市道路 二期', activeFlag: '0' });
      expect(changed.json().data).toMatchObject({ tenantName: '城市道路 二期', activeName: '停用' });
      await t.store.flush();
      await t.app.close();

      await start(await MockStore.open(dir));
      const again = await page({ filters: [{ key: 'tenantAccount', operator: 'like', value: 'jtcity' }] });
      expect(again.json().data.records).toEqual([{ ...changed.json().data }]);
      const deleted = await call('DELETE', `/api/system/tenant/${tenant.id}`);
      expect(deleted.statusCode).toBe(200);
      expect(contractErrors('deleteTenant', 200, deleted.json())).toEqual([]);
      expect((await page()).json().data.total).toBe(3);
      await t.store.flush();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('adds, edits and deletes a tenant only for the holders of tenant:add, tenant:edit, tenant:delete', async () => {
    await start();
    const path = ['900', '902'];
    const added = await expectButtonGuard(t, 'saveTenant', path, '9021', () => save(CITY));
    const id = added.data.id as string;
    await expectButtonGuard(t, 'saveTenant', path, '9022', () =>
      save({ ...CITY, id, tenantName: '城市道路 二期' }),
    );
    await expectButtonGuard(t, 'deleteTenant', path, '9023', () =>
      call('DELETE', `/api/system/tenant/${id}`),
    );
    expect((await page()).json().data.total).toBe(3);
  });

  it('refuses a tenant account or name twice, a changed account and a blank name', async () => {
    await start();
    expectRefused(await save({ ...CITY, tenantAccount: 'jtqa' }), 'saveTenant', '租户账号已存在');
    expectRefused(await save({ ...CITY, tenantName: '质量保障租户' }), 'saveTenant', '租户名称已存在');
    expectRefused(await save({ ...CITY, tenantName: '   ' }), 'saveTenant', '租户名称不能为空');
    expectRefused(
      await save({ ...CITY, id: '1002', tenantAccount: 'jtqa2' }),
      'saveTenant',
      '租户账号不能修改',
    );
    expectRefused(await save({ ...CITY, id: '9999' }), 'saveTenant', '租户不存在或已删除');
    const badAccount = await save({ ...CITY, tenantAccount: 'A b' });
    expect(badAccount.statusCode).toBe(400);
    expect((await page()).json().data.total).toBe(3);
  });

  it('refuses deleting a tenant in use, the own tenant, and disabling the own tenant', async () => {
    await start();
    const qa = await call('DELETE', '/api/system/tenant/1002');
    expect(qa.statusCode).toBe(400);
    expect((qa.json() as { detail: string }).detail).toMatch(
      /^租户下存在 \d+ 个用户(、\d+ 个部门)?，不能删除$/,
    );
    expectRefused(await call('DELETE', '/api/system/tenant/1001'), 'deleteTenant', '不能删除当前登录的租户');
    expectRefused(
      await save({ id: '1001', tenantAccount: 'jtdemo', tenantName: '交通演示租户', activeFlag: '0' }),
      'saveTenant',
      '不能停用当前登录的租户',
    );
    expectRefused(await call('DELETE', '/api/system/tenant/9999'), 'deleteTenant', '租户不存在或已删除');
    expect((await page()).json().data.total).toBe(3);
  });

  it('is platform administration: a user who is no administrator is forbidden', async () => {
    await start();
    t.signIn(INSPECTOR);
    expect((await page()).statusCode).toBe(403);
    expect((await save(CITY)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/system/tenant/1003')).statusCode).toBe(403);
  });
});
