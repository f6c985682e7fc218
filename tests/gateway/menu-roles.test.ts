import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, gateway, INSPECTOR, tokenOf } from './support/gateway';

// 菜单配置 and 角色管理 through the whole gateway: the real sign-in and session check read an
// account's roles (roleIds → the roles of the store) at every call, so what an administrator
// changes is what the account's next menu call answers.
let app: FastifyInstance;
beforeAll(async () => {
  app = await gateway();
}, 30_000);
afterAll(async () => {
  await app.close();
});

interface Entry {
  id: string;
  title: string;
  permissionCode: string | null;
  children?: Entry[];
}
const flat = (entries: Entry[]): Entry[] => entries.flatMap((e) => [e, ...flat(e.children ?? [])]);
const call = (token: string, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
const menuOf = async (token: string) =>
  flat((await call(token, '/api/component/function/getPlatformMenuTree', { resourceId: '0' })).json().data);

describe('the menu call follows the roles', () => {
  it('answers an inspector what 巡查员 grants now, and an entry renamed as renamed', async () => {
    const admin = await tokenOf(app, ADMIN);
    const inspector = await tokenOf(app, INSPECTOR);
    expect((await menuOf(inspector)).map((e) => e.permissionCode)).toContain('disease:export');

    const grants = (await call(admin, '/api/component/role/page', { current: 1, size: 10 })).json().data
      .records[1].menuIds as string[];
    const granted = await call(admin, '/api/component/role/grantMenus', {
      roleId: '12',
      menuIds: grants.filter((id) => id !== '1012'),
    });
    expect(granted.statusCode).toBe(200);
    await call(admin, '/api/component/function/saveMenuEntry', {
      id: '204',
      parentId: '200',
      type: 'menu2',
      title: '巡查轨迹',
      url: '/trip',
      isShow: '0',
    });

    const next = await menuOf(await tokenOf(app, INSPECTOR));
    expect(next.map((e) => e.permissionCode)).not.toContain('disease:export');
    expect(next.find((e) => e.id === '204')?.title).toBe('巡查轨迹');
  });

  it('gives an account moved to another role that role’s entries, and refuses the administration to it', async () => {
    const admin = await tokenOf(app, ADMIN);
    const created = await call(admin, '/api/component/role/save', { name: '路产管理员', code: 'road_admin' });
    const roleId = created.json().data.id as string;
    await call(admin, '/api/component/role/grantMenus', { roleId, menuIds: ['502', '5021'] });
    const moved = await app.inject({
      method: 'PUT',
      url: '/api/system/cscpUserDetails/0',
      headers: { authorization: admin },
      payload: { cscpUserDetailDTO: { id: '2003', userId: '1003', roleIds: roleId } },
    });
    expect(moved.statusCode).toBe(200);
    await app.inject({
      method: 'GET',
      url: '/api/system/deblockingAccount/1003',
      headers: { authorization: admin },
    });
    const zhangsan = await tokenOf(app, { username: 'zhangsan', password: 'Zhangsan@12345' });
    expect((await menuOf(zhangsan)).map((e) => e.id)).toEqual(['0', '500', '502', '5021']);
    const detail = await app.inject({
      method: 'GET',
      url: '/api/system/cscpUserDetailsByUserId?userId=1003',
      headers: { authorization: admin },
    });
    expect(detail.json().roleNames).toBe('路产管理员');
    expect((await call(zhangsan, '/api/component/role/page', { current: 1, size: 10 })).statusCode).toBe(403);
    expect((await call(zhangsan, '/api/component/function/listMenuEntries')).statusCode).toBe(403);
  });
});
