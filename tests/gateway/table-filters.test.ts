// Every filter the table configuration offers narrows its page's list: for each configured table
// (getDynamicTableConfigByParam, as the web reads it) and each column it marks filterable, a value
// picked from the page's unfiltered list is sent in the operator form the web sends (seed 000 §9,
// the web's own filterValue), through the list call the page loads with the filters the page adds
// itself; the answer must hold exactly the rows of the unfiltered list the filter keeps.

import { readFileSync } from 'node:fs';
import { seedTableConfigs } from '@jt/mocks/table-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPAIRED_FILTERS } from '../../apps/web/src/features/historical-comparison/comparison-rules';
import {
  type GalleryFilters,
  galleryQuery,
  PATROL_SOURCE,
} from '../../apps/web/src/features/patrols/image-rules';
import { userSearch } from '../../apps/web/src/features/users/user-rules';
import {
  abnormalFilters,
  queueFilters,
  withQueueFilters,
} from '../../apps/web/src/features/work-orders/work-order-rules';
import {
  type FilterOperator,
  filterValue,
  type TableFilter,
} from '../../apps/web/src/ui/table/filter-operators';
import type { TableQuery } from '../../apps/web/src/ui/table/table-query';
import { ADMIN, encrypt, INSPECTOR, tokenOf } from './support/gateway';
import { todayStart, WORLD_START_MS, type WorldGateway, worldGateway } from './support/world';

type Cell = string | number | boolean | null | undefined | readonly unknown[];
type Row = Record<string, Cell>;

interface ListAnswer {
  rows: Row[];
  total: number;
}

/** How a page loads its rows: the call its ConfigTable's `load` makes, given the table's query. */
type ListCall = (g: WorldGateway, query: TableQuery) => Promise<ListAnswer>;

/** A POST …/page list (TableQuery in, the platform's Page out), with the page's own filters. */
const page =
  (url: string, fixed: readonly TableFilter[] = []): ListCall =>
  async (g, query) => {
    const response = await g.app.inject({
      method: 'POST',
      url,
      headers: { authorization: g.token },
      payload: fixed.length ? withQueueFilters(query, fixed) : query,
    });
    const body = response.json();
    if (response.statusCode !== 200 || body.code !== 200) {
      throw new Error(`${url} ${JSON.stringify(query.filters)}: ${response.statusCode} ${response.body}`);
    }
    return { rows: body.data.records, total: body.data.total };
  };

/** 用户管理: cscp's GET search, the table's query turned into its parameters by the web's userSearch. */
const users: ListCall = async (g, query) => {
  const search = userSearch({ ...query, size: Math.min(query.size, 1000) });
  const response = await g.app.inject({
    method: 'GET',
    url: '/api/system/cscpUserDetailsOr',
    headers: { authorization: g.token },
    query: Object.fromEntries(Object.entries(search).map(([key, value]) => [key, String(value)])),
  });
  if (response.statusCode !== 200)
    throw new Error(`cscpUserDetailsOr: ${response.statusCode} ${response.body}`);
  const body = response.json();
  return { rows: body.data, total: body.recordsFiltered };
};

const ADMINISTRATION = '/api/administration';

/**
 * Each configured table's list call, as its page (apps/web/src/features/…) loads it: the one
 * place this test keeps the map (the web keeps it in each page's `load`). A page of queues
 * (/dispatch, /abnormal) loads one list per queue.
 */
