// What a drawn road section (道路绘制) must be before it is saved, apart from Fastify and the
// store: a name, a route of the network, a stake range inside the route, and a line the map can
// draw — checked whole, the first reason in Chinese — and the line's length in metres.

import type { RoadLine } from '@jt/mocks/world/road-network';
import { formatStake } from '@jt/mocks/world/stake';
import { stakeRangeOnRoute } from '@jt/mocks/world/stake-rules';
import { lineString } from '@turf/helpers';
import { length } from '@turf/length';
import gcoord from 'gcoord';
import { done, refused, type WorldResult } from '../../world/field-specs';

export type LngLat = [number, number];

/** The line's bounds: a polyline needs two vertices; 5000 is more than any section drawn by hand. */
export const PATH_LIMITS = { min: 2, max: 5000 } as const;
export const SECTION_LIMITS = { name: 50, remark: 200 } as const;

export const DIRECTION_NAMES: Readonly<Record<string, string>> = { '1': '上行', '2': '下行', '3': '双向' };

export const SECTION_REFUSALS = {
  missing: '路段不存在或已删除',
  name: `路段名称不能为空，最多 ${SECTION_LIMITS.name} 个字`,
  remark: `备注最多 ${SECTION_LIMITS.remark} 个字`,
  pathCount: `路段轨迹应有 ${PATH_LIMITS.min}～${PATH_LIMITS.max} 个点`,
  direction: '方向应为 1 上行、2 下行或 3 双向',
} as const;

/** What an administrator enters (the contract's RoadSectionFields). */
export interface SectionInput {
  sectionName: string;
  routeCode: string;
  startStakeNo: string;
  endStakeNo: string;
  direction: string;
  path: ReadonlyArray<readonly number[]>;
  remark?: string;
}

/** A checked entry: trimmed, stakes normalised and in metres. */
export interface CheckedSection {
  sectionName: string;
  routeCode: string;
  startStakeNo: string;
  endStakeNo: string;
  startStakeM: number;
  endStakeM: number;
  direction: string;
  path: LngLat[];
  remark: string;
}

/** The vertex's place in the line as people count (第 1 个点). */
const nth = (index: number) => `第 ${index + 1} 个点`;

/** The line as the map draws it: 2–5000 finite BD-09 pairs in range; the first reason otherwise. */
export function checkedPath(path: ReadonlyArray<readonly number[]>): WorldResult<LngLat[]> {
  if (path.length < PATH_LIMITS.min || path.length > PATH_LIMITS.max)
    return refused(SECTION_REFUSALS.pathCount);
  const out: LngLat[] = [];
  for (const [index, vertex] of path.entries()) {
    const [lng, lat] = vertex;
    if (vertex.length !== 2 || typeof lng !== 'number' || typeof lat !== 'number')
      return refused(`路段轨迹${nth(index)}应为 [经度, 纬度]`);
    if (!Number.isFinite(lng) || lng < -180 || lng > 180)
      return refused(`路段轨迹${nth(index)}的经度 ${lng} 不在 -180～180 之间`);
    if (!Number.isFinite(lat) || lat < -90 || lat > 90)
      return refused(`路段轨迹${nth(index)}的纬度 ${lat} 不在 -90～90 之间`);
    out.push([lng, lat]);
  }
  return done(out);
}

/** The length of a BD-09 line in metres (geodesic on WGS-84, turf), one decimal. */
export function pathLengthM(path: readonly LngLat[]): number {
  if (path.length < 2) return 0;
  const wgs84 = path.map((p) => gcoord.transform([p[0], p[1]], gcoord.BD09, gcoord.WGS84) as LngLat);
  return Math.round(length(lineString(wgs84), { units: 'kilometers' }) * 10_000) / 10;
}

/** Both stakes on the route, the start before the end; metres and the normalised texts. */
export function checkedStakeRange(
  line: RoadLine,
  startStakeNo: string,
  endStakeNo: string,
  routeName: string = line.routeName,
): WorldResult<{ startStakeM: number; endStakeM: number }> {
  const stakes = stakeRangeOnRoute(line, startStakeNo, endStakeNo, { endLabel: '终点桩号', routeName });
  return stakes.ok ? done(stakes.value) : refused(stakes.reason);
}

/**
 * Checks an entry whole (nothing is saved on a refusal). `lineOf` finds a route of the network;
 * `others` are the sections already saved, the one being edited left out; `nameOf` the route's
 * name now (a manager may have renamed it).
 */
export function checkedSection(
  input: SectionInput,
  lineOf: (routeCode: string) => RoadLine | undefined,
  others: ReadonlyArray<{ routeCode: string; sectionName: string }>,
  nameOf: (line: RoadLine) => string = (line) => line.routeName,
): WorldResult<CheckedSection> {
  const sectionName = input.sectionName.trim();
  if (!sectionName || sectionName.length > SECTION_LIMITS.name) return refused(SECTION_REFUSALS.name);
  const line = lineOf(input.routeCode);
  if (!line) return refused(`路线「${input.routeCode}」不存在`);
  if (others.some((other) => other.routeCode === line.routeCode && other.sectionName === sectionName))
    return refused(`${nameOf(line)}已有路段「${sectionName}」`);
  if (!DIRECTION_NAMES[input.direction]) return refused(SECTION_REFUSALS.direction);
  const stakes = checkedStakeRange(line, input.startStakeNo, input.endStakeNo, nameOf(line));
  if (!stakes.ok) return stakes;
  const remark = (input.remark ?? '').trim();
  if (remark.length > SECTION_LIMITS.remark) return refused(SECTION_REFUSALS.remark);
  const path = checkedPath(input.path);
  if (!path.ok) return path;
  return done({
    sectionName,
    routeCode: line.routeCode,
    startStakeNo: formatStake(stakes.value.startStakeM),
    endStakeNo: formatStake(stakes.value.endStakeM),
    ...stakes.value,
    direction: input.direction,
    path: path.value,
    remark,
  });
}

/** The line along a route between two stakes, a vertex every `stepM` metres (BD-09, the seeds'). */
export function pathAlong(line: RoadLine, fromM: number, toM: number, stepM = 100): LngLat[] {
  const out: LngLat[] = [];
  for (let m = fromM; m < toM; m += stepM) {
    const p = line.positionAtStake(m);
    out.push([p.lon, p.lat]);
  }
  const last = line.positionAtStake(toM);
  out.push([last.lon, last.lat]);
  return out;
}
