// What the data agents read from the world, in the words they answer with: the day's figures,
// the route or disease a question names, and the traffic on a route now (work zones of repairs
// under way, rush-hour slowdowns near the city). Pure functions of the world at its clock.

import { parseStake } from '@jt/mocks/world/stake';
import { formatDay, formatTime, HOUR, startOfDay, weekday } from '@jt/mocks/world/time';
import type { DiseaseRow } from '../../world/diseases';
import type { PatrolRow } from '../../world/patrols';
import type { WorkOrderRow } from '../../world/work-orders';
import type { World } from '../../world/world';

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

/** '5月18日星期一'. */
export function dayText(ms: number): string {
  const [, month, day] = formatDay(ms).split('-').map(Number) as [number, number, number];
  return `${month}月${day}日${WEEKDAYS[weekday(ms)]}`;
}

/** 'HH:mm'. */
export function clockText(ms: number): string {
  return formatTime(ms).slice(11, 16);
}

/** '坑槽3处、纵向裂缝2处' (most first), or '' for none. */
export function countText(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, n]) => `${name}${n}处`)
    .join('、');
}

export interface DayFigures {
  now: number;
  scheduled: number;
  patrols: PatrolRow[];
  live: PatrolRow[];
  mileageKm: number;
  diseases: DiseaseRow[];
  todos: ReturnType<World['todos']['list']>;
}

export function dayFigures(world: World): DayFigures {
  const now = world.clock.now();
  const patrols = world.patrols.today();
  const dayStart = startOfDay(now);
  return {
    now,
    scheduled: world.patrols.schedule().length,
    patrols,
    live: patrols.filter((p) => p.status === '2'),
    mileageKm: Math.round(patrols.reduce((km, p) => km + p.mileage, 0) * 10) / 10,
    diseases: world.diseases.rows().filter((d) => d.reportMs >= dayStart),
    todos: world.todos.list(),
  };
}

/** The route a question names by code ('G42') or name ('沪蓉', '绕城'), if any. */
export function routeOfQuery(world: World, query: string): string | undefined {
  const upper = query.toUpperCase();
  const byCode = [...world.roads.rows()]
    .sort((a, b) => b.routeCode.length - a.routeCode.length)
    .find((route) => upper.includes(route.routeCode));
  if (byCode) return byCode.routeCode;
  return world.roads
    .rows()
    .find((route) =>
      [route.name, ...route.aliases].some((name) => query.includes(name.replace(/高速|公路/g, ''))),
    )?.routeCode;
}

export interface DiseaseFilter {
  level?: 1 | 2 | 3;
  /** A word of the disease's name ('坑槽', '裂缝'). */
  name?: string;
  routeCode?: string;
}

const LEVEL_WORDS: ReadonlyArray<readonly [string, 1 | 2 | 3]> = [
  ['严重', 3],
  ['一般', 2],
  ['轻微', 1],
];
const NAME_WORDS = ['坑槽', '裂缝', '龟裂', '车辙', '沉陷', '松散', '泛油', '拥包', '修补'];

export function diseaseFilterOf(world: World, query: string): DiseaseFilter {
  const level = LEVEL_WORDS.find(([word]) => query.includes(word))?.[1];
  const name = NAME_WORDS.find((word) => query.includes(word));
  const routeCode = routeOfQuery(world, query);
  return {
    ...(level !== undefined ? { level } : {}),
    ...(name !== undefined ? { name } : {}),
    ...(routeCode !== undefined ? { routeCode } : {}),
  };
}

export function matches(row: DiseaseRow, filter: DiseaseFilter): boolean {
  return (
    (filter.level === undefined || row.diseaseLevel === filter.level) &&
    (filter.name === undefined ||
      row.diseaseName.includes(filter.name) ||
      row.diseaseTypeName.includes(filter.name)) &&
    (filter.routeCode === undefined || row.routeCode === filter.routeCode)
  );
}

/**
 * The disease a question is about: the diseaseId input, else a stake (K260+500) on the route it
 * names (or any route), the newest such disease.
 */
export function diseaseOfQuery(world: World, query: string, diseaseId: unknown): DiseaseRow | undefined {
  if (typeof diseaseId === 'string' && diseaseId !== '') {
    const byId = world.diseases.get(diseaseId);
    if (byId) return byId;
  }
  const stake = /K\d{1,4}\+\d{3}/i.exec(query)?.[0]?.toUpperCase();
  if (!stake) return undefined;
  const routeCode = routeOfQuery(world, query);
  return world.diseases
    .rows()
    .find((row) => row.stakeNo === stake && (routeCode === undefined || row.routeCode === routeCode));
}

export type TrafficLevel = '畅通' | '缓行' | '拥堵';

export interface TrafficSection {
  routeCode: string;
  routeName: string;
  from: string;
  to: string;
  level: TrafficLevel;
  reason: string;
  /** Kilometres affected (0 when free). */
  km: number;
  /** Stake of the section's middle, metres. */
  stakeM: number;
  /** A repair's work zone (a lane closed). */
  work: boolean;
}

/**
 * The traffic on a route now: a slowdown at each repair under way (its lane is closed), and in
 * the rush hours (7–9 h, 17–19 h) near the city end of the route, worse on weekdays.
 */
export function trafficOf(world: World, routeCode: string): TrafficSection[] {
  const line = world.roads.network.line(routeCode);
  if (!line) return [];
  const now = world.clock.now();
  const hour = (now - startOfDay(now)) / HOUR;
  const day = weekday(now);
  const sections: TrafficSection[] = [];
  const works = world.workOrders
    .rows()
    .filter((order: WorkOrderRow) => order.routeCode === routeCode && order.status === 3)
    .slice(0, 5);
  for (const order of works) {
    const stakeM = parseStake(order.stakeNo) ?? line.startStakeM;
    sections.push({
      routeCode,
      routeName: line.routeName,
      from: order.stakeNo,
      to: line.placeNear(stakeM),
      level: '缓行',
      reason: `${order.directionName}施工占道（${order.diseaseName}修补，${order.maintainUnit ?? '养护单位'}）`,
      km: 1 + (Number(order.id.slice(-2)) % 15) / 10,
      stakeM,
      work: true,
    });
  }
  const rush = (hour >= 7 && hour < 9) || (hour >= 17 && hour < 19.5);
  if (rush) {
    const city = line.places.at(-1) ?? line.places[0];
    const before = line.places.at(-2) ?? city;
    if (city && before) {
      const weekdayRush = day >= 1 && day <= 5;
      sections.push({
        routeCode,
        routeName: line.routeName,
        from: before.name,
        to: city.name,
        level: weekdayRush ? '拥堵' : '缓行',
        reason: weekdayRush ? '早晚高峰车流量大' : '周末车流量较大',
        km: weekdayRush ? 3.5 : 1.8,
        stakeM: Math.round((before.stakeM + city.stakeM) / 2),
        work: false,
      });
    }
  }
  return sections;
}