const LISTS: Readonly<Record<string, ListCall | readonly ListCall[]>> = {
  '/system/user': users,
  '/diseaseConfig': page(`${ADMINISTRATION}/glDiseaseType/page`),
  '/diseaseMapping': page(`${ADMINISTRATION}/glDiseaseMapping/page`),
  '/diseaseManage': page(`${ADMINISTRATION}/glDisease/page`),
  '/workOrder': page(`${ADMINISTRATION}/glWorkOrder/page`),
  '/dispatch': (['waiting', 'overdue'] as const).map((queue) =>
    page(`${ADMINISTRATION}/glWorkOrder/page`, queueFilters(queue)),
  ),
  '/abnormal': (['overdue', 'rejected', 'reworked'] as const).map((kind) =>
    page(`${ADMINISTRATION}/glWorkOrder/page`, abnormalFilters(kind)),
  ),
  '/historicalComparison': page(`${ADMINISTRATION}/glWorkOrder/page`, REPAIRED_FILTERS),
  '/routeInfo': page(`${ADMINISTRATION}/glRoute/page`),
  '/roadDraw': page(`${ADMINISTRATION}/glRoadDraw/page`),
  '/assets': page(`${ADMINISTRATION}/glAsset/page`),
  '/roadSafety': page(`${ADMINISTRATION}/glSafetyHazard/page`),
  '/roadProperty': page(`${ADMINISTRATION}/glRoadProperty/page`),
  '/checkPile': page(`${ADMINISTRATION}/glCheckPile/page`),
  '/maintenanceArea': page(`${ADMINISTRATION}/glMaintenanceArea/page`),
  '/roadStateJudge': page(`${ADMINISTRATION}/glEvaluation/page`),
  '/devices': page(`${ADMINISTRATION}/glDevice/page`),
  '/patrolRecord': page(`${ADMINISTRATION}/glPatrol/page`),
  '/trip': page(`${ADMINISTRATION}/glTrip/page`),
  '/tableDemo': page(`${ADMINISTRATION}/glDisease/page`),
  '/tableHeaderDrag': page(`${ADMINISTRATION}/glPatrol/page`),
  '/patrolArrange': page(`${ADMINISTRATION}/glPatrolSchedule/page`),
  '/system/todo': page(`${ADMINISTRATION}/glTodo/page`),
  '/system/role': page('/api/component/role/page'),
  '/system/loginLog': page('/api/system/loginLog/page'),
  '/system/operLog': page('/api/system/operLog/page'),
  '/system/storage': page('/api/minio/objects/page'),
  '/system/tenant': page('/api/system/tenant/page'),
  '/system/form': page('/api/system/form/page'),
  '/system/userGroup': page('/api/system/userGroup/page'),
  '/system/job': page('/api/system/job/page'),
  '/system/syncLog': page('/api/system/syncLog/page'),
  '/system/notice': page('/api/system/notice/page'),
};

/** Every row of a list (one page of up to 100,000, the most an export asks for). */
const ALL = 100_000;

// ---- the test's own reading of the operators (seed 000 §9), apart from the gateway's ----

const TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

/** A cell as one text (a list of names as the table shows it: joined). */
const text = (cell: Cell): string | null =>
  cell === null || cell === undefined ? null : Array.isArray(cell) ? cell.join(',') : String(cell);

/** A time as the filter's DatePicker writes it (yyyy-MM-dd HH:mm:ss): a day is its midnight. */
const fullTime = (value: string) => `${value}${' 00:00:00'.slice(value.length - 10)}`;

type Kind = 'number' | 'time' | 'text';

/** Text in code-point order (as the backend's binary collation compares codes and times). */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function kindOf(cells: readonly Cell[]): Kind {
  const present = cells.filter((cell) => cell !== null && cell !== undefined && cell !== '');
  if (present.length > 0 && present.every((cell) => typeof cell === 'number')) return 'number';
  if (present.length > 0 && present.every((cell) => typeof cell === 'string' && TIME.test(cell)))
    return 'time';
  return 'text';
}

