// The sign-in calls of seed 000 §7 and what their answers mean (login-outcome.ts): the form's
// system/login with the captcha headers, the embedded integration/login, and the single sign-on
// tokenLogin (ticket or portal token) and singleLogin (param).
import type { ApiClient } from '@jt/api-contract';
import { problemText } from '../../../lib/http/problem-text';
import type { RememberMe } from '../../../lib/session/credentials';
import { LoginText } from '../texts';
import { type LoginOutcome, outcomeOfAnswer, outcomeOfError } from './login-outcome';

export interface LoginPayload {
  username: string;
  /** Already encrypted with the runtime configuration's public key. */
  password: string;
  tenantAccount: string;
  rememberme: RememberMe;
}

/** The captcha the form carries (seed 000 §3 "Captcha params on the form"). */
export interface LoginCaptcha {
  /** The form showed a captcha (codeStatus). */
  shown: boolean;
  /** numberCode: the image's key and the typed text. */
  key?: string;
  code?: string;
  /** blockPuzzle / clickWord: the widget's verification string. */
  verification?: string;
}

/** The headers Jtcaptchakey / Jtcaptcha / codeStatus / captchaVerification (docs/decisions.md). */
export function captchaHeaders(captcha: LoginCaptcha) {
  return {
    ...(captcha.key !== undefined && captcha.code !== undefined
      ? { Jtcaptchakey: captcha.key, Jtcaptcha: captcha.code }
      : {}),
    codeStatus: captcha.shown ? 'true' : 'false',
    captchaVerification: captcha.verification ?? '',
  };
}

/** system/login. Null when there was no answer (the HTTP rules have told the user). */
export async function signIn(
  client: ApiClient,
  payload: LoginPayload,
  captcha: LoginCaptcha,
): Promise<LoginOutcome | null> {
  try {
    const { data, error, response } = await client.POST('/api/component/system/login', {
      body: payload,
      params: { header: captchaHeaders(captcha) },
    });
    return response.ok ? outcomeOfAnswer(data) : outcomeOfError(response.status, error);
  } catch {
    return null;
  }
}

/** integration/login: the embedded sign-in with the route's user name and password. */
export async function signInEmbedded(
  client: ApiClient,
  payload: LoginPayload & { url: string },
): Promise<LoginOutcome | null> {
  try {
    const { data, error, response } = await client.POST('/api/component/system/integration/login', {
      body: payload,
    });
    return response.ok ? outcomeOfAnswer(data) : outcomeOfError(response.status, error);
  } catch {
    return null;
  }
}

export type SsoCredential =
  | { kind: 'ticket'; value: string }
  | { kind: 'portalToken'; value: string }
  | { kind: 'param'; value: string };

export type SsoResult = { ok: true; token: string } | { ok: false; message: string } | null;

/** tokenLogin (ticket or portal token) or singleLogin (param): a token, or why not. */
export async function signInSso(client: ApiClient, credential: SsoCredential): Promise<SsoResult> {
  try {
    const { data, error, response } =
      credential.kind === 'param'
        ? await client.POST('/api/singleLogin', { body: { param: credential.value } })
        : await client.POST('/api/tokenLogin', { body: { token: credential.value } });
    const token = response.ok && data?.code === 200 ? data.data?.token?.trim() : '';
    if (token) return { ok: true, token };
    return { ok: false, message: problemText(response.ok ? data : error) || LoginText.otherError };
  } catch {
    return null;
  }
}
