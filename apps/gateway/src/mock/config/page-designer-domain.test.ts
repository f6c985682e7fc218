import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageSignInComponents, type PageComponentType, place } from '@jt/mocks/page-config';
import { afterEach, describe, expect, it } from 'vitest';
import { MockStore } from '../store/mock-store';
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
import { pageDesignerDomain } from './page-designer-domain';

let t: DomainTestApp;
afterEach(async () => {
  await t?.app.close();
});

async function start(store?: MockStore) {
  t = await domainTestApp([configDomain, pageDesignerDomain], store);
  t.signIn(SEEDED_ADMIN);
}
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
const save = (payload: object) => call('POST', '/api/component/pageConfig', payload);
const current = async () =>
  (await call('POST', '/api/component/pageConfig/getCurrentPageConfig?type=0')).json().data;

const moved = imageSignInComponents.map((placed) =>
  placed.component === 'formTitle' ? { ...placed, textContent: '巡检平台登录', y: 120 } : placed,
);
const without = (component: string) =>
  imageSignInComponents.filter((placed) => placed.component !== component);

describe('page designer (系统配置 › 自定义登录页)', () => {
  it('lists the stored sign-in layouts with the one in use marked, and reads one', async () => {
    await start();
    const list = await call('GET', '/api/component/pageConfig/list?type=0');
    expect(list.statusCode).toBe(200);
    expect(contractErrors('listPageConfigs', 200, list.json())).toEqual([]);
    expect(list.json().data.map((c: { id: string; inUse: boolean }) => [c.id, c.inUse])).toEqual([
      ['1', true],
      ['2', false],
    ]);
    const one = await call('GET', '/api/component/pageConfig/2');
    expect(contractErrors('getPageConfig', 200, one.json())).toEqual([]);
    expect(one.json().data).toMatchObject({ id: '2', name: '登录页（视频背景）', type: '0', inUse: false });
    expectRefused(await call('GET', '/api/component/pageConfig/99'), 'getPageConfig', '页面配置不存在');
  });

  it('saves a changed layout, puts it in use, and the sign-in page reads it from then on', async () => {
    await start();
    const saved = await save({ id: '1', name: '默认登录页（图片背景）', type: '0', configData: moved });
    expect(saved.statusCode).toBe(200);
    expect(contractErrors('savePageConfig', 200, saved.json())).toEqual([]);
    expect(JSON.parse((await current()).configData)).toEqual(moved);

    const added = await save({ name: '新登录页', type: '0', configData: moved });
    expect(added.json().data).toMatchObject({ id: '4', name: '新登录页', inUse: false });
    expect((await current()).id).toBe('1');
    const used = await call('POST', '/api/component/pageConfig/4/use');
    expect(used.statusCode).toBe(200);
    expect(contractErrors('usePageConfig', 200, used.json())).toEqual([]);
    expect(used.json().data.inUse).toBe(true);
    expect(await current()).toMatchObject({ id: '4', name: '新登录页' });
    expectRefused(await call('POST', '/api/component/pageConfig/99/use'), 'usePageConfig', '页面配置不存在');
  });

  it.each([
    ['loginButton', '登录页必须包含登录按钮'],
    ['userNameInput', '登录页必须包含用户名输入框'],
    ['passwordInput', '登录页必须包含密码输入框'],
  ])('refuses a sign-in layout without %s in Chinese and keeps the stored one', async (component, detail) => {
    await start();
    expectRefused(
      await save({ id: '1', name: 'x', type: '0', configData: without(component) }),
      'savePageConfig',
      detail,
    );
    expect(JSON.parse((await current()).configData)).toEqual(imageSignInComponents);
  });

  it('refuses components outside the design, without a size or placed twice, and a changed type', async () => {
    await start();
    const at = (change: object) =>
      imageSignInComponents.map((placed) =>
        placed.component === 'logo' ? { ...placed, ...change } : placed,
      );
    const body = (configData: object[]) => ({ name: 'x', type: '0', configData });
    expectRefused(await save(body(at({ x: 1900 }))), 'savePageConfig', '组件 logo 超出 1920×1080 的设计范围');
    expectRefused(await save(body(at({ y: -1 }))), 'savePageConfig', '组件 logo 超出 1920×1080 的设计范围');
    expectRefused(await save(body(at({ w: 0 }))), 'savePageConfig', '组件 logo 的宽度和高度必须大于 0');
    expectRefused(
      await save(body([...imageSignInComponents, imageSignInComponents[1] as object])),
      'savePageConfig',
      '组件 logo 重复',
    );
    expectRefused(
      await save({ ...body(imageSignInComponents), id: '3' }),
      'savePageConfig',
      '页面配置的类型不能修改',
    );
    expectRefused(
      await save({ ...body(imageSignInComponents), id: '99' }),
      'savePageConfig',
      '页面配置不存在',
    );
    // The home page has no required components.
    expect((await save({ id: '3', name: '默认首页', type: '1', configData: [] })).statusCode).toBe(200);
    const unknownType = await save(body([{ ...imageSignInComponents[1], component: 'marquee' }]));
    expect(unknownType.statusCode).toBe(400);
    expect(contractErrors('savePageConfig', 400, unknownType.json())).toEqual([]);
  });

  it('is administration: a user without adminFlag is refused 403', async () => {
    await start();
    t.signIn(SEEDED_INSPECTOR);
    for (const response of [
      await call('GET', '/api/component/pageConfig/list?type=0'),
      await save({ id: '1', name: 'x', type: '0', configData: moved }),
      await call('POST', '/api/component/pageConfig/2/use'),
    ]) {
      expect(response.statusCode).toBe(403);
    }
    t.signIn(SEEDED_ADMIN);
    expect((await current()).id).toBe('1');
  });

  it('answers one layout to anyone, signed out too (the preview page)', async () => {
    await start();
    t.signIn(null);
    const one = await call('GET', '/api/component/pageConfig/1');
    expect(one.statusCode).toBe(200);
    expect(JSON.parse(one.json().data.configData)).toEqual(imageSignInComponents);
  });

  it('keeps saved layouts and the one in use in DATA_DIR', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'page-designer-'));
    try {
      await start(await MockStore.open(dir));
      await save({ name: '新登录页', type: '0', configData: moved });
      await call('POST', '/api/component/pageConfig/4/use');
      await t.store.flush();
      await t.app.close();
      await start(await MockStore.open(dir));
      expect(JSON.parse((await current()).configData)).toEqual(moved);
      expect((await current()).id).toBe('4');
    } finally {
      await t.store.flush();
      await rm(dir, { recursive: true, force: true });
    }
  });

  describe('home layouts (首页管理, 自定义首页)', () => {
    const widget = (component: string, x: number, y: number, w: number, h: number, z = 1) =>
      place({ component: component as PageComponentType, x, y, w, h, z });
    const HOME = [widget('homeWelcome', 0, 0, 1920, 200), widget('homeTodos', 0, 220, 940, 500, 2)];
    const currentHome = async () =>
      (await call('POST', '/api/component/pageConfig/getCurrentPageConfig?type=1')).json().data;

    it('adds, saves, puts in use and deletes a home layout only for the holders of its buttons', async () => {
      await start();
      const manage = ['800', '809'];
      const added = await expectButtonGuard(t, 'savePageConfig', manage, '8091', () =>
        save({ name: '养护首页', type: '1', configData: [] }),
      );
      const id = added.data.id as string;
      // 自定义首页's 保存 stores a designed layout.
      await expectButtonGuard(t, 'savePageConfig', ['800', '810'], '8101', () =>
        save({ id, name: '养护首页', type: '1', configData: HOME }),
      );
      await expectButtonGuard(t, 'deletePageConfig', manage, '8093', () =>
        call('DELETE', `/api/component/pageConfig/${id}`),
      );
      const inUse = (await currentHome()).id as string;
      await expectButtonGuard(t, 'usePageConfig', manage, '8092', () =>
        call('POST', `/api/component/pageConfig/${inUse}/use`),
      );
      // 自定义登录页's 保存 and 设为当前.
      await expectButtonGuard(t, 'savePageConfig', ['800', '811'], '8111', () =>
        save({ id: '2', name: '登录页（视频背景）', type: '0', configData: moved }),
      );
      await expectButtonGuard(t, 'usePageConfig', ['800', '811'], '8112', () =>
        call('POST', '/api/component/pageConfig/2/use'),
      );
      expect((await current()).id).toBe('2');
    });

    it('keeps a layout of home widgets, puts it in use for /home, and deletes one not in use', async () => {
      await start();
      expect(JSON.parse((await currentHome()).configData)).toEqual([]);
      const saved = await save({ name: '养护首页', type: '1', configData: HOME });
      expect(contractErrors('savePageConfig', 200, saved.json())).toEqual([]);
      const id = saved.json().data.id;
      expect((await call('POST', `/api/component/pageConfig/${id}/use`)).json().data.inUse).toBe(true);
      expect(JSON.parse((await currentHome()).configData)).toEqual(HOME);
      // The sign-in page's layout in use is not touched.
      expect((await current()).type).toBe('0');

      expectRefused(
        await call('DELETE', `/api/component/pageConfig/${id}`),
        'deletePageConfig',
        '当前使用的页面配置不能删除',
      );
      const copy = (await save({ name: '养护首页（副本）', type: '1', configData: HOME })).json().data;
      const deleted = await call('DELETE', `/api/component/pageConfig/${copy.id}`);
      expect(contractErrors('deletePageConfig', 200, deleted.json())).toEqual([]);
      expect(deleted.json()).toEqual({ code: 200, msg: '操作成功' });
      const listed = (await call('GET', '/api/component/pageConfig/list?type=1')).json().data;
      expect(listed.map((entry: { name: string }) => entry.name)).toEqual(['默认首页', '养护首页']);
      expectRefused(
        await call('DELETE', `/api/component/pageConfig/${copy.id}`),
        'deletePageConfig',
        '页面配置不存在',
      );
    });

    it('refuses a sign-in component on the home page and a home widget on the sign-in page', async () => {
      await start();
      expectRefused(
        await save({
          name: '首页',
          type: '1',
          configData: [...HOME, widget('loginButton', 0, 800, 200, 50)],
        }),
        'savePageConfig',
        '首页不能包含组件 loginButton',
      );
      expectRefused(
        await save({
          name: '登录页',
          type: '0',
          configData: [...imageSignInComponents, widget('homeTodos', 0, 0, 100, 100)],
        }),
        'savePageConfig',
        '登录页不能包含组件 homeTodos',
      );
      expectRefused(
        await save({ name: '首页', type: '1', configData: [widget('homeTodos', 1000, 0, 1000, 100)] }),
        'savePageConfig',
        '组件 homeTodos 超出 1920×1080 的设计范围',
      );
      expect(
        (await save({ name: '首页', type: '1', configData: [widget('homeBanner', 0, 0, 10, 10)] }))
          .statusCode,
      ).toBe(400);
      t.signIn(SEEDED_INSPECTOR);
      expect((await call('DELETE', '/api/component/pageConfig/3')).statusCode).toBe(403);
    });
  });
});
