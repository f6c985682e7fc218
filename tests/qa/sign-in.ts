// Signing in from a QA script or test against a gateway in mock mode, captcha included, without
// knowing the encryption (issue 18, docs/qa.md): the password is encrypted with the runtime
// configuration's key, and when the gateway demands a captcha it is answered with the mock's QA
// answer (/__mock/captcha/…) the way the widget would. Everything goes through the typed client
// of packages/api-contract, so this file is also the example of using it outside the web app.
//
//   npx tsx tests/qa/sign-in.ts http://127.0.0.1:8080 inspector 'Inspect@12345' [jtdemo]
//
// prints the token ('Bearer …'); import signInForScript or captchaHeaders in a script or test.
import { type ApiClient, createApiClient } from '@jt/api-contract';
import { captchaVerification, encryptPassword, encryptPointJson } from '@jt/crypto';

export interface ScriptAccount {
  userName: string;
  password: string;
  tenantAccount?: string;
}

/** The sign-in's captcha headers (docs/decisions.md): Jtcaptchakey/Jtcaptcha or captchaVerification. */
export type CaptchaHeaders = Record<string, string>;

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered HTTP ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The QA answer of a live captcha (mock mode with MOCK_ADMIN; not part of the platform's API). */
function captchaAnswer<T>(baseUrl: string, id: string): Promise<T> {
  return fetch(`${baseUrl}/__mock/captcha/answers/${encodeURIComponent(id)}`).then((response) =>
    json<T>(response, `GET /__mock/captcha/answers/${id}`),
  );
}

/** captcha_type of captcha_config: '0' digits typed in the form, '1' slide puzzle, '2' click-word. */
async function captchaType(client: ApiClient): Promise<string> {
  const { data } = await client.POST('/api/component/config/getGlobalConfig/{code}', {
    params: { path: { code: 'captcha_config' } },
  });
  return data?.data?.find((entry) => entry.code === 'captcha_type')?.value ?? '0';
}

/**
 * Gets a captcha of the configured kind, answers it with the mock's QA answer, and returns the
 * headers the sign-in carries: the digits and their key, or the verification of a passed check.
 */
export async function captchaHeaders(client: ApiClient, baseUrl: string): Promise<CaptchaHeaders> {
  const type = await captchaType(client);
  if (type !== '1' && type !== '2') {
    const { data } = await client.GET('/api/component/captcha/getDigitalCaptcha');
    const key = Object.keys(data?.data ?? {})[0];
    if (!key) throw new Error('getDigitalCaptcha gave no captcha');
    const { code } = await captchaAnswer<{ code: string }>(baseUrl, key);
    return { Jtcaptchakey: key, Jtcaptcha: code, codeStatus: 'true' };
  }
  const kind = type === '1' ? 'blockPuzzle' : 'clickWord';
  const { data: got } = await client.POST('/api/captcha/get', { body: { captchaType: kind } });
  const token = got?.repData?.token;
  if (!token) throw new Error(`captcha/get gave no captcha: ${JSON.stringify(got)}`);
  const secretKey = got?.repData?.secretKey ?? null;
  const answer = await captchaAnswer<{ x?: number; points?: unknown }>(baseUrl, token);
  const plain = JSON.stringify(kind === 'blockPuzzle' ? { x: answer.x, y: 5.0 } : answer.points);
  const { data: checked } = await client.POST('/api/captcha/check', {
    body: { captchaType: kind, token, pointJson: encryptPointJson(plain, secretKey) },
  });
  if (checked?.repCode !== '0000') throw new Error(`captcha/check refused: ${JSON.stringify(checked)}`);
  return { codeStatus: 'true', captchaVerification: captchaVerification(token, plain, secretKey) };
}

/**
 * Signs in through system/login as the sign-in page does and returns the token. A captcha is
 * answered only when the gateway asks for one (error.captcha.header.missing).
 */
export async function signInForScript(baseUrl: string, account: ScriptAccount): Promise<string> {
  const client = createApiClient({ baseUrl });
  const config = await json<{ rsaPublicKey: string }>(
    await fetch(`${baseUrl}/app-config.json`),
    'app-config',
  );
  const body = {
    username: account.userName,
    password: encryptPassword(account.password, config.rsaPublicKey),
    tenantAccount: account.tenantAccount ?? 'jtdemo',
    rememberme: '0' as const,
  };
  const attempt = (headers: CaptchaHeaders) =>
    client.POST('/api/component/system/login', {
      body,
      params: { header: { codeStatus: 'false', captchaVerification: '', ...headers } },
    });
  let answer = await attempt({});
  const refusal = answer.error as { message?: string } | undefined;
  if (answer.response.status === 400 && refusal?.message === 'error.captcha.header.missing')
    answer = await attempt(await captchaHeaders(client, baseUrl));
  const token = answer.data?.data?.token;
  if (!token)
    throw new Error(
      `sign-in refused (HTTP ${answer.response.status}): ${JSON.stringify(answer.error ?? answer.data)}`,
    );
  return token;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl, userName, password, tenantAccount] = process.argv.slice(2);
  if (!baseUrl || !userName || !password) {
    console.error('usage: npx tsx tests/qa/sign-in.ts <gateway url> <user name> <password> [tenant]');
    process.exit(2);
  }
  signInForScript(baseUrl.replace(/\/$/, ''), { userName, password, tenantAccount }).then(
    (token) => console.log(token),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
