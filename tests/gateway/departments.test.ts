// 系统管理 › 部门管理 through the real sign-in (listDepartments, saveDepartment, deleteDepartment):
// the tenant's departments with their users, a sub-department added, a department renamed with
// its users' deptName following, a user moved into the new one, and the refusals in Chinese.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, gateway, INSPECTOR, tokenOf } from './support/gateway';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

type Dept = { id: string; parentId: string; deptName: string; userCount: number };
const list = async (token: string) =>
  (
    await app.inject({ method: 'GET', url: '/api/system/dept/list', headers: { authorization: token } })
  ).json().data as Dept[];
const save = (token: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/system/dept', headers: { authorization: token }, payload });
const remove = (token: string, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/system/dept/${id}`, headers: { authorization: token } });
const detail = async (token: string, userId: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/system/cscpUserDetailsByUserId?userId=${userId}`,
      headers: { authorization: token },
    })
  ).json();

describe('departments of the tenant (部门管理)', () => {
  it('lists the tenant’s departments with their users; adds, renames (users follow) and moves a user in', async () => {
    app = await gateway();
    const admin = await tokenOf(app, ADMIN);
    const before = await list(admin);
    expect(before.map((d) => [d.id, d.deptName, d.userCount])).toEqual([
      ['301', '养护管理科', 1],
      ['302', '路政巡查大队', expect.any(Number)],
      ['303', '综合办公室', expect.any(Number)],
    ]);
    const added = await save(admin, {
      parentId: 301,
      deptName: ' 路政巡查二大队 ',
      orderNum: '2',
      phone: '025-5211 0000',
    });
    expect(added.statusCode).toBe(200);
    const squad = added.json().data as Dept;
    expect(squad).toMatchObject({
      parentId: '301',
      deptName: '路政巡查二大队',
      orderNum: 2,
      leader: null,
      userCount: 0,
    });

    const renamed = await save(admin, { id: '302', parentId: '0', deptName: '路政巡查一大队' });
    expect(renamed.json().data.deptName).toBe('路政巡查一大队');
    expect((await detail(admin, '1002')).deptName).toBe('路政巡查一大队');

    const moved = await app.inject({
      method: 'PUT',
      url: '/api/system/cscpUserDetails/0',
      headers: { authorization: admin },
      payload: { cscpUserDetailDTO: { id: '2002', userId: '1002', deptId: squad.id } },
    });
    expect(moved.statusCode).toBe(200);
    expect((await detail(admin, '1002')).deptName).toBe('路政巡查二大队');
    expect((await list(admin)).find((d) => d.id === squad.id)?.userCount).toBe(1);
  });

  it('refuses in Chinese what the tree cannot take, and deletes an empty leaf', async () => {
    app = await gateway();
    const admin = await tokenOf(app, ADMIN);
    const child = (await save(admin, { parentId: '303', deptName: '档案室' })).json().data as Dept;
    const refused = async (response: { statusCode: number; json(): { detail: string } }, detail: string) => {
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(detail);
    };
    await refused(await save(admin, { parentId: '303', deptName: '档案室' }), '同级部门名称已存在');
    await refused(await save(admin, { parentId: '999', deptName: '新部门' }), '上级部门不存在');
    await refused(
      await save(admin, { id: '303', parentId: child.id, deptName: '综合办公室' }),
      '上级部门不能是本部门或其下级部门',
    );
    await refused(await save(admin, { id: '999', parentId: '0', deptName: 'x' }), '部门不存在或已删除');
    await refused(await remove(admin, '303'), '存在下级部门，不能删除');
    await refused(await remove(admin, '301'), '部门下存在 1 个用户，不能删除');
    expect((await remove(admin, child.id)).json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await list(admin)).map((d) => d.id)).not.toContain(child.id);
    expect((await save(admin, { parentId: '0', deptName: '长'.repeat(31) })).statusCode).toBe(400);
  });

  it('is for the tenant’s administrators, each tenant seeing its own', async () => {
    app = await gateway();
    const inspector = await tokenOf(app, INSPECTOR);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/system/dept/list',
          headers: { authorization: inspector },
        })
      ).statusCode,
    ).toBe(403);
    expect((await save(inspector, { parentId: '0', deptName: '越权' })).statusCode).toBe(403);
    const qa = await tokenOf(app, { username: 'admin', password: 'QaAdmin@12345', tenantAccount: 'jtqa' });
    expect((await list(qa)).map((d) => d.deptName)).toEqual(['质量保障部', '测试组']);
    const admin = await tokenOf(app, ADMIN);
    expect((await remove(qa, '301')).json().detail).toBe('部门不存在或已删除');
    expect((await list(admin)).map((d) => d.id)).toContain('301');
  });
});
