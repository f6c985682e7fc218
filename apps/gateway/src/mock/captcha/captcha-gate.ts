/**
 * What sign-in asks the captcha domain once a captcha is required: did the form carry a valid
 * one? Implemented by the captcha domain, called by the auth domain's login handlers.
 */
export type LoginCaptchaMode = 'numberCode' | 'blockPuzzle' | 'clickWord';

/** The captcha parameters of the sign-in form, as the login request headers carry them. */
export interface LoginCaptcha {
  /** Jtcaptchakey: the key of a digital captcha (numberCode). */
  key?: string;
  /** Jtcaptcha: the code typed by the user (numberCode). */
  code?: string;
  /** captchaVerification: AJ-Captcha's second-verification string (blockPuzzle, clickWord). */
  captchaVerification?: string;
}

/**
 * `missing`: the mode's captcha is not in the form (error.captcha.header.missing); `invalid`:
 * wrong, expired or already used (error.captcha.validate.failed). `detail`, when present, is the
 * text to show instead of the default one (a typed code with Chinese characters:
 * 登录失败，验证码不允许存在中文！).
 */
export type LoginCaptchaVerdict =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'invalid'; detail?: string };

export interface CaptchaGate {
  /** The mode captcha_config currently asks for. */
  mode(): LoginCaptchaMode;
  /** Checks (and consumes: every captcha is single use) the captcha a login carries. */
  verifyForLogin(captcha: LoginCaptcha): LoginCaptchaVerdict;
}
