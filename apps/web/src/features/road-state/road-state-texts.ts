// /roadStateJudge's words.
export const ROAD_STATE_TEXTS = {
  title: '路况评定',
  add: '新增评定',
  addTitle: '新增评定（录入检测数据）',
  addFailed: '保存失败',
  added: (n: number) => `已保存，${n} 个评定单元按检测数据重新评定`,
  required: (label: string) => `请输入${label}`,
  choose: (label: string) => `请选择${label}`,
  detail: '评定详情',
  loadFailed: '评定详情加载失败',
  surveyDeleted: '检测记录已删除，相关评定单元已重新评定',
  deleteFailed: '删除失败',
  deleteSurvey: '删除',
  deleteConfirm: '确定删除这条检测记录吗？删除后按之前的数据重新评定。',
  modelled: '未录入检测数据，按路面衰变模型推算',
  noDiseases: '近一年内该单元无病害记录',
  moreDiseases: (shown: number, total: number) => `仅列出最新 ${shown} 条，共 ${total} 条`,
} as const;
