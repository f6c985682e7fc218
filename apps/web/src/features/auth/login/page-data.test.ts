import { describe, expect, it } from 'vitest';
import { json, scriptedClient } from '../../../lib/api/test-client';
import { readCaptchaThresholds, readGlobalConfig, readPageLayout, readTenants } from './page-data';

const button = { component: 'loginButton', x: 1, y: 2, w: 3, h: 4, z: 3 };

describe('what the sign-in page reads', () => {
  it('the layout of getCurrentPageConfig?type=0, parsed', async () => {
    const { client, sent } = scriptedClient({
      'POST /api/component/pageConfig/getCurrentPageConfig': () =>
        json(200, { code: 200, msg: '', data: { id: '1', type: '0', configData: JSON.stringify([button]) } }),
    });
    const layout = await readPageLayout(client);
    expect(layout?.map((c) => c.component)).toEqual(['loginButton']);
    expect(sent[0]?.search).toBe('?type=0');
  });

  it('no layout without a login button, or when the call fails', async () => {
    const noButton = scriptedClient({
      'POST /api/component/pageConfig/getCurrentPageConfig': () =>
        json(200, { code: 200, msg: '', data: { id: '1', type: '0', configData: '[]' } }),
    });
    expect(await readPageLayout(noButton.client)).toBeNull();
    expect(await readPageLayout(scriptedClient({}).client)).toBeNull();
  });

  it('a global configuration code, or null', async () => {
    const { client, sent } = scriptedClient({
      'POST /api/component/config/getGlobalConfig/captcha_config': () =>
        json(200, { code: 200, msg: '', data: [{ code: 'captcha_type', value: '1' }] }),
    });
    expect(await readGlobalConfig(client, 'captcha_config')).toEqual([{ code: 'captcha_type', value: '1' }]);
    expect(sent[0]?.path).toBe('/api/component/config/getGlobalConfig/captcha_config');
    expect(await readGlobalConfig(client, 'sass_config')).toBeNull();
  });

  it('the thresholds of getCaptchaAttempts', async () => {
    const { client } = scriptedClient({
      'GET /api/system/getCaptchaAttempts': () =>
        json(200, { captchaAttempts: 3, attempts: 0, badPasswordAttempts: 5 }),
    });
    expect(await readCaptchaThresholds(client)).toEqual({
      captchaAttempts: 3,
      attempts: 0,
      badPasswordAttempts: 5,
    });
  });

  it('the tenants, every one at once', async () => {
    const { client, sent } = scriptedClient({
      'POST /api/component/tenant/getTenantList': () =>
        json(200, {
          code: 200,
          msg: '',
          data: {
            records: [{ id: '1', tenantAccount: 'jtdemo', tenantName: '交通演示租户', activeFlag: '1' }],
            total: 1,
            size: 99999,
            current: 1,
          },
        }),
    });
    expect(await readTenants(client)).toEqual([
      { id: '1', tenantAccount: 'jtdemo', tenantName: '交通演示租户', activeFlag: '1' },
    ]);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ current: 1, size: 99999, model: { activeFlag: '1' } });
  });
});
