// What the sign-in page reads before anyone signs in (seed 000 §7; research §2.2): its layout,
// captcha_config and sass_config, the lockout thresholds, a user's failures so far, the tenants.
// Every reader gives null (or nothing) instead of throwing: the page works with its defaults.
import type { ApiClient, Schemas } from '@jt/api-contract';
import { type PageComponent, parseConfigData } from './page-config';
import { TENANT_LIST_REQUEST } from './tenant-rules';

type ConfigEntry = Schemas['ConfigEntry'];
type LockoutCounts = Schemas['LockoutCounts'];
type Tenant = Schemas['Tenant'];

async function quietly<T>(read: () => Promise<T | null>): Promise<T | null> {
  try {
    return await read();
  } catch {
    return null;
  }
}

/** getCurrentPageConfig?type=0: the placed components, or null when there is no usable layout. */
export function readPageLayout(client: ApiClient): Promise<PageComponent[] | null> {
  return quietly(async () => {
    const { data } = await client.POST('/api/component/pageConfig/getCurrentPageConfig', {
      params: { query: { type: '0' } },
    });
    if (data?.code !== 200 || typeof data.data?.configData !== 'string') return null;
    const components = parseConfigData(data.data.configData);
    return components.some((component) => component.component === 'loginButton') ? components : null;
  });
}

/** getGlobalConfig/{code}: its entries ([] when unreadable). */
export async function readGlobalConfig(
  client: ApiClient,
  code: 'captcha_config' | 'sass_config',
): Promise<ConfigEntry[] | null> {
  return quietly(async () => {
    const { data } = await client.POST('/api/component/config/getGlobalConfig/{code}', {
      params: { path: { code } },
    });
    return data?.code === 200 && Array.isArray(data.data) ? data.data : null;
  });
}

/** getCaptchaAttempts: the thresholds. */
export function readCaptchaThresholds(client: ApiClient): Promise<LockoutCounts | null> {
  return quietly(async () => {
    const { data } = await client.GET('/api/system/getCaptchaAttempts');
    return data ?? null;
  });
}

/** getTenantList (page 1 of 99999): the records, or null when unreadable. */
export function readTenants(client: ApiClient): Promise<Tenant[] | null> {
  return quietly(async () => {
    const { data } = await client.POST('/api/component/tenant/getTenantList', { body: TENANT_LIST_REQUEST });
    return data?.code === 200 && Array.isArray(data.data?.records) ? data.data.records : null;
  });
}

/** Everything the page reads before anyone signs in, at once (each part null when unreadable). */
export function readLoginPageData(client: ApiClient) {
  return Promise.all([
    readPageLayout(client),
    readGlobalConfig(client, 'captcha_config'),
    readGlobalConfig(client, 'sass_config'),
    readCaptchaThresholds(client),
    readTenants(client),
  ]);
}

export type LoginPageReads = Awaited<ReturnType<typeof readLoginPageData>>;
