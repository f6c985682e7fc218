// The permission buttons of seed 000 §6 on every management and system page that has them: the
// administrator sees each page's buttons; the same administrator with the button codes taken out
// of the menu tree (as a role without them would get it) sees the pages without them — nothing
// left to click, nothing disabled in their place.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { type RunningGateway, startGateway } from './support/gateway';
import { ADMIN, apiSignIn, type MenuEntry, openSignedIn } from './support/shell-session';
import { postAsAdmin, waitingOrder } from './support/work-orders';

let gateway: RunningGateway;
let browser: Browser;
let token: string;

/** The surveyed kilometre (G42 up line): the one whose sheet lists the survey. */
const SURVEYED = ['K252+300', 'K253+300'] as const;

beforeAll(async () => {
  gateway = await startGateway();
  browser = await launchChromium();
  token = await apiSignIn(gateway.url, ADMIN);
  // Rows whose buttons follow codes: an upload (存储配置 deletes only those), a draft notice and a
  // published one (编辑, 发布 and 删除 on the draft, 撤回 on the other).
  const form = new FormData();
  const png = readFileSync(new URL('../../mocks/files/logo.png', import.meta.url));
  form.append('file', new Blob([png], { type: 'image/png' }), 'permission-buttons.png');
  await call('/api/minio/uploadFile', form);
  await call('/api/system/notice', { title: '草稿公告', content: '按钮权限', level: '1' });
  const { data } = (await call('/api/system/notice', {
    title: '已发布公告',
    content: '按钮权限',
    level: '1',
  })) as { data: { id: string } };
  await call(`/api/system/notice/${data.id}/publish`);
  // Work orders whose rows offer the coded moves, newest first on /workOrder: one waiting for
  // dispatch (派单, also /dispatch's queue) and one waiting for acceptance (验收通过, 验收不通过).
  await waitingOrder(gateway.url, token);
  const accepting = await waitingOrder(gateway.url, token);
  const move = async (action: string, body: object) => {
    const moved = await postAsAdmin<{ code: number; msg: string; data: { repairStartTime: string } }>(
      gateway.url,
      token,
      `/api/administration/glWorkOrder/${accepting.id}/${action}`,
      body,
    );
    expect({ action, code: moved.code, msg: moved.msg }).toEqual({ action, code: 200, msg: '操作成功' });
    return moved.data;
  };
  await move('dispatch', { maintainUnitId: '20191' });
  const { repairStartTime } = await move('startRepair', {});
  // Submitted at once: its one step done when the repair started (no step may lie ahead).
  await move('submit', {
    steps: [
      { stepName: '安全布控', stepTime: repairStartTime, picBefore: 'before.jpg', picAfter: 'after.jpg' },
    ],
  });
  // A kilometre with a survey: its sheet lists the survey with 删除 (删除检测's code).
  await call('/api/administration/glEvaluation/survey', {
    routeCode: 'G42',
    direction: '1',
    startStakeNo: SURVEYED[0],
    endStakeNo: SURVEYED[1],
    surveyDate: '2026-05-10',
    iri: 9,
    rd: 30,
    sfc: 20,
  });
});

