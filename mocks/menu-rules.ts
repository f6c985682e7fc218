// The rules of 菜单配置 and 角色管理 that both the gateway (which refuses) and the forms (which
// check first) apply, with their words: one copy, so the form and the gateway never disagree.
// Pure, no imports.

export const MENU_TITLE_MAX = 20;
export const ROLE_NAME_MAX = 20;

/** A route path: '/' then letters, digits, '-', '_' and further '/'. */
export const MENU_URL_PATTERN = /^\/[A-Za-z0-9_\-/]*$/;
/** A button code like module:action (also page.system.szr): letter-led words joined by ':' or '.'. */
export const PERMISSION_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9]*(?:[:.][A-Za-z][A-Za-z0-9]*)+$/;
/** A role code like road_admin: a lower-case letter, then lower-case letters, digits or '_', 2–32 in all. */
export const ROLE_CODE_PATTERN = /^[a-z][a-z0-9_]{1,31}$/;

export const MENU_RULE_TEXTS = {
  titleRequired: '请输入菜单名称',
  titleTooLong: `菜单名称不能超过${MENU_TITLE_MAX}个字`,
  urlRequired: '请输入路由地址',
  urlPattern: '路由地址须以 / 开头，只含字母、数字、-、_ 和 /',
  urlTaken: (url: string, title: string) => `路由地址 ${url} 已被菜单「${title}」使用`,
  codeRequired: '请输入权限标识',
  codePattern: '权限标识应形如 module:action（字母开头，以 : 或 . 分隔）',
  codeTaken: (code: string, title: string) => `权限标识 ${code} 已被按钮「${title}」使用`,
  hasChildren: (title: string) => `「${title}」下还有子菜单，不能删除，请先删除其子菜单`,
  missing: '菜单不存在',
  parentMissing: '上级菜单不存在',
  pageParent: '目录和页面只能放在根目录或目录下',
  buttonParent: '按钮只能放在页面或目录下',
  parentCycle: '不能把菜单放到它自己或它的下级之下',
  typeChanged: '不能修改菜单类型',
  root: '根菜单不能修改或删除',
} as const;

export const ROLE_RULE_TEXTS = {
  nameRequired: '请输入角色名称',
  nameTooLong: `角色名称不能超过${ROLE_NAME_MAX}个字`,
  nameTaken: (name: string) => `角色名称「${name}」已存在`,
  codeRequired: '请输入角色编码',
  codePattern: '角色编码以小写字母开头，只含小写字母、数字和下划线，2至32位，如 road_admin',
  codeTaken: (code: string) => `角色编码 ${code} 已存在`,
  missing: '角色不存在',
  builtInDelete: '内置角色不能删除',
  builtInCode: '内置角色的编码不能修改',
  builtInGrant: '系统管理员角色拥有全部菜单权限，不能修改其授权',
  inUse: (name: string, users: number) => `角色「${name}」已分配给 ${users} 个用户，不能删除`,
  unknownEntry: (id: string) => `菜单 ${id} 不存在`,
} as const;

/** The refusal of a menu title, or null. */
export function menuTitleProblem(title: string): string | null {
  const trimmed = title.trim();
  if (trimmed === '') return MENU_RULE_TEXTS.titleRequired;
  if ([...trimmed].length > MENU_TITLE_MAX) return MENU_RULE_TEXTS.titleTooLong;
  return null;
}

/** The refusal of a page's url (its shape; uniqueness needs the tree), or null. */
export function menuUrlProblem(url: string | null | undefined): string | null {
  const trimmed = (url ?? '').trim();
  if (trimmed === '') return MENU_RULE_TEXTS.urlRequired;
  return MENU_URL_PATTERN.test(trimmed) ? null : MENU_RULE_TEXTS.urlPattern;
}

/** The refusal of a button's permission code (its shape), or null. */
export function permissionCodeProblem(code: string | null | undefined): string | null {
  const trimmed = (code ?? '').trim();
  if (trimmed === '') return MENU_RULE_TEXTS.codeRequired;
  return PERMISSION_CODE_PATTERN.test(trimmed) ? null : MENU_RULE_TEXTS.codePattern;
}

/** The refusal of a role's name (its shape), or null. */
export function roleNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return ROLE_RULE_TEXTS.nameRequired;
  if ([...trimmed].length > ROLE_NAME_MAX) return ROLE_RULE_TEXTS.nameTooLong;
  return null;
}

/** The refusal of a role's code (its shape), or null. */
export function roleCodeProblem(code: string): string | null {
  const trimmed = code.trim();
  if (trimmed === '') return ROLE_RULE_TEXTS.codeRequired;
  return ROLE_CODE_PATTERN.test(trimmed) ? null : ROLE_RULE_TEXTS.codePattern;
}
