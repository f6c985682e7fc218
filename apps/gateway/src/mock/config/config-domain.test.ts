import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { MockStore } from '../store/mock-store';
import { configDomain } from './config-domain';
import { configValues } from './config-values';
import {
  contractErrors,
  contractSchemaErrors,
  type DomainTestApp,
  domainTestApp,
  testUser,
} from './domain-test-app';
import { menuRecords } from './menu-entries';
import { pageConfigs } from './page-configs';

let t: DomainTestApp;
afterEach(async () => {
  await t?.app.close();
});

const post = (url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });

const form = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** The answer is the operation's documented 200 shape, and its body. */
function answerOf(operationId: string, response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(contractErrors(operationId, 200, body)).toEqual([]);
  return body;
}

describe('configuration codes', () => {
  it('answers map_config with the map centre, the district and the address of its GeoJSON file', async () => {
    t = await domainTestApp([configDomain]);
    const body = answerOf('getConfigByCode', await post('/api/component/config/getConfigByCode/map_config'));
    expect(body).toEqual({
      code: 200,
      msg: '操作成功',
      data: [
        { code: 'map_center', value: '118.796877,32.060255' },
        { code: 'current_area', value: '江宁区' },
        { code: 'geo_json', value: '/media/jiangning-district.geojson' },
      ],
    });
  });

  it('answers every code with the entries of the seed in the documented shape', async () => {
    t = await domainTestApp([configDomain]);
    for (const code of [
      'sprite_config',
      'captcha_config',
      'sass_config',
      'map_config',
      'common_config',
      'big_screen_config',
      'water_mark_config',
      'password_config',
    ]) {
      const body = answerOf('getConfigByCode', await post(`/api/component/config/getConfigByCode/${code}`));
      expect(body.data.length, code).toBeGreaterThan(0);
    }
  });

  it('shows a value changed in the store in the very next read', async () => {
    t = await domainTestApp([configDomain]);
    const read = async () =>
      (await post('/api/component/config/getGlobalConfig/captcha_config')).json().data[0];
    expect(await read()).toEqual({ code: 'captcha_type', value: '1' });
    configValues(t.store).set('captcha_config', 'captcha_type', '2');
    expect(await read()).toEqual({ code: 'captcha_type', value: '2' });
  });

  it('reads global codes without a session but the others only with one', async () => {
    t = await domainTestApp([configDomain]);
    t.signIn(null);
    const global = await post('/api/component/config/getGlobalConfig/sass_config');
    expect(answerOf('getGlobalConfig', global).data).toEqual([
      { code: 'sass_model', value: '0' },
      { code: 'common_tenant_account', value: 'jtdemo' },
    ]);
    const byCode = await post('/api/component/config/getConfigByCode/common_config');
    expect(byCode.statusCode).toBe(401);
  });

  it('refuses a code the contract does not list with the field and the allowed values', async () => {
    t = await domainTestApp([configDomain]);
    const response = await post('/api/component/config/getConfigByCode/secret_config');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[0]).toMatchObject({
      objectName: 'params',
      field: 'code',
      rule: 'enum',
    });
  });

  it('answers several codes at once as one list, in the order asked', async () => {
    t = await domainTestApp([configDomain]);
    const body = answerOf(
      'getConfigByCodes',
      await post('/api/component/config/getConfigByCodes', ['common_config', 'water_mark_config']),
    );
    expect(body.data).toEqual([
      { code: 'default_home_page', value: '/home' },
      { code: 'sys_title_logo', value: 'platform-logo.png' },
      { code: 'sys_title_name', value: '交通数字大脑' },
      { code: 'enable_top_menu', value: '1' },
      { code: 'enable_watermark_config', value: '0' },
      { code: 'watermark_txt', value: '交通数字大脑 内部资料' },
      { code: 'watermark_x_space', value: '50' },
      { code: 'watermark_y_space', value: '50' },
      { code: 'watermark_font', value: '微软雅黑' },
      { code: 'watermark_color', value: '#000000' },
      { code: 'watermark_fontsize', value: '18px' },
      { code: 'watermark_alpha', value: '0.15' },
      { code: 'watermark_angle', value: '15' },
    ]);
  });

  it("answers the tenant's password expiry period from the form, and nothing for an unknown tenant", async () => {
    t = await domainTestApp([configDomain]);
    const url = '/api/component/config/getTenantConfig/password_config';
    const known = answerOf(
      'getTenantConfig',
      await form(url, { code: 'password_expire_period', tenantAccount: 'jtdemo' }),
    );
    expect(known).toEqual({
      code: 200,
      msg: '操作成功',
      data: [{ code: 'password_expire_period', value: '90' }],
    });
    configValues(t.store).set('password_config', 'password_expire_period', '30');
    expect((await form(url, { code: 'password_expire_period', tenantAccount: 'jtqa' })).json().data).toEqual([
      { code: 'password_expire_period', value: '30' },
    ]);
    expect(
      (await form(url, { code: 'password_expire_period', tenantAccount: 'nobody' })).json().data,
    ).toEqual([]);
  });

  it('takes the tenant configuration only as a form', async () => {
    t = await domainTestApp([configDomain]);
    const response = await post('/api/component/config/getTenantConfig/password_config', {
      code: 'password_expire_period',
      tenantAccount: 'jtdemo',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('the sign-in page configuration', () => {
  const read = (type = '0') => post(`/api/component/pageConfig/getCurrentPageConfig?type=${type}`);

  it('answers the image variant by default, its configData a component list of the contract', async () => {
    t = await domainTestApp([configDomain]);
    t.signIn(null);
    const body = answerOf('getCurrentPageConfig', await read());
    expect(body.data).toMatchObject({ id: '1', name: '默认登录页（图片背景）', type: '0' });
    const components = JSON.parse(body.data.configData);
    expect(contractSchemaErrors('PageComponentList', components)).toEqual([]);
    expect(components[0]).toMatchObject({
      component: 'background',
      imageName: 'login-background.jpg',
      videoName: null,
    });
  });

  it('answers the video variant once QA puts it in use, and the choice stays in the store', async () => {
    t = await domainTestApp([configDomain]);
    expect(pageConfigs(t.store).select('0', '2')).toBe(true);
    const body = answerOf('getCurrentPageConfig', await read());
    expect(body.data).toMatchObject({ id: '2', name: '登录页（视频背景）', type: '0' });
    expect(JSON.parse(body.data.configData)[0]).toMatchObject({
      component: 'background',
      imageName: null,
      videoName: 'login-background.mp4',
      coverPhotoName: 'login-background-cover.jpg',
    });
    expect(pageConfigs(t.store).select('0', '3')).toBe(false);
    expect(pageConfigs(t.store).select('0', '9')).toBe(false);
    expect((await read()).json().data.id).toBe('2');
  });

  it('answers the home page its empty layout and refuses a page type the contract does not list', async () => {
    t = await domainTestApp([configDomain]);
    expect(answerOf('getCurrentPageConfig', await read('1')).data).toEqual({
      id: '3',
      name: '默认首页',
      type: '1',
      configData: '[]',
    });
    const unknown = await read('7');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors[0]).toMatchObject({
      objectName: 'querystring',
      field: 'type',
      rule: 'enum',
    });
  });
});

describe('dictionaries and table columns', () => {
  it('answers the items of every dictionary asked for, keyed by its code, unknown codes adding nothing', async () => {
    t = await domainTestApp([configDomain]);
    const body = answerOf(
      'listDicInfo',
      await post('/api/component/dic/listDicInfo', {
        dicCodeList: ['disease_level', 'no_such_dic', 'road_direction'],
      }),
    );
    expect(body.data).toEqual([
      { key: 'disease_level', value: '1', label: '轻微' },
      { key: 'disease_level', value: '2', label: '一般' },
      { key: 'disease_level', value: '3', label: '严重' },
      { key: 'road_direction', value: '1', label: '上行' },
      { key: 'road_direction', value: '2', label: '下行' },
      { key: 'road_direction', value: '3', label: '双向' },
    ]);
  });

  it('lists the disease types the recognition keeps (坑槽, 裂缝) among the others', async () => {
    t = await domainTestApp([configDomain]);
    const labels = (await post('/api/component/dic/listDicInfo', { dicCodeList: ['disease_type'] }))
      .json()
      .data.map((item: { label: string }) => item.label);
    expect(labels.slice(0, 4)).toEqual(['裂缝', '坑槽', '车辙', '沉陷']);
  });

  it("answers a route's configured columns, and none for a route without configuration", async () => {
    t = await domainTestApp([configDomain]);
    const url = '/api/tableSelf/getDynamicTableConfigByParam';
    const body = answerOf(
      'getDynamicTableConfigByParam',
      await post(url, { route: '/diseaseManage', tenantType: 1 }),
    );
    expect(body.data.route).toBe('/diseaseManage');
    expect(body.data.column[0]).toEqual({
      key: 'diseaseCode',
      title: '病害编号',
      width: 160,
      align: 'center',
      fixed: 'left',
      isShow: '0',
      orderby: 1,
      filterOperator: 'like',
    });
    const none = answerOf(
      'getDynamicTableConfigByParam',
      await post(url, { route: '/nowhere', tenantType: 1 }),
    );
    expect(none.data).toEqual({ route: '/nowhere', column: [] });
  });

  it('uses every filter operator of seed §9 somewhere in the configured tables', async () => {
    t = await domainTestApp([configDomain]);
    const operators = new Set<string>();
    for (const route of [
      '/diseaseManage',
      '/workOrder',
      '/patrolRecord',
      '/system/user',
      '/system/loginLog',
    ]) {
      const { column } = (
        await post('/api/tableSelf/getDynamicTableConfigByParam', { route, tenantType: 1 })
      ).json().data;
      expect(column.length, route).toBeGreaterThan(0);
      for (const c of column) if (c.filterOperator) operators.add(c.filterOperator);
    }
    expect([...operators].sort()).toEqual(['ge', 'gt', 'in', 'le', 'like', 'lt', 'notEqual']);
  });
});

interface Entry {
  id: string;
  type: string;
  url: string | null;
  permissionCode: string | null;
  children?: Entry[];
}

const flat = (entries: Entry[]): Entry[] => entries.flatMap((e) => [e, ...flat(e.children ?? [])]);

describe('the menu tree', () => {
  const tree = (resourceId = '0') => post('/api/component/function/getPlatformMenuTree', { resourceId });

  it('gives admin every entry: the root entry first, then the top-level entries with their children', async () => {
    t = await domainTestApp([configDomain]);
    t.signIn(testUser(['admin']));
    const body = answerOf('getPlatformMenuTree', await tree());
    expect(body.data[0]).toEqual({
      id: '0',
      parentId: '-1',
      name: 'root',
      title: '平台菜单',
      type: 'root',
      url: null,
      component: null,
      isShow: '0',
      orderby: 0,
      openType: null,
      imagePosition: null,
      base64: null,
      permissionCode: null,
      children: [],
    });
    expect(body.data.map((e: Entry) => e.id)).toEqual([
      '0',
      '1',
      '100',
      '200',
      '300',
      '400',
      '500',
      '600',
      '800',
      '900',
    ]);
    const entries = flat(body.data);
    // Every stored entry, the root included.
    expect(entries).toHaveLength(menuRecords(t.store).size);
    expect(entries.filter((e) => e.type === 'button').map((e) => e.permissionCode)).toContain(
      'page.system.szr',
    );
    expect(entries.map((e) => e.url)).toEqual(
      expect.arrayContaining([
        '/home',
        '/diseaseManage',
        '/gl-diseaseInspection',
        '/bsSickNew',
        '/system/user',
      ]),
    );
    expect(JSON.stringify(body)).not.toContain('roles');
  });

  it('gives inspector only the patrol and disease entries, their buttons, and no page.system.szr', async () => {
    t = await domainTestApp([configDomain]);
    t.signIn(testUser(['inspector'], 'inspector'));
    const body = answerOf('getPlatformMenuTree', await tree());
    const shape = (entries: Entry[]): unknown =>
      entries.map((e) => (e.children?.length ? { [e.id]: shape(e.children) } : e.id));
    expect(shape(body.data)).toEqual([
      '0',
      { '100': [{ '101': ['1011', '1012', '1013', '1014'] }, '104'] },
      { '200': [{ '201': ['2011'] }, '203', { '204': ['2041'] }] },
    ]);
    const codes = flat(body.data).map((e) => e.permissionCode);
    expect(codes).not.toContain('page.system.szr');
    expect(codes).toEqual(
      expect.arrayContaining(['disease:add', 'disease:export', 'patrol:export', 'trip:export']),
    );
  });

  it('gives an account without menu roles an empty list', async () => {
    t = await domainTestApp([configDomain]);
    t.signIn(testUser([], 'nomenu'));
    expect(answerOf('getPlatformMenuTree', await tree())).toEqual({ code: 200, msg: '操作成功', data: [] });
  });

  it('answers the visible children of another entry, and nothing for an entry the user cannot see', async () => {
    t = await domainTestApp([configDomain]);
    t.signIn(testUser(['inspector'], 'inspector'));
    expect((await tree('100')).json().data.map((e: Entry) => e.id)).toEqual(['101', '104']);
    expect((await tree('900')).json().data).toEqual([]);
    expect((await tree('nope')).json().data).toEqual([]);
  });

  it('answers 401 when the call carries no session', async () => {
    t = await domainTestApp([configDomain]);
    t.signIn(null);
    const response = await tree();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, detail: '身份认证信息已失效，请重新登录' });
  });
});

describe('the tenant list', () => {
  const list = (payload: unknown) => post('/api/component/tenant/getTenantList', payload);

  it('answers every tenant on one page as the sign-in page asks', async () => {
    t = await domainTestApp([configDomain]);
    t.signIn(null);
    const body = answerOf('getTenantList', await list({ current: 1, size: 99999, model: {} }));
    expect(body.data).toEqual({
      records: [
        { id: '1001', tenantAccount: 'jtdemo', tenantName: '交通演示租户', activeFlag: '1' },
        { id: '1002', tenantAccount: 'jtqa', tenantName: '质量保障租户', activeFlag: '1' },
        { id: '1003', tenantAccount: 'jtold', tenantName: '历史停用租户', activeFlag: '0' },
      ],
      total: 3,
      size: 99999,
      current: 1,
      pages: 1,
    });
  });

  it('filters by activeFlag exactly and by account and name as substrings', async () => {
    t = await domainTestApp([configDomain]);
    const accounts = async (model: object) =>
      (await list({ current: 1, size: 10, model }))
        .json()
        .data.records.map((r: { tenantAccount: string }) => r.tenantAccount);
    expect(await accounts({ activeFlag: '1' })).toEqual(['jtdemo', 'jtqa']);
    expect(await accounts({ activeFlag: '0' })).toEqual(['jtold']);
    expect(await accounts({ tenantAccount: 'JT' })).toEqual(['jtdemo', 'jtqa', 'jtold']);
    expect(await accounts({ tenantAccount: 'qa' })).toEqual(['jtqa']);
    expect(await accounts({ tenantName: '演示' })).toEqual(['jtdemo']);
    expect(await accounts({ activeFlag: '1', tenantName: '停用' })).toEqual([]);
  });

  it('pages with current and size', async () => {
    t = await domainTestApp([configDomain]);
    const second = (await list({ current: 2, size: 2, model: {} })).json().data;
    expect(second).toMatchObject({ total: 3, size: 2, current: 2, pages: 2 });
    expect(second.records.map((r: { id: string }) => r.id)).toEqual(['1003']);
    expect((await list({ current: 3, size: 2, model: {} })).json().data.records).toEqual([]);
  });

  it('refuses a page size above 99999 and an undocumented filter', async () => {
    t = await domainTestApp([configDomain]);
    expect((await list({ current: 1, size: 100000, model: {} })).json().fieldErrors[0]).toMatchObject({
      field: 'size',
      rule: 'maximum',
    });
    expect((await list({ current: 1, size: 10, model: { id: '1001' } })).json().fieldErrors[0]).toMatchObject(
      {
        field: 'model.id',
        rule: 'additionalProperties',
      },
    );
  });
});

describe('the store under DATA_DIR', () => {
  it("is back to the seed after QA's reset, even for state kept from before the restart", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'config-reset-'));
    try {
      const before = await MockStore.open(dir);
      pageConfigs(before).select('0', '2');
      menuRecords(before).delete('101');
      await before.flush();

      t = await domainTestApp([configDomain], await MockStore.open(dir));
      // No call has read these collections in this run yet: the domain declared them at start.
      t.store.reset();
      expect((await post('/api/component/pageConfig/getCurrentPageConfig?type=0')).json().data.id).toBe('1');
      expect(menuRecords(t.store).has('101')).toBe(true);
    } finally {
      // The store writes shortly after each change: let it finish before its folder goes.
      await t.store.flush();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps changed values and the page configuration in use across a restart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'config-store-'));
    try {
      const first = await MockStore.open(dir);
      configValues(first).set('sass_config', 'sass_model', '1');
      pageConfigs(first).select('0', '2');
      await first.flush();

      t = await domainTestApp([configDomain], await MockStore.open(dir));
      expect((await post('/api/component/config/getGlobalConfig/sass_config')).json().data[0]).toEqual({
        code: 'sass_model',
        value: '1',
      });
      expect((await post('/api/component/pageConfig/getCurrentPageConfig?type=0')).json().data.id).toBe('2');
    } finally {
      // The store writes shortly after each change: let it finish before its folder goes.
      await t.store.flush();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
