// Every text the sign-in and session side of the mock answers, word for word: the seed's where
// it gives one (000 §8), the contract's examples otherwise.

export const TEXT = {
  ok: '操作成功',
  loginSuccess: '登录成功',
  logout: '退出成功',
  tenantMissing: '租户不存在',
  tenantExpired: '租户已过期',
  wrongCredentials: '用户名或密码错误',
  locked: '账号已被锁定',
  sessionExpired: '身份认证信息已失效，请重新登录',
  kickOutDetail: '您的账号已在其他地方登录，当前会话已失效',
  kickOutMessage: '您的账号已在其他地方登录，请重新登录',
  noRightDetail: '没有访问该资源的权限',
  noRightMessage: '没有访问该资源的权限，请联系管理员',
  ticketInvalid: '单点登录凭证无效或已过期',
  captchaInvalid: '验证码错误或已失效，请重新获取',
  captchaMissing: '请完成验证码校验后再登录',
  passwordChanged: '修改密码成功',
  wrongOldPassword: '与原密码不符!',
  passwordReused: '密码已使用过',
  userMissing: '用户不存在',
} as const;

/** accountStatus 1 / 2 / 3 (seed 000 §8). */
export const ACCOUNT_STATUS_TEXT = {
  1: '账号已达有效期，无法登录！',
  2: '账号已停用，无法登录！',
  3: '账号不存在！',
} as const;
