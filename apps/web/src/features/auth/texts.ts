// Every text the sign-in, captcha and update-password screens show, word for word from seed 000
// (§2, §4, §5, §8), from AJ-Captcha's widgets (research §1.8) or, where the seed gives only the
// meaning in English, its Chinese rendering (marked "translated").

/** §5 validation rules (the page configuration's checkMessage may replace the required texts). */
export const ValidationText = {
  userNameRequired: '用户名不能为空',
  tenantRequired: '租户账号不能为空',
  phoneRequired: '手机号不能为空',
  phoneInvalid: '请输入正确的手机号',
  smsCodeRequired: '短信验证码不能为空',
  passwordRequired: '密码不能为空',
  captchaChinese: '登录失败，验证码不允许存在中文！',
  captchaRequired: '请输入验证码',
  noDefaultTenant: '单租户模式下无默认租户，请联系管理员配置！',
  /** Generic regex rule, translated from §5 'please enter'. */
  regexEmpty: '请输入',
  /** Generic regex rule, translated from §5 'please enter content that meets the requirements'. */
  regexMismatch: '请输入符合要求的内容',
} as const;

/** §8 sign-in outcomes. */
export const LoginText = {
  success: '登录成功！',
  accountExpired: '账号已达有效期，无法登录！',
  accountDisabled: '账号已停用，无法登录！',
  accountMissing: '账号不存在！',
  firstLogin: '首次登录，请修改后再重新登录！',
  /** N = password_expire_period (days). */
  passwordExpired: (days: number | string) => `密码已使用${days}天，请修改后再重新登录！`,
  weakPassword: '初始密码强度较弱，请修改后再重新登录！',
  wrongCredentials: (attempts: number) => `登录失败，用户名，密码或验证码错误，您还有 ${attempts} 尝试机会！`,
  /** Research §2.1 (cscp formatLockedTime): the remaining lock as days, hours, minutes, seconds. */
  locked: (remaining: string) => `登录失败，您的账号已被锁定，请在${remaining}后重试！`,
  otherError: '登录失败，用户名、密码或验证码错误！',
  /** Shown while the sign-in call runs (§4 "a loading message shown"): the cscp client's text. */
  signingIn: '正在登录中',
} as const;

/**
 * The phone sign-in (§2 phone input, phone-code input; §4 "SMS code button counts down 60 seconds
 * after the code is requested; the sending call itself is not shown"). The seed shows no call to
 * send the code nor to sign in by phone, so these designed texts say so instead of pretending.
 */
export const PhoneText = {
  requestCode: '获取验证码',
  countdown: (seconds: number) => `${seconds}秒后重新获取`,
  codeNotSent: '本系统未接入短信发送服务，请联系管理员获取短信验证码',
  signInUnavailable: '本系统未接入手机号登录服务，请使用账号登录',
} as const;

/** §2, §4, §5, §8: the forced password update. */
export const UpdatePasswordText = {
  title: '修改密码',
  submit: '更新密码',
  cancel: '取消',
  submitting: '正在更新密码',
  success: '修改密码成功！',
  failure: (message: string) => `修改失败：${message}`,
  userNameRequired: '请输入账号',
  tenantRequired: '请输入账号',
  newPasswordRequired: '请输入新密码',
  oldPasswordRequired: '请输入原密码',
  /** §2 "the default notice says the password is at some risk and must be updated before login can continue"; translated. */
  defaultNotice: '您的密码存在一定风险，请更新密码后再继续登录！',
  /** Field labels; translated from §2's field list. */
  tenantLabel: '租户账号',
  userNameLabel: '用户账号',
  oldPasswordLabel: '原密码',
  newPasswordLabel: '新密码',
  /** Heading of the rule tooltip; translated ("the tenant's password rules"). */
  rulesTitle: '密码规则',
} as const;

/** AJ-Captcha widget texts (research §1.8) and the seed's captcha texts (§2, §4, §8). */
export const CaptchaText = {
  popupTitle: '请完成安全验证',
  slideExplain: '向右滑动完成验证',
  /** `{seconds}s验证成功`, seconds with 2 decimals. */
  slideSuccess: (seconds: string) => `${seconds}s验证成功`,
  clickSuccess: '验证成功',
  failure: '验证失败',
  clickPrompt: (words: readonly string[]) => `请依次点击【${words.join(',')}】`,
  /** AJ-Captcha 6202 (RepCodeEnum): shown while the box is locked after too many failures. */
  locked: '接口验证失败数过多，请稍后再试',
  refresh: '刷新',
  close: '关闭',
} as const;
