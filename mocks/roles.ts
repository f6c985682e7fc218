// The roles of the mock as it starts (issue 15, 角色管理): the two that the accounts hold
// (mocks/accounts.ts roleIds '1' and '12'), granting what the menu tree's seed gives its menu
// roles. 系统管理员 (code admin) is built in and sees every entry, present and future, as the
// platform's administrator always has; 巡查员 (code inspector) the disease and patrol pages and
// their buttons. The gateway keeps them in its store; 角色管理 changes them there.

import { type SeedMenuEntry, seedMenuTree } from './menu-tree';

export interface SeedRole {
  id: string;
  name: string;
  code: string;
  remark: string | null;
  /** Built in: cannot be deleted, keeps its code; the admin role's grants are every entry. */
  builtIn: boolean;
  /** The granted entries (directories, pages, buttons); empty for the admin role (it has all). */
  menuIds: string[];
  /** 'yyyy-MM-dd HH:mm:ss', China time. */
  createTime: string;
}

/** The code of the role that sees every entry. */
export const ADMIN_ROLE_CODE = 'admin';

/** The entries the seed gives a menu role: those listing it, and the buttons on them. */
function grantsOf(menuRole: string): string[] {
  const ids: string[] = [];
  const walk = (entries: readonly SeedMenuEntry[], parentGranted: boolean) => {
    for (const entry of entries) {
      const granted =
        entry.type === 'button' && entry.roles.length === 0 ? parentGranted : entry.roles.includes(menuRole);
      if (granted) ids.push(entry.id);
      walk(entry.children, granted);
    }
  };
  walk(seedMenuTree, false);
  return ids;
}

export const seedRoles: readonly SeedRole[] = [
  {
    id: '1',
    name: '系统管理员',
    code: ADMIN_ROLE_CODE,
    remark: '平台管理员，拥有全部菜单和按钮权限',
    builtIn: true,
    menuIds: [],
    createTime: '2024-01-15 10:00:00',
  },
  {
    id: '12',
    name: '巡查员',
    code: 'inspector',
    remark: '路政巡查人员：病害与巡查',
    builtIn: false,
    menuIds: grantsOf('inspector'),
    createTime: '2024-06-01 09:00:00',
  },
];
