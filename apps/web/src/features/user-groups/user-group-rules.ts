// What /system/userGroup checks and shows apart from React: the contract's UserGroupSave limits
// (the gateway answers the same and its refusal shows in its words) and the page's texts.

export const USER_GROUPS_ROUTE = '/system/userGroup';
export const USER_GROUP_LIMITS = { name: 30, description: 200 } as const;

/** The button codes of 用户组管理's entries in the menu tree (seed 000 §6). */
export const USER_GROUP_BUTTONS = {
  add: 'userGroup:add',
  edit: 'userGroup:edit',
  delete: 'userGroup:delete',
} as const;

export const USER_GROUP_TEXTS = {
  title: '用户组管理',
  add: '新增用户组',
  edit: '编辑用户组',
  actions: '操作',
  editAction: '编辑',
  deleteAction: '删除',
  deleteConfirm: '确定删除该用户组？组内用户不会被删除。',
  saved: '保存成功',
  deleted: '删除成功',
  saveFailed: '保存失败',
  deleteFailed: '删除失败',
  usersFailed: '用户列表加载失败',
  fieldName: '用户组名称',
  fieldDescription: '描述',
  fieldMembers: '成员',
  nameRequired: '请输入用户组名称',
  membersPlaceholder: '选择本租户的用户',
} as const;

/** A user as the member picker lists it: real name and account, valued by the account's id. */
export function memberOption(user: { userId: string; username: string; name?: string | null }): {
  label: string;
  value: string;
} {
  // `name` is the full name (李巡查); familyName repeats its first character.
  const realName = user.name?.trim() ?? '';
  return { label: realName ? `${realName}（${user.username}）` : user.username, value: user.userId };
}
