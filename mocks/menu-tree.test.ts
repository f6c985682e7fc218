import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedConfigs as configs } from './configs';
import {
  MENU_GLYPHS,
  MENU_ROLES,
  menuRoot,
  type SeedMenuEntry,
  SPRITE_CELL,
  SPRITE_COLUMNS,
  seedMenuTree,
} from './menu-tree';

const flat = (entries: readonly SeedMenuEntry[]): SeedMenuEntry[] =>
  entries.flatMap((e) => [e, ...flat(e.children)]);
const all = flat(seedMenuTree);
const urls = all.map((e) => e.url).filter((url): url is string => url !== null);

describe('the seeded menu tree', () => {
  it('has unique ids, each child pointing at its parent and ordered 1… among its siblings', () => {
    const ids = [menuRoot.id, ...all.map((e) => e.id)];
    expect(new Set(ids).size).toBe(ids.length);
    const check = (entries: readonly SeedMenuEntry[], parentId: string) => {
      expect(entries.map((e) => e.orderby)).toEqual(entries.map((_, i) => i + 1));
      for (const entry of entries) {
        expect(entry.parentId).toBe(parentId);
        check(entry.children, entry.id);
      }
    };
    check(seedMenuTree, '0');
  });

  it('has a page for every view of seed 000 §2: management, system tools, big screens, home', () => {
    const views = {
      management: [
        '/abnormal',
        '/checkPile',
        '/devices',
        '/diseaseConfig',
        '/diseaseManage',
        '/diseaseMapping',
        '/dispatch',
        '/assets',
        '/historicalComparison',
        '/patrolArrange',
        '/patrolRecord',
        '/patrolImage',
        '/roadDraw',
        '/roadProperty',
        '/roadStateJudge',
        '/roadSafety',
        '/routeInfo',
        '/trip',
        '/workOrder',
        '/maintenanceArea',
      ],
      systemTools: [
        '/system/holiday',
        '/system/dept',
        '/system/dict',
        '/encryption',
        '/system/form',
        '/system/config',
        '/system/home',
        '/customHome',
        '/customLogin',
        '/system/loginLog',
        '/system/operLog',
        '/system/menu',
        '/system/notice',
        '/system/org',
        '/system/role',
        '/system/session',
        '/system/skin',
        '/system/storage',
        '/system/syncLog',
        '/system/tenant',
        '/system/user',
        '/system/userGroup',
        '/system/job',
        '/system/mapConfig',
        '/system/todo',
      ],
      bigScreens: [
        '/bsSickNew',
        '/highwayInspectionNew',
        '/gl-bsSick',
        '/gl-highwayInspection',
        '/gl-diseaseInspection',
        '/gl-roadAssets',
        '/gl-eventScreen',
        '/gl-evaluation',
        '/gl-hotMap',
      ],
      home: ['/home'],
    };
    expect(views.systemTools).toHaveLength(25);
    for (const [kind, expected] of Object.entries(views)) {
      expect(urls, kind).toEqual(expect.arrayContaining(expected));
    }
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('opens big screens in a new window and every other page in the tabs', () => {
    for (const entry of all.filter((e) => e.type === 'menu2')) {
      const bigScreen = /^\/(gl-|bsSickNew|highwayInspectionNew)/.test(entry.url ?? '');
      expect(entry.openType, entry.url ?? entry.id).toBe(bigScreen ? '1' : '0');
      expect(entry.component).toBe(entry.name);
    }
    for (const entry of all.filter((e) => e.type !== 'menu2')) {
      expect(entry.openType).toBeNull();
      expect(entry.url).toBeNull();
    }
  });

  it('hides a few pages (their routes stay) and shows every group', () => {
    const hidden = all.filter((e) => e.isShow === '1').map((e) => e.url);
    expect(hidden).toEqual(['/gl-bsSick', '/encryption', '/system/loginLog']);
    expect(all.filter((e) => e.type === 'menu1').every((e) => e.isShow === '0')).toBe(true);
  });

  it('gives every menu entry an SVG icon as a base64 data URL and a cell of the sprite', () => {
    const glyphs = Object.keys(MENU_GLYPHS).length;
    const sprite = {
      width: SPRITE_COLUMNS * SPRITE_CELL,
      height: Math.ceil(glyphs / SPRITE_COLUMNS) * SPRITE_CELL,
    };
    for (const entry of all.filter((e) => e.type.startsWith('menu'))) {
      const base64 = entry.base64 ?? '';
      expect(base64.startsWith('data:image/svg+xml;base64,'), entry.id).toBe(true);
      const svg = Buffer.from(base64.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8');
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="24" height="24"[^>]*>.+<\/svg>$/,
      );
      const match = /^(0|-\d+)px (0|-\d+)px$/.exec(entry.imagePosition ?? '');
      expect(match, entry.id).not.toBeNull();
      const x = -Number(match?.[1]);
      const y = -Number(match?.[2]);
      expect(x % SPRITE_CELL === 0 && x < sprite.width && y % SPRITE_CELL === 0 && y < sprite.height).toBe(
        true,
      );
    }
  });

  it('matches the sprite file: 10 cells per row, as many rows as glyphs need', () => {
    const png = readFileSync(new URL('./files/menu-sprite.png', import.meta.url));
    expect(png.readUInt32BE(16)).toBe(SPRITE_COLUMNS * SPRITE_CELL);
    expect(png.readUInt32BE(20)).toBe(
      Math.ceil(Object.keys(MENU_GLYPHS).length / SPRITE_COLUMNS) * SPRITE_CELL,
    );
    expect(configs.sprite_config).toEqual({
      sprite_url_key: 'menu-sprite.png',
      sprite_width_key: String(SPRITE_CELL),
      sprite_pic_default_size_key: String(SPRITE_COLUMNS * SPRITE_CELL),
    });
  });

  it('has button entries with unique permission codes and no icon, page.system.szr among them', () => {
    const buttons = all.filter((e) => e.type === 'button');
    const codes = buttons.map((e) => e.permissionCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(
      expect.arrayContaining([
        'page.system.szr',
        'disease:add',
        'disease:export',
        'user:add',
        'user:deblocking',
        'workorder:dispatch',
      ]),
    );
    for (const button of buttons) {
      expect(button.base64).toBeNull();
      expect(button.roles).toEqual([]);
      expect(button.children).toEqual([]);
    }
    expect(all.filter((e) => e.type !== 'button').every((e) => e.permissionCode === null)).toBe(true);
  });

  it('lets the inspector role see only entries of the disease and patrol groups', () => {
    for (const top of seedMenuTree) {
      for (const entry of flat([top])) {
        expect(entry.roles.every((role) => (MENU_ROLES as readonly string[]).includes(role))).toBe(true);
        if (entry.roles.includes('inspector')) expect(['100', '200']).toContain(top.id);
      }
    }
  });
});
