// The accounts of the mock (issue 3): the nine of tenant jtdemo that QA and the browser tests
// sign in with (names and passwords exactly as README lists them), and two of tenant jtqa.
// Passwords are plain here because they are public test data; the mock stores them hashed.

export interface SeedAccount {
  /** The account's id (what /api/system calls call userId). */
  userId: string;
  /** The user detail's id. */
  id: string;
  username: string;
  password: string;
  tenantAccount: string;
  familyName: string;
  name: string;
  mobile: string | null;
  email: string | null;
  deptId: string;
  deptName: string;
  orgId: string | null;
  /** '0' ordinary user, '1' tenant administrator, '2' tenant super administrator. */
  adminFlag: '0' | '1' | '2';
  /** The roles held (mocks/roles.ts ids, comma-separated): they decide which menu entries it sees. */
  roleIds: string;
  roleNames: string;
  postIds: string | null;
  postNames: string | null;
  /** '0' permanent, '1' temporary, '99' other. */
  accountType: '0' | '1' | '99';
  /** Validity 'yyyy-MM-dd - yyyy-MM-dd'; past its end the account status is 1 (expired). */
  effectiveTime: string | null;
  /** '0' valid, '1' invalid (disabled: account status 2). */
  dataStatus: '0' | '1';
  registerTime: string;
  lastLogin: string | null;
  /** Password status set on the account: 1 first login, 3 weak initial password, 0 none. */
  passwordStatus: 0 | 1 | 3;
  /** How many days before the mock's first start (or a reset) the password was set. */
  passwordAgeDays: number;
  /** Passwords used before, kept in the history so they cannot be used again. */
  previousPasswords: readonly string[];
  /** Locked by failed sign-ins when the mock starts (or is reset). */
  lockedAtStart: boolean;
  /** The tenant's built-in administrator: cannot be deleted. */
  builtIn: boolean;
}

const jtdemoBase = {
  tenantAccount: 'jtdemo',
  orgId: '201',
  postIds: null,
  postNames: null,
  accountType: '0',
  effectiveTime: null,
  dataStatus: '0',
  passwordStatus: 0,
  passwordAgeDays: 10,
  previousPasswords: [],
  lockedAtStart: false,
  builtIn: false,
} as const;

const inspectorRole = {
  adminFlag: '0',
  roleIds: '12',
  roleNames: '巡查员',
  deptId: '302',
  deptName: '路政巡查大队',
} as const;

