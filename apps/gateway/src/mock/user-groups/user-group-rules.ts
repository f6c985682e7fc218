// 系统管理 › 用户组管理's rules apart from Fastify: a name unique among the tenant's groups and
// members that are users of the tenant. A group keeps the ids it was given; a user deleted since
// is left out wherever the group is read (membersOf), so a deleted user leaves every group.

export interface UserGroupRecord {
  id: string;
  tenantAccount: string;
  groupName: string;
  description: string | null;
  memberIds: string[];
  createBy: string;
  createMs: number;
}

export const USER_GROUP_REFUSALS = {
  missing: '用户组不存在或已删除',
  blankName: '用户组名称不能为空',
  duplicateName: '用户组名称已存在',
  unknownMember: (userId: string) => `用户 ${userId} 不存在或不属于本租户`,
} as const;

export interface UserGroupDraft {
  groupName: string;
  description: string | null;
  memberIds: readonly string[];
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

/** The draft as stored (texts trimmed, empty description null), or why it cannot be saved. */
export function checkedUserGroup(
  draft: UserGroupDraft,
  current: UserGroupRecord | null,
  tenantGroups: readonly UserGroupRecord[],
  tenantUserIds: ReadonlySet<string>,
): Outcome<Pick<UserGroupRecord, 'groupName' | 'description' | 'memberIds'>> {
  const groupName = draft.groupName.trim();
  if (groupName === '') return { ok: false, reason: USER_GROUP_REFUSALS.blankName };
  if (tenantGroups.some((group) => group.id !== current?.id && group.groupName === groupName))
    return { ok: false, reason: USER_GROUP_REFUSALS.duplicateName };
  const stranger = draft.memberIds.find((userId) => !tenantUserIds.has(userId));
  if (stranger !== undefined) return { ok: false, reason: USER_GROUP_REFUSALS.unknownMember(stranger) };
  const description = draft.description?.trim() ? draft.description.trim() : null;
  return { ok: true, value: { groupName, description, memberIds: [...draft.memberIds] } };
}

/** The group's members that are still users of the tenant, in the order they were picked. */
export function membersOf<User extends { userId: string }>(
  group: UserGroupRecord,
  tenantUsers: ReadonlyMap<string, User>,
): User[] {
  return group.memberIds.flatMap((userId) => {
    const user = tenantUsers.get(userId);
    return user ? [user] : [];
  });
}
