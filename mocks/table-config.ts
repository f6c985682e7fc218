// The configured table columns of a few pages (getDynamicTableConfigByParam), keyed by route.
// filterOperator is how the column filters (seed 000 §9): like (value wrapped in *), gt, ge,
// lt, le, notEqual (prefix !), in (values joined by ','); null means the column does not filter.

export type TableFilterOperator = 'like' | 'gt' | 'ge' | 'lt' | 'le' | 'notEqual' | 'in';

export interface TableColumn {
  key: string;
  title: string;
  width: number | null;
  align: 'left' | 'center' | 'right' | null;
  fixed: 'left' | 'right' | null;
  /** '0' shown, '1' hidden. */
  isShow: '0' | '1';
  orderby: number;
  filterOperator: TableFilterOperator | null;
}

export interface TableConfig {
  route: string;
  column: TableColumn[];
}

type Draft = [
  key: string,
  title: string,
  width: number | null,
  filterOperator: TableFilterOperator | null,
  options?: { align?: TableColumn['align']; fixed?: TableColumn['fixed']; hidden?: boolean },
];

function table(route: string, drafts: Draft[]): TableConfig {
  return {
    route,
    column: drafts.map(([key, title, width, filterOperator, options = {}], index) => ({
      key,
      title,
      width,
      align: options.align ?? 'center',
      fixed: options.fixed ?? null,
      isShow: options.hidden ? '1' : '0',
      orderby: index + 1,
      filterOperator,
    })),
  };
}

