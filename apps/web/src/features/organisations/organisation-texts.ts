// 组织机构's words, in one place for the page and its tests.
export const ORG_TEXTS = {
  title: '组织机构',
  add: '新增机构',
  addChild: '新增下级',
  edit: '编辑',
  delete: '删除',
  formAdd: '新增机构',
  formEdit: '编辑机构',
  deleteConfirm: (name: string) => `确定删除机构「${name}」？`,
  saved: '保存成功',
  saveFailed: '保存失败',
  deleted: '删除成功',
  deleteFailed: '删除失败',
  loadFailed: '组织机构读取失败',
  top: '顶级机构',
  nameRequired: '请输入机构名称',
  nameTaken: '同级机构名称已存在',
  codeRequired: '请输入机构编码',
  codeInvalid: '机构编码只能包含字母、数字、- 和 _',
  codeTaken: '机构编码已存在',
  typeRequired: '请选择机构类型',
  phoneInvalid: '请输入正确的联系电话',
  columns: {
    orgName: '机构名称',
    orgCode: '机构编码',
    orgTypeName: '机构类型',
    routeCodes: '管辖路线',
    leader: '负责人',
    phone: '联系电话',
    address: '地址',
    parentId: '上级机构',
    actions: '操作',
  },
} as const;

/** The permission codes of 组织机构's buttons in the menu tree (seed 000 §6). */
export const ORG_BUTTONS = { add: 'org:add', edit: 'org:edit', delete: 'org:delete' } as const;

export const ORG_TYPE_OPTIONS = [
  { label: '集团', value: 'group' },
  { label: '区域管理中心', value: 'centre' },
  { label: '管理处', value: 'office' },
  { label: '巡查中队', value: 'patrol' },
  { label: '养护单位', value: 'maintenance' },
] as const;
