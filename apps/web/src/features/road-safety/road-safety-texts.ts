// The words of /roadSafety 道路安全.
import type { Schemas } from '@jt/api-contract';

export const ROAD_SAFETY_TEXTS = {
  title: '道路安全',
  actions: '操作',
  detail: '隐患详情',
  loadFailed: '隐患详情加载失败',
  history: '处置记录',
  dispose: '处置',
  disposeTitle: (hazard: Pick<Schemas['SafetyHazard'], 'hazardCode'>) => `隐患处置 · ${hazard.hazardCode}`,
  disposeFailed: '处置失败',
  disposed: (statusName: string) => `隐患已更新为「${statusName}」`,
  nextStatus: '处置后状态',
  chooseStatus: '请选择处置后状态',
  note: '处置说明',
  noteRequired: '请填写处置说明',
  roadsFailed: '路线加载失败，路线筛选暂不可选',
  report: '上报隐患',
  reportFailed: '上报失败',
  reported: (code: string) => `隐患 ${code} 已上报`,
  hazardType: '隐患类型',
  level: '隐患等级',
  direction: '方向',
  description: '隐患描述',
  choose: (label: string) => `请选择${label}`,
  descriptionRequired: '请填写隐患描述',
} as const;
