import { ADMIN_ROLE_CODE, type SeedRole, seedRoles } from '@jt/mocks/roles';
import type { Collection, MockStore } from './store/mock-store';

export type RoleRecord = SeedRole;

/**
 * The roles of the mock's store, by id, seeded from mocks/roles.ts. Shared by the session check
 * (an account's role codes), user administration (role names), the menu call (what a code
 * grants) and 角色管理, so a role changed there is what the next sign-in sees.
 */
export function roleRecords(store: MockStore): Collection<RoleRecord> {
  return store.collection<RoleRecord>('roles', () =>
    Object.fromEntries(seedRoles.map((role) => [role.id, { ...role, menuIds: [...role.menuIds] }])),
  );
}

/** The roles of an account's roleIds ('1,12'), in that order; unknown ids are skipped. */
export function rolesOf(roles: Collection<RoleRecord>, roleIds: string | null | undefined): RoleRecord[] {
  return (roleIds ?? '')
    .split(',')
    .map((id) => id.trim())
    .flatMap((id) => {
      const role = id === '' ? undefined : roles.get(id);
      return role ? [role] : [];
    });
}

/** What a set of role codes may see of the menu: everything (the admin role) or these entries. */
export type MenuAccess = { all: true } | { all: false; granted: ReadonlySet<string> };

export function menuAccessOf(roles: readonly RoleRecord[], codes: readonly string[]): MenuAccess {
  if (codes.includes(ADMIN_ROLE_CODE)) return { all: true };
  const granted = new Set<string>();
  for (const role of roles) {
    if (codes.includes(role.code)) for (const id of role.menuIds) granted.add(id);
  }
  return { all: false, granted };
}
