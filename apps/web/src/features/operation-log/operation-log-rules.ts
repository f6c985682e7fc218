// What /system/operLog says and how it shows a call's parameters.
import type { Schemas } from '@jt/api-contract';

export const OPERATION_LOG_TEXTS = {
  pageTitle: '操作日志',
  detailTitle: '操作详情',
  module: '系统模块',
  title: '操作名称',
  operator: '操作人员',
  ipAddress: '操作IP',
  operTime: '操作时间',
  request: '请求',
  operation: '接口',
  status: '操作状态',
  httpStatus: 'HTTP状态',
  costTime: '耗时',
  errorMsg: '错误信息',
  params: '请求参数',
  noParams: '（无参数）',
} as const;

/** The operation types the log knows (the contract's enum, in its order). */
export const BUSINESS_TYPES: ReadonlyArray<Schemas['OperationLogEntry']['businessType']> = [
  '新增',
  '修改',
  '删除',
  '导出',
  '其它',
];

/**
 * The parameters as the detail shows them: the gateway's JSON indented; text it cut at its
 * limit (no longer JSON) as it is; nothing sent as a note.
 */
export function paramsShown(params: string): string {
  if (params === '' || params === '{}') return OPERATION_LOG_TEXTS.noParams;
  try {
    return JSON.stringify(JSON.parse(params), null, 2);
  } catch {
    return params;
  }
}
