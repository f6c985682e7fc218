import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { authState } from '../auth/auth-state';
import {
  contractErrors,
  type DomainTestApp,
  domainTestApp,
  expectButtonGuard,
  expectRefused,
  testUser,
} from '../config/domain-test-app';
import { MockStore } from '../store/mock-store';
import { userGroupsDomain } from './user-groups-domain';

let t: DomainTestApp;
afterEach(async () => {
  await t?.app.close();
});

// The seeded accounts: admin (1001, adminFlag '2') and inspector (1002, '0') of jtdemo; admin of jtqa (1101).
const ADMIN = { ...testUser(['admin'], 'admin'), userId: '1001' };
const INSPECTOR = { ...testUser(['inspector'], 'inspector'), userId: '1002' };
const QA_ADMIN = { ...testUser(['admin'], 'admin'), userId: '1101', tenantAccount: 'jtqa', tenantId: '1101' };

async function start(store?: MockStore) {
  t = await domainTestApp([userGroupsDomain], store);
  t.signIn(ADMIN);
}
const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
const save = (payload: object) => call('POST', '/api/system/userGroup', payload);
const page = (payload: object = {}) =>
  call('POST', '/api/system/userGroup/page', { current: 1, size: 10, ...payload });
const NIGHT = { groupName: '夜间巡查组', description: '夜间封闭施工的巡查人员', memberIds: ['1002', '1001'] };

describe('user groups of the tenant (系统管理 › 用户组管理)', () => {
  it('saves a group with members picked from the users, lists and filters it, changes and deletes it', async () => {
    await start();
    const saved = await save(NIGHT);
    expect(saved.statusCode).toBe(200);
    expect(contractErrors('saveUserGroup', 200, saved.json())).toEqual([]);
    const group = saved.json().data;
    expect(group).toMatchObject({ groupName: '夜间巡查组', memberCount: 2, createBy: 'admin' });
    expect(group.members.map((m: { userId: string }) => m.userId)).toEqual(['1002', '1001']);
    expect(group.memberNames.split('、')).toHaveLength(2);

    await save({ groupName: '白班组', memberIds: [] });
    const listed = await page();
    expect(contractErrors('listUserGroups', 200, listed.json())).toEqual([]);
    expect(
      listed
        .json()
        .data.records.map((g: { groupName: string }) => g.groupName)
        .sort(),
    ).toEqual(['夜间巡查组', '白班组']);
    const withMembers = await page({ filters: [{ key: 'memberCount', operator: 'ge', value: 1 }] });
    expect(withMembers.json().data.records.map((g: { id: string }) => g.id)).toEqual([group.id]);
    expect((await page({ filters: [{ key: 'secret', operator: 'like', value: 'x' }] })).statusCode).toBe(400);

    const changed = await save({
      id: group.id,
      groupName: '夜间巡查一组',
      description: ' ',
      memberIds: ['1002'],
    });
    expect(changed.json().data).toMatchObject({
      groupName: '夜间巡查一组',
      description: null,
      memberCount: 1,
    });

    const deleted = await call('DELETE', `/api/system/userGroup/${group.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(contractErrors('deleteUserGroup', 200, deleted.json())).toEqual([]);
    expect((await page()).json().data.total).toBe(1);
  });

  it('leaves a deleted user out of every group', async () => {
    await start();
    const group = (await save(NIGHT)).json().data;
    authState(t.store).accounts.delete('1002');
    const listed = (await page()).json().data.records[0];
    expect(listed).toMatchObject({ id: group.id, memberCount: 1 });
    expect(listed.members.map((m: { userId: string }) => m.userId)).toEqual(['1001']);
    // Saving the form as it was opened (with the deleted user) keeps the group without them.
    const again = await save({ ...NIGHT, id: group.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.memberCount).toBe(1);
  });

  it('refuses a blank or taken name, a member of another tenant, another tenant’s group', async () => {
    await start();
    const group = (await save(NIGHT)).json().data;
    expectRefused(await save({ ...NIGHT, groupName: '  ' }), 'saveUserGroup', '用户组名称不能为空');
    expectRefused(await save(NIGHT), 'saveUserGroup', '用户组名称已存在');
    expectRefused(
      await save({ groupName: '跨租户', memberIds: ['1101'] }),
      'saveUserGroup',
      '用户 1101 不存在或不属于本租户',
    );
    expectRefused(await save({ ...NIGHT, id: 'nope' }), 'saveUserGroup', '用户组不存在或已删除');
    expect((await save({ groupName: 'x', memberIds: ['1002', '1002'] })).statusCode).toBe(400);

    t.signIn(QA_ADMIN);
    expect((await page()).json().data.total).toBe(0);
    expectRefused(
      await call('DELETE', `/api/system/userGroup/${group.id}`),
      'deleteUserGroup',
      '用户组不存在或已删除',
    );
    t.signIn(INSPECTOR);
    expect((await page()).statusCode).toBe(403);
    expect((await save(NIGHT)).statusCode).toBe(403);
  });

  it('adds, edits and deletes only for the holders of userGroup:add, userGroup:edit, userGroup:delete', async () => {
    await start();
    const path = ['900', '907'];
    const added = await expectButtonGuard(t, 'saveUserGroup', path, '9071', () => save(NIGHT));
    const id = added.data.id as string;
    await expectButtonGuard(t, 'saveUserGroup', path, '9072', () =>
      save({ ...NIGHT, id, memberIds: ['1002'] }),
    );
    await expectButtonGuard(t, 'deleteUserGroup', path, '9073', () =>
      call('DELETE', `/api/system/userGroup/${id}`),
    );
    expect((await page()).json().data.total).toBe(0);
  });

  it('keeps the groups across a restart (DATA_DIR)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'user-groups-'));
    try {
      await start(await MockStore.open(dir));
      const group = (await save(NIGHT)).json().data;
      await t.store.flush();
      await t.app.close();

      await start(await MockStore.open(dir));
      expect((await page()).json().data.records).toEqual([group]);
    } finally {
      await t.store.flush();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
