// The disease screen's figures (/gl-diseaseInspection): one pass over the world's diseases and
// work orders at the clock's moment, so the wall agrees with /diseaseManage, the work-order
// pages and the assistant. Pure over the World: the plugin only answers it.

import type { Schemas } from '@jt/api-contract';
import { LEVEL_NAMES } from '@jt/mocks/world/disease-types';
import { DAY, formatDay, formatTime, HOUR, parseTime, startOfDay } from '@jt/mocks/world/time';
import { STATUS_NAMES, type WorkOrderStatus } from '@jt/mocks/world/work-order-states';
import type { DiseaseRow } from '../../world/diseases';
import type { World } from '../../world/world';

const TREND_DAYS = 30;
const LATEST = 10;
/** Work-order statuses that are still open (not accepted). */
export const OPEN_STATUSES: readonly WorkOrderStatus[] = [1, 2, 3, 6, 99, 5];

/** The answer's shape, from the contract. */
export type DiseaseScreen = Schemas['DiseaseScreen'];

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Counts by disease type code as the screens list them: named (病害配置's names), most first. */
export function typeCounts(world: World, counts: ReadonlyMap<string, number>): DiseaseScreen['byType'] {
  return [...counts]
    .map(([code, count]) => ({ code, name: world.diseaseTypes.get(code)?.typeName ?? code, count }))
    .sort((a, b) => b.count - a.count);
}

/** Counts by level (1 轻微, 2 一般, 3 严重), named. */
export function levelCounts(counts: ReadonlyMap<1 | 2 | 3, number>): DiseaseScreen['byLevel'] {
  return [...counts].map(([level, count]) => ({ level, name: LEVEL_NAMES[level], count }));
}

/** The ten newest diseases reported by `now` (rows newest first, as the world gives them). */
export function latestDiseases(rows: readonly DiseaseRow[], now: number): DiseaseScreen['latest'] {
  return rows
    .filter((row) => row.reportMs <= now)
    .slice(0, LATEST)
    .map((row) => ({
      id: row.id,
      diseaseCode: row.diseaseCode,
      diseaseName: row.diseaseName,
      diseaseLevel: row.diseaseLevel,
      diseaseLevelName: row.diseaseLevelName,
      routeName: row.routeName,
      stakeNo: row.stakeNo,
      directionName: row.directionName,
      reportTime: row.reportTime,
      processStatusName: row.processStatusName,
    }));
}

export function diseaseScreen(world: World): DiseaseScreen {
  const now = world.clock.now();
  const today = startOfDay(now);
  const monthStart = today - (TREND_DAYS - 1) * DAY;
  const yearStart = now - 365 * DAY;
  const rows = world.diseases.rows();

  const trend = Array.from({ length: TREND_DAYS }, (_, i) => ({
    day: formatDay(monthStart + i * DAY),
    found: 0,
    repaired: 0,
  }));
  const dayIndex = (ms: number) => Math.floor((startOfDay(ms) - monthStart) / DAY);
  const byType = new Map<string, number>();
  const byLevel = new Map<1 | 2 | 3, number>([
    [1, 0],
    [2, 0],
    [3, 0],
  ]);
  const byStatus = new Map<WorkOrderStatus, number>();
  const routes = new Map<string, { routeCode: string; routeName: string; found: number; open: number }>();
  for (const line of world.roads.rows()) {
    routes.set(line.routeCode, { routeCode: line.routeCode, routeName: line.routeName, found: 0, open: 0 });
  }
  const totals = { today: 0, month: 0, year: 0, open: 0, severeOpen: 0, repairedMonth: 0 };
  let needingRepair = 0;
  let acceptedOfMonth = 0;
  let repairHours = 0;
  const openPoints: DiseaseScreen['openPoints'] = [];
  const heat: DiseaseScreen['heat'] = [];

  for (const row of rows) {
    if (row.reportMs < yearStart || row.reportMs > now) continue;
    totals.year++;
    const route = routes.get(row.routeCode);
    const open = row.workOrderId !== null && OPEN_STATUSES.includes(row.processStatus as WorkOrderStatus);
    if (open) {
      totals.open++;
      if (row.diseaseLevel === 3) totals.severeOpen++;
      const status = row.processStatus as WorkOrderStatus;
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      if (route) route.open++;
      openPoints.push({ id: row.id, lon: row.lon, lat: row.lat, level: row.diseaseLevel });
    }
    const endMs = row.endTime ? parseTime(row.endTime) : Number.NaN;
    if (endMs >= monthStart && endMs <= now) {
      totals.repairedMonth++;
      const day = trend[dayIndex(endMs)];
      if (day) day.repaired++;
    }
    if (row.reportMs < monthStart) continue;
    totals.month++;
    if (row.reportMs >= today) totals.today++;
    const day = trend[dayIndex(row.reportMs)];
    if (day) day.found++;
    byType.set(row.diseaseType, (byType.get(row.diseaseType) ?? 0) + 1);
    byLevel.set(row.diseaseLevel, (byLevel.get(row.diseaseLevel) ?? 0) + 1);
    if (route) route.found++;
    heat.push([row.lon, row.lat]);
    if (row.workOrderId !== null) {
      needingRepair++;
      if (row.processStatus === 4 && row.endTime) {
        acceptedOfMonth++;
        repairHours += (endMs - row.reportMs) / HOUR;
      }
    }
  }

  return {
    asOf: formatTime(now),
    totals: {
      ...totals,
      repairRate: needingRepair === 0 ? 0 : round1((acceptedOfMonth / needingRepair) * 100),
      avgRepairHours: acceptedOfMonth === 0 ? 0 : round1(repairHours / acceptedOfMonth),
    },
    byType: typeCounts(world, byType),
    byLevel: levelCounts(byLevel),
    byStatus: OPEN_STATUSES.filter((s) => byStatus.has(s)).map((status) => ({
      status,
      name: STATUS_NAMES[status],
      count: byStatus.get(status) ?? 0,
    })),
    trend,
    byRoute: [...routes.values()],
    openPoints,
    heat,
    latest: latestDiseases(rows, now),
  };
}