/** Whether a row's cell passes the filter `value` as the web sent it for `operator`. */
function keeps(kind: Kind, operator: FilterOperator, value: string, cell: Cell): boolean {
  const own = text(cell);
  if (operator === 'notEqual') return own === null || own !== value.slice(1);
  if (own === null || own === '') return false;
  if (operator === 'like') return own.toLowerCase().includes(value.slice(1, -1).toLowerCase());
  if (operator === 'in') return value.split(',').includes(own);
  const order =
    kind === 'number'
      ? Math.sign(Number(own) - Number(value))
      : compare(kind === 'time' ? fullTime(own) : own, value);
  return { gt: order > 0, ge: order >= 0, lt: order < 0, le: order <= 0 }[operator];
}

/** What a user would enter for each operator, from the values the rows show (most telling first). */
function candidates(kind: Kind, operator: FilterOperator, cells: readonly Cell[]): string[] {
  const counts = new Map<string, number>();
  for (const cell of cells) {
    const own = text(cell);
    if (own !== null && own !== '') counts.set(own, (counts.get(own) ?? 0) + 1);
  }
  const byCount = [...counts.keys()].sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0));
  const inputs = (() => {
    switch (operator) {
      case 'like':
        // A part of a value (its middle: neither its start nor its end), then whole values.
        return [
          ...byCount.filter((v) => [...v].length > 2).map((v) => [...v].slice(1, -1).join('')),
          ...byCount,
        ];
      case 'in':
        return byCount.length > 1 ? [`${byCount[0]},${byCount[1]}`, ...byCount] : byCount;
      case 'notEqual':
        return [...byCount].reverse();
      default: {
        const sorted = [...counts.keys()].sort((a, b) =>
          kind === 'number' ? Number(a) - Number(b) : compare(fullTime(a), fullTime(b)),
        );
        // Near the end the operator keeps (a tenth of the values), so the answer stays small.
        const near = Math.floor(sorted.length * (operator === 'gt' || operator === 'ge' ? 0.9 : 0.1));
        return [near, near - 1, near + 1, Math.floor(sorted.length / 2), 0, sorted.length - 1]
          .map((at) => sorted[at])
          .filter((v): v is string => v !== undefined);
      }
    }
  })();
  return [...new Set(inputs.map((input) => (kind === 'time' ? fullTime(input) : input)))];
}

// ---- the rows each list needs, made through the platform's calls ----

let g: WorldGateway;

