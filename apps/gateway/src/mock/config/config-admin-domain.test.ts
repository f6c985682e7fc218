import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MockStore } from '../store/mock-store';
import { configAdminDomain } from './config-admin-domain';
import { configDomain } from './config-domain';
import {
  contractErrors,
  type DomainTestApp,
  domainTestApp,
  expectButtonGuard,
  expectRefused,
  SEEDED_ADMIN,
  SEEDED_INSPECTOR,
} from './domain-test-app';

let t: DomainTestApp;
afterEach(async () => {
  await t?.app.close();
});

const ADMIN = SEEDED_ADMIN;
const INSPECTOR = SEEDED_INSPECTOR;

async function start(store?: MockStore) {
  t = await domainTestApp([configDomain, configAdminDomain], store);
  t.signIn(ADMIN);
}
const post = (url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });
const saveConfig = (code: string, entries: Array<{ code: string; value: string }>) =>
  post(`/api/component/config/saveConfig/${code}`, entries);
const read = async (code: string) =>
  Object.fromEntries(
    (
      (await post(`/api/component/config/getGlobalConfig/${code}`)).json().data as Array<{
        code: string;
        value: string;
      }>
    ).map((e) => [e.code, e.value]),
  );

describe('saveConfig', () => {
  it('stores the keys given, keeps the others, and the next read answers them', async () => {
    await start();
    const response = await saveConfig('captcha_config', [
      { code: 'captcha_type', value: '0' },
      { code: 'captcha_max_attempts', value: '3' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(contractErrors('saveConfig', 200, response.json())).toEqual([]);
    expect(await read('captcha_config')).toMatchObject({
      captcha_type: '0',
      captcha_max_attempts: '3',
      verify_code_forbidden_time: '60',
    });
  });

  it('saves a code only for the holders of its page’s 保存 code, read off the code saved', async () => {
    await start();
    for (const [code, entry, path, button] of [
      ['common_config', { code: 'sys_title_name', value: '养护平台' }, ['800', '801'], '8011'],
      ['water_mark_config', { code: 'watermark_txt', value: '内部' }, ['800', '801'], '8011'],
      ['captcha_config', { code: 'captcha_type', value: '0' }, ['800', '801'], '8012'],
      ['map_config', { code: 'current_area', value: '江宁区' }, ['800', '802'], '8021'],
      ['sass_config', { code: 'sass_model', value: '1' }, ['800', '808'], '8081'],
      ['password_config', { code: 'password_expire_period', value: '60' }, ['800', '808'], '8081'],
      ['skin_config', { code: 'header_style', value: 'solid' }, ['800', '806'], '8061'],
    ] as const) {
      const before = await read(code);
      t.signIn(SEEDED_ADMIN);
      await expectButtonGuard(t, 'saveConfig', path, button, async () => {
        const answer = await saveConfig(code, [entry]);
        // The refused save changed nothing; the allowed one is read back.
        if (answer.statusCode === 403) expect(await read(code)).toEqual(before);
        return answer;
      });
      expect((await read(code))[entry.code]).toBe(entry.value);
    }
  });

  it('saves the skin (皮肤设置) that the shell reads with getConfigByCode', async () => {
    await start();
    expect(await read('skin_config')).toEqual({ theme_color: '#1456c4', header_style: 'gradient' });
    const saved = await saveConfig('skin_config', [
      { code: 'theme_color', value: '#2E7D32' },
      { code: 'header_style', value: 'solid' },
    ]);
    expect(contractErrors('saveConfig', 200, saved.json())).toEqual([]);
    const shell = await post('/api/component/config/getConfigByCode/skin_config');
    expect(shell.json().data).toEqual([
      { code: 'theme_color', value: '#2E7D32' },
      { code: 'header_style', value: 'solid' },
    ]);
    expect(await read('skin_config')).toEqual({ theme_color: '#2E7D32', header_style: 'solid' });
  });

  it('saves a map centre inside China and the district address', async () => {
    await start();
    const response = await saveConfig('map_config', [
      { code: 'map_center', value: '120.15507,30.274085' },
      { code: 'current_area', value: '西湖区' },
      { code: 'geo_json', value: '/media/xihu-district.geojson' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(await read('map_config')).toEqual({
      map_center: '120.15507,30.274085',
      current_area: '西湖区',
      geo_json: '/media/xihu-district.geojson',
    });
  });

  it.each([
    ['captcha_config', 'captcha_type', '3', "配置项 captcha_type 只能是 '0'、'1'、'2' 之一"],
    ['captcha_config', 'show_captcha', 'yes', "配置项 show_captcha 只能是 '0'（开启）或 '1'（关闭）"],
    ['captcha_config', 'captcha_max_attempts', '0', '配置项 captcha_max_attempts 应为 1 到 20 之间的整数'],
    ['map_config', 'map_center', '118.79', '配置项 map_center 应为“经度,纬度”，如 118.796877,32.060255'],
    ['map_config', 'map_center', '200,32', '配置项 map_center 经度应在 73 到 136 之间'],
    ['map_config', 'map_center', '118.8,60', '配置项 map_center 纬度应在 3 到 54 之间'],
    ['map_config', 'geo_json', 'http://x/y.json', '配置项 geo_json 应为 /media/ 下的 .geojson 文件地址'],
    ['common_config', 'sys_title_name', '  ', '配置项 sys_title_name 不能为空'],
    ['common_config', 'default_home_page', 'home', '配置项 default_home_page 应为以 / 开头的路由地址'],
    [
      'password_config',
      'password_expire_period',
      '1.5',
      '配置项 password_expire_period 应为 1 到 3650 之间的整数',
    ],
    ['water_mark_config', 'watermark_color', 'green', '配置项 watermark_color 应为 #RRGGBB 颜色'],
    ['water_mark_config', 'watermark_alpha', '1.5', '配置项 watermark_alpha 应为 0 到 1 之间的数'],
    ['skin_config', 'theme_color', 'green', '配置项 theme_color 应为 #RRGGBB 颜色'],
    ['skin_config', 'header_style', 'dark', "配置项 header_style 只能是 'gradient'、'solid' 之一"],
    ['map_config', 'captcha_type', '1', '配置项 captcha_type 不属于 map_config'],
  ])('refuses %s.%s = %j and saves nothing', async (code, key, value, detail) => {
    await start();
    const before = await read(code);
    const response = await saveConfig(code, [
      ...(code === 'captcha_config' && key !== 'captcha_type' ? [{ code: 'captcha_type', value: '0' }] : []),
      { code: key, value },
    ]);
    expectRefused(response, 'saveConfig', detail);
    expect(await read(code)).toEqual(before);
  });

  it('refuses a key twice in one save', async () => {
    await start();
    const response = await saveConfig('captcha_config', [
      { code: 'captcha_type', value: '0' },
      { code: 'captcha_type', value: '1' },
    ]);
    expectRefused(response, 'saveConfig', '配置项 captcha_type 重复');
  });

  it('refuses an unknown code or an empty list at the contract', async () => {
    await start();
    expect((await saveConfig('nope_config', [{ code: 'captcha_type', value: '1' }])).statusCode).toBe(400);
    expect((await saveConfig('captcha_config', [])).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    await start();
    t.signIn(INSPECTOR);
    const response = await saveConfig('captcha_config', [{ code: 'captcha_type', value: '0' }]);
    expect(response.statusCode).toBe(403);
    expect(contractErrors('saveConfig', 403, response.json())).toEqual([]);
    expect((await read('captcha_config')).captcha_type).toBe('1');
    t.signIn(null);
    expect((await saveConfig('captcha_config', [{ code: 'captcha_type', value: '0' }])).statusCode).toBe(401);
  });
});

const items = async (dicCode: string) =>
  (await post('/api/component/dic/listDicInfo', { dicCodeList: [dicCode] })).json().data;

describe('dictionary items', () => {
  it('lists the dictionaries with their counts', async () => {
    await start();
    const response = await post('/api/component/dic/listDicTypes');
    expect(response.statusCode).toBe(200);
    expect(contractErrors('listDicTypes', 200, response.json())).toEqual([]);
    expect(response.json().data).toContainEqual({ dicCode: 'disease_level', count: 3 });
  });

  it('adds, edits and deletes an item, listDicInfo answering each change', async () => {
    await start();
    const added = await post('/api/component/dic/saveDicItem', {
      dicCode: 'disease_level',
      value: '4',
      label: '特别严重',
    });
    expect(added.statusCode).toBe(200);
    expect(contractErrors('saveDicItem', 200, added.json())).toEqual([]);
    expect(await items('disease_level')).toContainEqual({
      key: 'disease_level',
      value: '4',
      label: '特别严重',
    });

    const edited = await post('/api/component/dic/saveDicItem', {
      dicCode: 'disease_level',
      value: '4',
      label: '极严重',
      originalValue: '4',
    });
    expect(edited.statusCode).toBe(200);
    expect((await items('disease_level')).at(-1)).toEqual({
      key: 'disease_level',
      value: '4',
      label: '极严重',
    });

    const deleted = await post('/api/component/dic/deleteDicItem', { dicCode: 'disease_level', value: '4' });
    expect(deleted.statusCode).toBe(200);
    expect(await items('disease_level')).toHaveLength(3);
  });

  it('adds, edits and deletes an item only for the holders of dict:add, dict:edit, dict:delete', async () => {
    await start();
    const path = ['800', '804'];
    const item = { dicCode: 'disease_level', value: '4', label: '特别严重' };
    await expectButtonGuard(t, 'saveDicItem', path, '8041', () =>
      post('/api/component/dic/saveDicItem', item),
    );
    await expectButtonGuard(t, 'saveDicItem', path, '8042', () =>
      post('/api/component/dic/saveDicItem', { ...item, label: '极严重', originalValue: '4' }),
    );
    await expectButtonGuard(t, 'deleteDicItem', path, '8043', () =>
      post('/api/component/dic/deleteDicItem', { dicCode: 'disease_level', value: '4' }),
    );
    expect(await items('disease_level')).toHaveLength(3);
  });

  it('refuses a duplicate value, a duplicate label and a missing item, changing nothing', async () => {
    await start();
    const before = await items('disease_level');
    expectRefused(
      await post('/api/component/dic/saveDicItem', { dicCode: 'disease_level', value: '1', label: '新' }),
      'saveDicItem',
      '字典值 1 已存在',
    );
    expectRefused(
      await post('/api/component/dic/saveDicItem', { dicCode: 'disease_level', value: '9', label: '轻微' }),
      'saveDicItem',
      '字典标签 轻微 已存在',
    );
    expectRefused(
      await post('/api/component/dic/saveDicItem', {
        dicCode: 'disease_level',
        value: '9',
        label: '新',
        originalValue: '8',
      }),
      'saveDicItem',
      '字典 disease_level 中没有值为 8 的项',
    );
    expectRefused(
      await post('/api/component/dic/deleteDicItem', { dicCode: 'disease_level', value: '8' }),
      'deleteDicItem',
      '字典 disease_level 中没有值为 8 的项',
    );
    expect(
      (await post('/api/component/dic/saveDicItem', { dicCode: 'disease_level', value: '', label: 'x' }))
        .statusCode,
    ).toBe(400);
    expect(await items('disease_level')).toEqual(before);
  });

  it('is for administrators only', async () => {
    await start();
    t.signIn(INSPECTOR);
    expect((await post('/api/component/dic/listDicTypes')).statusCode).toBe(403);
    expect(
      (await post('/api/component/dic/saveDicItem', { dicCode: 'disease_level', value: '4', label: '特' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post('/api/component/dic/deleteDicItem', { dicCode: 'disease_level', value: '1' })).statusCode,
    ).toBe(403);
    t.signIn(ADMIN);
    expect(await items('disease_level')).toHaveLength(3);
  });
});

describe('the store under DATA_DIR', () => {
  it('keeps saved configuration and dictionary items across a restart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'config-admin-'));
    try {
      await start(await MockStore.open(dir));
      await saveConfig('captcha_config', [{ code: 'captcha_type', value: '0' }]);
      await post('/api/component/dic/saveDicItem', { dicCode: 'road_direction', value: '4', label: '匝道' });
      await t.store.flush();
      await t.app.close();

      await start(await MockStore.open(dir));
      expect((await read('captcha_config')).captcha_type).toBe('0');
      expect(await items('road_direction')).toContainEqual({
        key: 'road_direction',
        value: '4',
        label: '匝道',
      });
    } finally {
      await t.store.flush();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