/** An administrator's call the page-independent rows come from (refused: the test stops). */
async function call(path: string, body?: FormData | object): Promise<unknown> {
  const response = await fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: token,
      ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

afterAll(async () => {
  await browser?.close();
  await gateway?.close();
});

/** A list read (the toolbar's buttons are drawn), and one with rows (the rows' buttons too). */
const TABLE = '.jt-config-table[data-status="ready"]';
const READY = `${TABLE} tbody tr.semi-table-row`;

/** A configuration page, drawn once its last card's form has its values. */
const CONFIG = '.jt-config-section:last-child form';

/**
 * Opens the surveyed kilometre's sheet on /roadStateJudge (found by its start stake, the up line).
 */
async function openSurveyedKilometre(page: Page) {
  await page.locator(READY).first().waitFor({ timeout: 30_000 });
  await page.locator('[data-filter-key="startStakeNo"] input').fill(SURVEYED[0]);
  await page.locator('.jt-road-state').getByRole('button', { name: '查询' }).click();
  const row = page.locator('.jt-road-state tbody tr.semi-table-row', { hasText: '上行' });
  for (const stake of SURVEYED)
    await row
      .filter({ has: page.getByText(stake, { exact: true }) })
      .first()
      .waitFor();
  await row
    .filter({ has: page.getByText(SURVEYED[0], { exact: true }) })
    .filter({ has: page.getByText(SURVEYED[1], { exact: true }) })
    .first()
    .click();
}

interface PageButtons {
  path: string;
  /** The buttons (their labels) its codes show: on the toolbar, on every row, or in `scope`. */
  buttons: readonly string[];
  /** What shows the page drawn (default: the list's rows). */
  ready?: string;
  /** Where the buttons are (default: the page). */
  scope?: string;
  /** What a user does first to reach the buttons (a row's sheet opened). */
  enter?: (page: Page) => Promise<void>;
}

/** Each page and the buttons its codes show (a path twice: the second reached by `enter`). */
const PAGES: readonly PageButtons[] = [
  { path: '/diseaseManage', buttons: ['新增病害', '导出', '编辑', '删除'] },
  { path: '/diseaseConfig', buttons: ['新增病害类型', '编辑', '停用', '删除'] },
  { path: '/diseaseMapping', buttons: ['修改映射'] },
  { path: '/patrolRecord', buttons: ['导出'], ready: TABLE },
  { path: '/patrolArrange', buttons: ['新增排班'], ready: TABLE },
  { path: '/trip', buttons: ['导出'], ready: TABLE },
  // The newest orders: one waiting for dispatch, one for acceptance (their moves follow codes).
  { path: '/workOrder', buttons: ['导出', '派单', '验收通过', '验收不通过'] },
  // 待派单's queue: each row's 派单 and the toolbar's 批量派单 (disabled until rows are ticked).
  { path: '/dispatch', buttons: ['批量派单', '派单'] },
  { path: '/roadProperty', buttons: ['导出'], ready: TABLE },
  { path: '/assets', buttons: ['新增资产', '登记检查', '删除'] },
  { path: '/devices', buttons: ['编辑'] },
  { path: '/checkPile', buttons: ['批量校正', '校正'] },
  { path: '/routeInfo', buttons: ['编辑'] },
  { path: '/roadDraw', buttons: ['新增路段', '编辑', '删除'] },
  { path: '/roadStateJudge', buttons: ['新增评定'], ready: TABLE },
  // 删除检测: the survey's 删除 in the kilometre's sheet.
  {
    path: '/roadStateJudge',
    buttons: ['删除'],
    enter: openSurveyedKilometre,
    scope: '.semi-sidesheet [data-evaluation-surveys]',
    ready: '.semi-sidesheet [data-evaluation-surveys] tbody tr.semi-table-row',
  },
  { path: '/roadSafety', buttons: ['上报隐患', '处置'] },
  { path: '/maintenanceArea', buttons: ['新增养护区域', '编辑', '删除'] },
  { path: '/system/holiday', buttons: ['新增日期'], ready: '.jt-holidays__year' },
  {
    path: '/system/dict',
    buttons: ['新增字典项', '编辑', '删除'],
    ready: '.jt-dict-page__items tbody tr.semi-table-row',
  },
  { path: '/system/form', buttons: ['新增表单', '设计', '复制', '删除'] },
  // Each card's 保存: 通用配置's (验证码配置's has its own code), 地图配置's, 会话配置's, 皮肤设置's.
  { path: '/system/config', buttons: ['保存'], ready: CONFIG },
  { path: '/system/mapConfig', buttons: ['保存'], ready: CONFIG },
  { path: '/system/session', buttons: ['保存'], ready: CONFIG },
  { path: '/system/skin', buttons: ['保存'], ready: CONFIG },
  // The upload's row (the platform's own files have no 删除).
  { path: '/system/storage', buttons: ['删除'] },
  {
    path: '/system/home',
    buttons: ['新增首页', '复制', '设为当前', '删除'],
    ready: '.jt-home-layouts tbody tr.semi-table-row',
  },
  // The designers: their bar is drawn with the layouts' list.
  { path: '/customHome', buttons: ['保存', '设为当前'], ready: '.jt-designer__bar' },
  { path: '/customLogin', buttons: ['保存', '设为当前'], ready: '.jt-designer__bar' },
  { path: '/system/user', buttons: ['新增用户', '编辑', '重置密码', '删除'] },
  { path: '/system/tenant', buttons: ['新增租户', '编辑', '删除'] },
  { path: '/system/notice', buttons: ['新增公告', '编辑', '发布', '撤回', '删除'] },
  { path: '/system/role', buttons: ['新增角色', '编辑', '分配权限', '删除'] },
  {
    path: '/system/dept',
    buttons: ['新增部门', '新增下级', '编辑', '删除'],
    ready: '.jt-departments tbody tr.semi-table-row',
  },
  // No group is seeded: the toolbar's button (the rows' 编辑 and 删除 follow the same codes).
  { path: '/system/userGroup', buttons: ['新增用户组'], ready: TABLE },
  { path: '/system/job', buttons: ['新增任务', '执行一次', '暂停', '编辑', '删除'] },
  {
    path: '/system/org',
    buttons: ['新增机构', '新增下级', '编辑', '删除'],
    ready: '.jt-organisations tbody tr',
  },
];

/**
 * Opens `path` as the menu does (in the app, no reload: the shell, menu and codes stay loaded),
 * once the page shown before it is gone.
 */
async function open(page: Page, path: string) {
  // Already there (a second look at the page): stay.
  if (new URL(page.url()).pathname === path) return;
  const before = await page.$('.jt-page');
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await before?.waitForElementState('hidden');
}

/** The page's buttons by label, counted once its rows are there. */
async function buttonsOn(
  page: Page,
  { path, buttons: labels, ready = READY, scope = '.jt-page', enter }: PageButtons,
) {
  await open(page, path);
  await enter?.(page);
  await page
    .locator(ready)
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(async (error: unknown) => {
      await page.screenshot({ path: `test-results/permission-buttons-failed.png` });
      throw new Error(`${path}: ${String(error)}`);
    });
  const counts: Record<string, number> = {};
  for (const label of labels)
    counts[label] = await page.locator(scope).getByRole('button', { name: label, exact: true }).count();
  if (enter) {
    // What was opened closes again (a sheet would stay over the next page).
    await page.keyboard.press('Escape');
    await page.locator(ready).first().waitFor({ state: 'hidden' });
  }
  return counts;
}

const stripCodes = (entries: MenuEntry[]): MenuEntry[] =>
  entries
    .filter((entry) => entry.type !== 'button')
    .map((entry) => ({ ...entry, children: stripCodes(entry.children ?? []) }));

describe('the permission buttons of every page', () => {
  it('shows each page’s buttons to the holder of their codes, and none to an account without them', async () => {
    const holder = await openSignedIn(browser, gateway.url, ADMIN, { token, path: '/home' });
    const lacking = await openSignedIn(browser, gateway.url, ADMIN, {
      token,
      path: '/home',
      prepare: (c) =>
        c.route('**/api/component/function/getPlatformMenuTree', async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as { data: MenuEntry[] };
          await route.fulfill({ response, json: { ...body, data: stripCodes(body.data) } });
        }),
    });
    for (const entry of PAGES) {
      const { path, buttons } = entry;
      const held = await buttonsOn(holder.page, entry);
      for (const label of buttons)
        expect({ path, label, shown: (held[label] ?? 0) > 0 }).toEqual({ path, label, shown: true });
      const without = await buttonsOn(lacking.page, entry);
      expect({ path, ...without }).toEqual({
        path,
        ...Object.fromEntries(buttons.map((label) => [label, 0])),
      });
    }
    await holder.context.close();
    await lacking.context.close();
  }, 240_000);
});
