// The table framework's own texts (the seeds give none for them), in one place for the tests.
export const TABLE_TEXTS = {
  search: '查询',
  reset: '重置',
  export: '导出',
  exporting: '导出中…',
  exportFailed: '导出失败',
  columns: '列设置',
  resetColumns: '恢复默认',
  retry: '重试',
  empty: '没有符合条件的数据',
  configEmpty: '该页面未配置表格列，请联系管理员',
  configFailed: '表格配置加载失败',
  loadFailed: '列表加载失败',
  selected: (count: number) => `已选 ${count} 条`,
  total: (total: number) => `共 ${total} 条`,
} as const;

/** The sign before a compared value in the filter bar (like and in need none). */
export const OPERATOR_SIGNS: Readonly<Record<string, string>> = {
  gt: '>',
  ge: '≥',
  lt: '<',
  le: '≤',
  notEqual: '≠',
};

/** An answer that is not what the list needs, with the server's own words when it gave some. */
export class TableCallError extends Error {}

/** `prefix：server message` (or the HTTP status when the server said nothing). */
export function failureText(prefix: string, error: unknown): string {
  const detail = error instanceof Error && error.message ? error.message : '';
  return detail ? `${prefix}：${detail}` : prefix;
}
