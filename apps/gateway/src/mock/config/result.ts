/** The platform backend's success envelope (decisions: `Result` = {code, msg, data}, code 200). */
export interface Result<T> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(data: T): Result<T> {
  return { code: 200, msg: '操作成功', data };
}