async function write(method: 'POST' | 'PUT', url: string, payload: object, remoteAddress?: string) {
  const response = await g.app.inject({
    method,
    url,
    headers: { authorization: g.token },
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  const body = response.json();
  if (response.statusCode !== 200 || body.code !== 200) {
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  }
  return body.data;
}

const PNG = readFileSync(new URL('../../mocks/files/logo.png', import.meta.url));
const BOUNDARY = '----TableFiltersUpload';

async function upload(token: string, fileName: string): Promise<void> {
  const response = await g.app.inject({
    method: 'POST',
    url: '/api/minio/uploadFile',
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
  if (response.statusCode !== 200) throw new Error(`upload: ${response.statusCode} ${response.body}`);
}

/** A day from today (China time), as the schedule form writes it. */
const day = (offset: number) =>
  new Date(todayStart() + (8 + 24 * offset) * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  g = await worldGateway(10.5);
  // 登录日志: a refused sign-in from another address and another user's beside the admin's.
  await g.app.inject({
    method: 'POST',
    url: '/api/component/system/login',
    remoteAddress: '10.32.8.17',
    payload: {
      username: ADMIN.username,
      password: await encrypt(g.app, 'wrong-password'),
      tenantAccount: 'jtdemo',
      rememberme: '0',
    },
  });
  const inspector = await tokenOf(g.app, INSPECTOR);
  // The admin's newest session is the one left (a second sign-in ends the first).
  g = { ...g, token: await tokenOf(g.app, ADMIN) };
  // 用户组管理 starts empty: two groups; a taken name refused (操作日志 keeps the refusal too).
  await write('POST', '/api/system/userGroup', {
    groupName: '路面巡查组',
    description: '沪宁高速日常巡查',
    memberIds: ['1002'],
  });
  await write(
    'POST',
    '/api/system/userGroup',
    { groupName: '桥隧养护组', description: '桥梁隧道专项', memberIds: ['1001', '1002'] },
    '10.32.8.17',
  );
  const taken = await g.app.inject({
    method: 'POST',
    url: '/api/system/userGroup',
    headers: { authorization: g.token },
    payload: { groupName: '桥隧养护组', memberIds: [] },
  });
  expect(taken.json().code).not.toBe(200);
  // 通知公告 starts empty: a draft and a published notice.
  await write('POST', '/api/system/notice', { title: '汛期巡查安排', content: '汛期加密巡查。', level: '1' });
  const urgent = await write('POST', '/api/system/notice', {
    title: '桥梁专项检查通知',
    content: '本周完成桥梁专项检查。',
    level: '2',
  });
  await write('POST', `/api/system/notice/${urgent.id}/publish`, {});
  // 巡查安排 starts empty: two shifts on two days, on two routes.
  const [route, other] = (
    await g.app.inject({
      method: 'POST',
      url: '/api/administration/glRoute/page',
      headers: { authorization: g.token },
      payload: { current: 1, size: 2 },
    })
  ).json().data.records;
  const section = ({ routeCode, startStakeNo, endStakeNo }: Row) => ({ routeCode, startStakeNo, endStakeNo });
  await write('POST', '/api/administration/glPatrolSchedule', {
    ...section(route),
    inspectors: ['张三'],
    patrolDate: day(1),
    shift: '早班',
  });
  await write('POST', '/api/administration/glPatrolSchedule', {
    ...section(other),
    inspectors: ['李四', '王五'],
    patrolDate: day(2),
    shift: '中班',
  });
  // 同步日志: a run started by hand beside the scheduled ones.
  await write('POST', '/api/system/job/1/run', {});
  // 病害配置: a type of its own levels, then disabled.
  const markings = {
    code: 'BX01',
    typeName: '标线污损',
    category: '其他类',
    unit: 'm',
    levels: [1],
    repairDays: 10,
  };
  await write('POST', '/api/administration/glDiseaseType', markings);
  await write('POST', `/api/administration/glDiseaseType/${markings.code}/status`, { enabled: false });
  // 路线信息: one route regraded (all are expressways).
  await write('PUT', `/api/administration/glRoute/${route.routeCode}`, {
    name: route.name,
    lanes: route.lanes,
    technicalGrade: '一级公路',
    designSpeedKmh: route.designSpeedKmh,
    pavement: route.pavement,
    officeId: route.officeId,
  });
  // 病害映射: one label mapped anew (the others keep no 修改时间).
  await write('PUT', `/api/administration/glDiseaseMapping/${encodeURIComponent('块状裂缝')}`, {
    typeCode: '1',
    diseaseName: '横向裂缝',
  });
  // 存储配置: two users' uploads beside the platform's files.
  await upload(g.token, '巡查照片.png');
  await upload(inspector, '病害现场.png');
}, WORLD_START_MS);

afterAll(async () => {
  await g?.app.close();
});

async function configuredColumns(route: string) {
  const response = await g.app.inject({
    method: 'POST',
    url: '/api/tableSelf/getDynamicTableConfigByParam',
    headers: { authorization: g.token },
    payload: { route, tenantType: 1 },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.column as Array<{ key: string; filterOperator: FilterOperator | null }>;
}

/**
 * Filters one list by `key` with a value its rows show; what it checked, or null when no row of
 * this list has a value in the column (a queue whose orders have no unit yet).
 */
async function checkFilter(
  route: string,
  list: ListCall,
  all: ListAnswer,
  key: string,
  operator: FilterOperator,
): Promise<string | null> {
  const cells = all.rows.map((row) => row[key]);
  if (!cells.some((cell) => text(cell) !== null && text(cell) !== '')) return null;
  const kind = kindOf(cells);
  // The first input that keeps some rows but not all (or, where every row is alike, some).
  let chosen: { value: string; kept: number } | null = null;
  for (const input of candidates(kind, operator, cells)) {
    const value = filterValue(operator, input) as string;
    const kept = cells.filter((cell) => keeps(kind, operator, value, cell)).length;
    if (kept > 0 && (chosen === null || kept < all.total)) chosen = { value, kept };
    if (kept > 0 && kept < all.total) break;
  }
  if (!chosen) throw new Error(`${route} ${key}: no ${operator} value keeps a row`);
  const { value, kept } = chosen;
  const answer = await list(g, { current: 1, size: ALL, filters: [{ key, operator, value }] });
  const where = `${route} ${key} ${operator} ${value}`;
  expect(answer.total, where).toBeGreaterThan(0);
  const strays = answer.rows.filter((row) => !keeps(kind, operator, value, row[key]));
  expect(
    strays.map((row) => row[key]),
    where,
  ).toEqual([]);
  // Exactly the rows of the unfiltered list the filter keeps: narrower where the data allows.
  expect(answer.total, where).toBe(kept);
  return `${key} ${operator} ${value}: ${all.total} → ${answer.total}`;
}

describe('every filter the table configuration offers narrows its page’s list', () => {
  it('knows the list call of every configured table', () => {
    expect(Object.keys(LISTS).sort()).toEqual(seedTableConfigs.map((table) => table.route).sort());
  });

  for (const { route } of seedTableConfigs) {
    it(route, async () => {
      const lists = [LISTS[route] ?? []].flat();
      expect(lists.length, `${route}'s list call`).toBeGreaterThan(0);
      const columns = (await configuredColumns(route)).filter((column) => column.filterOperator !== null);
      expect(columns.length).toBeGreaterThan(0);
      const checked = new Map<string, string[]>();
      for (const list of lists) {
        const all = await list(g, { current: 1, size: ALL });
        expect(all.rows.length, `${route} lists every row`).toBe(all.total);
        for (const { key, filterOperator } of columns) {
          const done = await checkFilter(route, list, all, key, filterOperator as FilterOperator);
          if (done) checked.set(key, [...(checked.get(key) ?? []), done]);
        }
      }
      // Every configured filter checked on a list that has values for it.
      expect(
        columns.map(({ key }) => key).filter((key) => !checked.has(key)),
        `${route}: filters with no value in any of its rows`,
      ).toEqual([]);
    });
  }
});

describe('/patrolImage’s gallery filters narrow its pictures', () => {
  it('by route, disease type and the days picked, as the gallery writes them (galleryQuery)', async () => {
    const pictures = page(`${ADMINISTRATION}/glDisease/page`);
    const all = await pictures(g, { ...galleryQuery({}, 1), size: ALL });
    expect(all.total).toBeGreaterThan(0);
    expect(all.rows.length).toBe(all.total);
    const [first] = all.rows;
    const day = String(first?.reportTime).slice(0, 10);
    const choices: Array<[GalleryFilters, (row: Row) => boolean]> = [
      [{ routeName: String(first?.routeName) }, (row) => row.routeName === first?.routeName],
      [
        { diseaseTypeName: String(first?.diseaseTypeName) },
        (row) => row.diseaseTypeName === first?.diseaseTypeName,
      ],
      [{ days: [day, day] }, (row) => String(row.reportTime).startsWith(day)],
    ];
    for (const [filters, kept] of choices) {
      const answer = await pictures(g, { ...galleryQuery(filters, 1), size: ALL });
      const where = JSON.stringify(filters);
      expect(
        answer.rows.filter((row) => !kept(row) || row.sourceName !== PATROL_SOURCE),
        where,
      ).toEqual([]);
      expect(answer.total, where).toBe(all.rows.filter(kept).length);
      expect(answer.total, where).toBeGreaterThan(0);
      expect(answer.total, where).toBeLessThan(all.total);
    }
  });
});
