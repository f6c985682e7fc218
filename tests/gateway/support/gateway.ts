// Builds the real gateway for a scenario test and signs in the way the browser does: the
// password encrypted with the public key from /app-config.json.

import { encryptPassword } from '@jt/crypto';
import { type BuildOptions, buildGateway, loadConfig } from '@jt/gateway';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

// Sign-in throttling far above what a test does (its own tests are in abuse.test.ts, which set
// their limits): these tests sign in from one address many times a minute.
export const QUIET = {
  DATA_DIR: ':memory:',
  WEB_ROOT: '',
  LOG_LEVEL: 'silent',
  SIGNIN_LIMIT_IP: '100000',
  SIGNIN_LIMIT_ACCOUNT: '100000',
} as const;

export type Env = Record<string, string>;

/** The gateway on the embedded mock (fresh in-memory store unless env says otherwise). */
export async function gateway(
  env: Env = {},
  options: BuildOptions = {},
  argv: string[] = [],
): Promise<FastifyInstance> {
  return buildGateway(loadConfig({ ...QUIET, ...env }, argv), options);
}

const publicKeys = new WeakMap<FastifyInstance, string>();

/** Encrypts like the sign-in page: RSA with the runtime config's public key. */
export async function encrypt(app: FastifyInstance, plain: string): Promise<string> {
  let key = publicKeys.get(app);
  if (!key) {
    key = (await app.inject({ method: 'GET', url: '/app-config.json' })).json().rsaPublicKey as string;
    publicKeys.set(app, key);
  }
  return encryptPassword(plain, key);
}

export interface SignIn {
  username: string;
  password: string;
  tenantAccount?: string;
  rememberme?: '0' | '1';
  headers?: Record<string, string>;
}

export async function signIn(app: FastifyInstance, form: SignIn): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/component/system/login',
    headers: form.headers ?? {},
    payload: {
      username: form.username,
      password: await encrypt(app, form.password),
      tenantAccount: form.tenantAccount ?? 'jtdemo',
      rememberme: form.rememberme ?? '0',
    },
  });
}

/** Signs in and answers the token ('Bearer …'); fails the test when there is none. */
export async function tokenOf(app: FastifyInstance, form: SignIn): Promise<string> {
  const response = await signIn(app, form);
  const token = response.json()?.data?.token;
  if (response.statusCode !== 200 || typeof token !== 'string' || !token.startsWith('Bearer ')) {
    throw new Error(`sign-in of ${form.username} gave no token: ${response.statusCode} ${response.body}`);
  }
  return token;
}

export const ADMIN = { username: 'admin', password: 'Admin@12345' } as const;
export const INSPECTOR = { username: 'inspector', password: 'Inspect@12345' } as const;

/** The claims of a token, read without checking it (the tests check lifetimes). */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.replace(/^Bearer /, '').split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

/** A call of the QA admin API. */
export async function admin(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/__mock${url}`,
    // The admin API's POSTs take JSON only (a cross-site form cannot reach them); a body may be empty.
    ...(method === 'POST' ? { headers: { 'content-type': 'application/json' } } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