export const seedTableConfigs: readonly TableConfig[] = [
  table('/system/user', [
    ['username', '用户名', 140, 'like', { fixed: 'left' }],
    ['name', '姓名', 120, 'like'],
    ['mobile', '手机号', 140, 'like'],
    ['email', '邮箱', 200, 'like', { align: 'left', hidden: true }],
    ['deptName', '部门', 160, null, { align: 'left' }],
    ['roleNames', '角色', 140, null],
    ['lockStatus', '锁定状态', 100, null],
    ['dataStatus', '状态', 80, null],
    ['lastLogin', '最近登录', 180, null],
    ['registerTime', '注册时间', 180, null, { hidden: true }],
  ]),
  table('/diseaseManage', [
    ['diseaseCode', '病害编号', 160, 'like', { fixed: 'left' }],
    ['diseaseTypeName', '病害类型', 120, 'in'],
    ['diseaseLevelName', '病害等级', 100, 'in'],
    ['routeName', '路线名称', 180, 'like', { align: 'left' }],
    ['stakeNo', '桩号', 120, null],
    ['directionName', '方向', 80, null],
    ['diseaseArea', '面积/长度', 110, 'ge', { align: 'right' }],
    ['reportTime', '上报时间', 180, 'ge'],
    ['processStatusName', '处置状态', 120, 'notEqual'],
    ['remark', '备注', null, null, { align: 'left', hidden: true }],
  ]),
  table('/workOrder', [
    ['orderCode', '工单编号', 170, 'like', { fixed: 'left' }],
    ['diseaseTypeName', '病害类型', 120, 'in'],
    ['routeName', '路线名称', 180, 'like', { align: 'left' }],
    ['stakeNo', '桩号', 120, null],
    ['maintainUnit', '养护单位', 200, 'like', { align: 'left' }],
    ['dispatchTime', '派单时间', 180, 'ge'],
    ['deadline', '要求完成时间', 180, 'le'],
    ['statusName', '工单状态', 110, 'in'],
    ['operation', '操作', 160, null, { fixed: 'right' }],
  ]),
  table('/dispatch', [
    ['orderCode', '工单编号', 170, 'like', { fixed: 'left' }],
    ['diseaseTypeName', '病害类型', 110, 'in'],
    ['diseaseLevelName', '病害等级', 100, 'in'],
    ['routeName', '路线名称', 180, 'like', { align: 'left' }],
    ['stakeNo', '桩号', 120, null],
    ['createTime', '生成时间', 180, 'ge'],
    ['maintainUnit', '养护单位', 200, 'like', { align: 'left' }],
    ['deadline', '要求完成时间', 180, null],
    ['statusName', '工单状态', 100, null],
    ['operation', '操作', 160, null, { fixed: 'right' }],
  ]),
  table('/routeInfo', [
    ['routeCode', '路线编码', 110, 'like', { fixed: 'left' }],
    ['routeName', '路线名称', null, 'like', { align: 'left' }],
    ['startStakeNo', '起点桩号', 120, null],
    ['endStakeNo', '终点桩号', 120, null],
    ['lengthKm', '里程(km)', 110, 'ge', { align: 'right' }],
    ['laneText', '车道', 120, null],
    ['technicalGrade', '技术等级', 110, 'in'],
    ['designSpeedKmh', '设计速度(km/h)', 130, null, { align: 'right' }],
    ['openedYear', '通车年份', 100, null],
    ['officeName', '管理处', 180, 'like', { align: 'left' }],
  ]),
  table('/assets', [
    ['assetCode', '资产编号', 160, 'like', { fixed: 'left' }],
    ['assetName', '资产名称', null, 'like', { align: 'left' }],
    ['assetTypeName', '资产类型', 110, 'in'],
    ['routeName', '路线名称', 170, 'like', { align: 'left' }],
    ['stakeNo', '桩号', 110, null],
    ['spec', '结构形式/型号', 180, null, { align: 'left', hidden: true }],
    ['techGradeName', '技术状况', 100, null],
    ['conditionName', '状况', 100, 'in'],
    ['orgName', '管养单位', 150, 'like', { align: 'left' }],
    ['lastInspectTime', '上次检查', 170, null],
    ['nextInspectTime', '下次检查', 170, 'le'],
  ]),
  table('/roadStateJudge', [
    ['routeName', '路线名称', 170, 'like', { fixed: 'left', align: 'left' }],
    ['directionName', '方向', 80, null],
    ['startStakeNo', '起点桩号', 110, null],
    ['endStakeNo', '终点桩号', 110, null],
    ['mqi', 'MQI', 90, 'le', { align: 'right' }],
    ['pqi', 'PQI', 80, 'le', { align: 'right' }],
    ['pci', 'PCI', 80, 'le', { align: 'right' }],
    ['rqi', 'RQI', 80, null, { align: 'right' }],
    ['rdi', 'RDI', 80, null, { align: 'right' }],
    ['sri', 'SRI', 80, null, { align: 'right' }],
    ['bci', 'BCI', 80, null, { align: 'right', hidden: true }],
    ['tci', 'TCI', 80, null, { align: 'right', hidden: true }],
    ['grade', '评定等级', 100, 'in'],
    ['openDiseaseCount', '未修复病害', 110, 'ge', { align: 'right' }],
    ['evaluateTime', '评定时间', 170, null],
  ]),
  table('/devices', [
    ['deviceCode', '设备编号', 160, 'like', { fixed: 'left' }],
    ['deviceName', '设备名称', null, 'like', { align: 'left' }],
    ['deviceTypeName', '设备类型', 130, 'in'],
    ['routeName', '路线名称', 170, 'like', { align: 'left' }],
    ['stakeNo', '桩号', 110, null],
    ['directionName', '方向', 80, null],
    ['vendor', '厂商', 110, 'like'],
    ['model', '型号', 200, null, { align: 'left', hidden: true }],
    ['orgName', '管理单位', 150, 'like', { align: 'left' }],
    ['statusName', '状态', 90, 'in'],
    ['statusSince', '异常开始时间', 180, 'ge'],
  ]),
  table('/historicalComparison', [
    ['orderCode', '工单编号', 170, 'like', { fixed: 'left' }],
    ['diseaseTypeName', '病害类型', 110, 'in'],
    ['routeName', '路线名称', 180, 'like', { align: 'left' }],
    ['stakeNo', '桩号', 120, null],
    ['submitTime', '提交验收时间', 180, 'ge'],
    ['statusName', '工单状态', 100, null],
  ]),
  table('/abnormal', [
    ['orderCode', '工单编号', 170, 'like', { fixed: 'left' }],
    ['diseaseTypeName', '病害类型', 110, 'in'],
    ['routeName', '路线名称', 180, 'like', { align: 'left' }],
    ['stakeNo', '桩号', 120, null],
    ['maintainUnit', '养护单位', 200, 'like', { align: 'left' }],
    ['deadline', '要求完成时间', 180, null],
    ['statusName', '工单状态', 100, null],
    ['reworkCount', '返工次数', 100, null, { align: 'right' }],
    ['operation', '操作', 160, null, { fixed: 'right' }],
  ]),
  // /patrolRecord's filters: route, inspector, the date range (started from … ended by) and status.
  table('/patrolRecord', [
    ['patrolCode', '巡查编号', 170, 'like', { fixed: 'left' }],
    ['patrolTypeName', '巡查类型', 110, 'in'],
    ['routeName', '路线名称', 180, 'in', { align: 'left' }],
    ['inspectorName', '巡查人', 100, 'like'],
    ['orgName', '巡查单位', 200, null, { align: 'left' }],
    ['startTime', '开始时间', 180, 'ge'],
    ['endTime', '结束时间', 180, 'lt'],
    ['mileage', '巡查里程(km)', 120, 'ge', { align: 'right' }],
    ['diseaseCount', '发现病害数', 110, 'gt', { align: 'right' }],
    ['statusName', '状态', 100, 'in'],
  ]),
  // The tool pages (seed 000 §2): /tableDemo over the diseases with a column for every filter
  // operator of §9, /tableHeaderDrag over the patrol records (its columns dragged and resized).
  table('/tableDemo', [
    ['diseaseCode', '病害编号', 160, 'like', { fixed: 'left' }],
    ['diseaseTypeName', '病害类型', 120, 'in'],
    ['routeName', '路线名称', 180, 'like', { align: 'left' }],
    ['stakeNo', '桩号', 120, null],
    ['lane', '车道', 80, 'lt'],
    ['diseaseArea', '面积/长度', 110, 'gt', { align: 'right' }],
    ['reportTime', '上报时间', 180, 'ge'],
    ['endTime', '完成时间', 180, 'le'],
    ['processStatusName', '处置状态', 120, 'notEqual'],
    ['orgName', '上报单位', 200, null, { align: 'left', hidden: true }],
  ]),
  table('/tableHeaderDrag', [
    ['patrolCode', '巡查编号', 170, 'like', { fixed: 'left' }],
    ['patrolTypeName', '巡查类型', 110, null],
    ['routeName', '路线名称', 180, null, { align: 'left' }],
    ['orgName', '巡查单位', 200, null, { align: 'left' }],
    ['inspectorName', '巡查人', 100, null],
    ['startTime', '开始时间', 180, null],
    ['mileage', '巡查里程(km)', 120, null, { align: 'right' }],
    ['statusName', '状态', 100, null],
  ]),
  table('/system/role', [
    ['name', '角色名称', 140, 'like', { fixed: 'left' }],
    ['code', '角色编码', 140, 'like'],
    ['builtIn', '类型', 80, null],
    ['userCount', '用户数', 100, null, { align: 'right' }],
    ['remark', '备注', null, null, { align: 'left' }],
    ['createTime', '创建时间', 170, null],
  ]),
  // /patrolArrange 巡查安排: the patrol schedules (排班) stored by the mock.
  table('/patrolArrange', [
    ['patrolDate', '巡查日期', 130, 'ge', { fixed: 'left' }],
    ['shift', '班次', 90, 'in'],
    ['routeName', '路线名称', 200, 'like', { align: 'left' }],
    ['startStakeNo', '起点桩号', 120, null],
    ['endStakeNo', '终点桩号', 120, null],
    ['inspectorNames', '巡查人员', 200, 'like', { align: 'left' }],
    ['remark', '备注', null, null, { align: 'left' }],
    ['createBy', '创建人', 110, null],
    ['createTime', '创建时间', 180, null],
  ]),
  // /system/todo 待办事项: the work orders waiting for dispatch or acceptance (listTodos).
  table('/system/todo', [
    ['orderCode', '工单编号', 160, 'like', { fixed: 'left' }],
    ['type', '病害类型', 110, 'like'],
    ['statusText', '状态', 100, 'in'],
    ['roadName', '路线', 200, 'like', { align: 'left' }],
    ['pile', '桩号', 110, null],
    ['unit', '养护单位', 240, null, { align: 'left' }],
    ['collectTime', '采集时间', 180, 'ge'],
    ['deadline', '处置期限', 180, null],
  ]),
  table('/system/loginLog', [
    ['userName', '用户账号', 140, 'like'],
    ['tenantAccount', '租户账号', 120, 'like'],
    ['ipAddress', '登录IP', 150, 'like'],
    ['way', '登录方式', 110, null],
    ['loginTime', '登录时间', 180, 'ge'],
    ['result', '登录结果', 100, 'notEqual'],
    ['message', '提示信息', null, null, { align: 'left' }],
  ]),
  table('/system/operLog', [
    ['module', '系统模块', 110, 'like'],
    ['title', '操作名称', 130, 'like'],
    ['businessType', '操作类型', 100, 'in'],
    ['operator', '操作人员', 120, 'like'],
    ['ipAddress', '操作IP', 140, 'like'],
    ['url', '请求地址', null, null, { align: 'left', hidden: true }],
    ['operTime', '操作时间', 180, 'ge'],
    ['status', '操作状态', 100, 'notEqual'],
    ['costTime', '耗时(毫秒)', 110, null, { align: 'right' }],
    ['errorMsg', '错误信息', null, null, { align: 'left' }],
  ]),
  table('/system/storage', [
    ['name', '文件', null, 'like', { align: 'left' }],
    ['sourceName', '来源', 100, 'in'],
    ['contentType', '类型', 160, 'like'],
    ['size', '大小', 110, null, { align: 'right' }],
    ['fileName', '上传文件名', 200, 'like', { align: 'left', hidden: true }],
    ['uploadedBy', '上传人', 120, 'like'],
    ['lastModified', '修改时间', 180, 'ge'],
  ]),
  table('/system/notice', [
    ['title', '公告标题', null, 'like', { align: 'left' }],
    ['levelName', '重要程度', 100, 'in'],
    ['statusName', '状态', 100, 'in'],
    ['createBy', '创建人', 120, 'like'],
    ['createTime', '创建时间', 180, null],
    ['publishTime', '发布时间', 180, 'ge'],
    ['readCount', '已读人数', 100, null, { align: 'right' }],
  ]),
];
