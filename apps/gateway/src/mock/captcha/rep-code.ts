/**
 * AJ-Captcha's answer codes and texts (RepCodeEnum of 1.3.0, the version the platform's backend
 * uses) and its ResponseModel envelope, sent on HTTP 200 whatever the outcome.
 */
export const REP_MESSAGES = {
  '0000': '成功',
  '0001': '操作失败',
  '9999': '服务器内部异常',
  '0011': '{0}不能为空',
  '6110': '验证码已失效，请重新获取',
  '6111': '验证失败',
  '6112': '获取验证码失败,请联系管理员',
  '6113': '底图未初始化成功，请检查路径',
  '6201': 'get接口请求次数超限，请稍后再试!',
  '6202': '接口验证失败数过多，请稍后再试',
  '6204': 'check接口请求次数超限，请稍后再试!',
} as const;

export type RepCode = keyof typeof REP_MESSAGES;

/** The CaptchaVO fields this mock fills (the rest of AJ's VO is never set on these paths). */
export interface CaptchaVO {
  captchaType?: string | null;
  originalImageBase64?: string;
  jigsawImageBase64?: string;
  wordList?: string[];
  pointJson?: string | null;
  token?: string | null;
  secretKey?: string | null;
  result?: boolean;
  clientUid?: null;
  browserInfo?: null;
}

export interface CaptchaResponse {
  repCode: RepCode;
  repMsg: string | null;
  repData: CaptchaVO | null;
  success: boolean;
}

/** ResponseModel.successData: repMsg stays null on a successful get or check. */
export function successData(repData: CaptchaVO): CaptchaResponse {
  return { repCode: '0000', repMsg: null, repData, success: true };
}

/** ResponseModel.errorMsg(RepCodeEnum) */
export function errorMsg(code: Exclude<RepCode, '0000' | '0011'>): CaptchaResponse {
  return { repCode: code, repMsg: REP_MESSAGES[code], repData: null, success: false };
}

/** RepCodeEnum.NULL_ERROR.parseError(field): `{field}不能为空`. */
export function blankError(field: '类型' | 'token'): CaptchaResponse {
  return {
    repCode: '0011',
    repMsg: REP_MESSAGES['0011'].replace('{0}', field),
    repData: null,
    success: false,
  };
}
