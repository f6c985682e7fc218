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

export type LoginCaptchaVerdict = { ok: true } | { ok: false; reason: 'missing' | 'invalid' };

export interface CaptchaGate {
  /** The mode captcha_config currently asks for. */
  mode(): LoginCaptchaMode;
  /** Checks (and consumes: every captcha is single use) the captcha a login carries. */
  verifyForLogin(captcha: LoginCaptcha): LoginCaptchaVerdict;
}