export const seedAccounts: readonly SeedAccount[] = [
  {
    ...jtdemoBase,
    userId: '1001',
    id: '2001',
    username: 'admin',
    password: 'Admin@12345',
    familyName: '王',
    name: '王建国',
    mobile: '13812345678',
    email: 'admin@jtdemo.cn',
    deptId: '301',
    deptName: '养护管理科',
    adminFlag: '2',
    roleIds: '1',
    roleNames: '系统管理员',
    registerTime: '2024-01-15T10:00:00+08:00',
    lastLogin: '2025-03-12T08:30:15+08:00',
    previousPasswords: ['Jtdemo@2024'],
    builtIn: true,
  },
  {
    ...jtdemoBase,
    ...inspectorRole,
    userId: '1002',
    id: '2002',
    username: 'inspector',
    password: 'Inspect@12345',
    familyName: '李',
    name: '李巡查',
    mobile: '13987654321',
    email: 'lixuncha@jtdemo.cn',
    registerTime: '2024-06-01T09:00:00+08:00',
    lastLogin: '2025-03-11T17:05:42+08:00',
  },
  {
    ...jtdemoBase,
    ...inspectorRole,
    userId: '1003',
    id: '2003',
    username: 'zhangsan',
    password: 'Zhangsan@12345',
    familyName: '张',
    name: '张三',
    mobile: '13700001111',
    email: null,
    registerTime: '2024-06-01T09:00:00+08:00',
    lastLogin: null,
    lockedAtStart: true,
  },
  {
    ...jtdemoBase,
    ...inspectorRole,
    userId: '1004',
    id: '2004',
    username: 'firstlogin',
    password: 'First@12345',
    familyName: '周',
    name: '周新员',
    mobile: '13611112222',
    email: 'zhouxinyuan@jtdemo.cn',
    registerTime: '2025-03-10T09:00:00+08:00',
    lastLogin: null,
    passwordStatus: 1,
    passwordAgeDays: 2,
  },
  {
    ...jtdemoBase,
    ...inspectorRole,
    userId: '1005',
    id: '2005',
    username: 'expiredpwd',
    password: 'Expired@12345',
    familyName: '孙',
    name: '孙久用',
    mobile: '13522223333',
    email: 'sunjiuyong@jtdemo.cn',
    registerTime: '2024-03-01T09:00:00+08:00',
    lastLogin: '2024-11-20T10:12:00+08:00',
    passwordAgeDays: 120,
    previousPasswords: ['Expired@2024'],
  },
  {
    ...jtdemoBase,
    ...inspectorRole,
    userId: '1006',
    id: '2006',
    username: 'expiredacct',
    password: 'Expired@12345',
    familyName: '赵',
    name: '赵临时',
    mobile: '13433334444',
    email: null,
    registerTime: '2024-01-01T09:00:00+08:00',
    lastLogin: '2024-12-30T16:40:00+08:00',
    accountType: '1',
    effectiveTime: '2024-01-01 - 2024-12-31',
  },
  {
    ...jtdemoBase,
    ...inspectorRole,
    userId: '1007',
    id: '2007',
    username: 'disabled',
    password: 'Disabled@12345',
    familyName: '钱',
    name: '钱停用',
    mobile: '13344445555',
    email: null,
    registerTime: '2024-06-01T09:00:00+08:00',
    lastLogin: '2024-09-01T08:00:00+08:00',
    dataStatus: '1',
  },
  {
    ...jtdemoBase,
    ...inspectorRole,
    userId: '1008',
    id: '2008',
    username: 'weakpwd',
    password: '123456',
    familyName: '吴',
    name: '吴简单',
    mobile: '13255556666',
    email: null,
    registerTime: '2025-02-01T09:00:00+08:00',
    lastLogin: null,
    passwordStatus: 3,
  },
  {
    ...jtdemoBase,
    userId: '1009',
    id: '2009',
    username: 'nomenu',
    password: 'Nomenu@12345',
    familyName: '郑',
    name: '郑无权',
    mobile: '13166667777',
    email: 'zhengwuquan@jtdemo.cn',
    deptId: '303',
    deptName: '综合办公室',
    adminFlag: '0',
    roleIds: '',
    roleNames: '',
    registerTime: '2024-08-01T09:00:00+08:00',
    lastLogin: null,
  },
  {
    ...jtdemoBase,
    tenantAccount: 'jtqa',
    orgId: '211',
    userId: '1101',
    id: '2101',
    username: 'admin',
    password: 'QaAdmin@12345',
    familyName: '陈',
    name: '陈质保',
    mobile: '13900001234',
    email: 'admin@jtqa.cn',
    deptId: '311',
    deptName: '质量保障部',
    adminFlag: '2',
    roleIds: '1',
    roleNames: '系统管理员',
    registerTime: '2024-05-01T09:00:00+08:00',
    lastLogin: null,
    builtIn: true,
  },
  {
    ...jtdemoBase,
    ...inspectorRole,
    tenantAccount: 'jtqa',
    orgId: '211',
    userId: '1102',
    id: '2102',
    username: 'qatester',
    password: 'QaTest@12345',
    familyName: '林',
    name: '林测试',
    mobile: '13900005678',
    email: 'qatester@jtqa.cn',
    deptId: '312',
    deptName: '测试组',
    registerTime: '2024-05-01T09:00:00+08:00',
    lastLogin: null,
  },
];

/** Departments of the accounts (deptId → deptName). */
export const seedDepartments: Readonly<Record<string, string>> = {
  '301': '养护管理科',
  '302': '路政巡查大队',
  '303': '综合办公室',
  '311': '质量保障部',
  '312': '测试组',
};
