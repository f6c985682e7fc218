// The disease situation screen's figures (/bsSickNew, 病害态势大屏): the diseases open on the
// network now (by type, level and route, where they are), what came in and what was handled,
// how far the month's work orders have got, and the overdue ones. One pass over the world's
// diseases and work orders at the clock's moment, so the wall agrees with /diseaseManage, the
// work-order pages, the other screens and the assistant. Pure over the World.

import type { Schemas } from '@jt/api-contract';
import { DAY, formatDay, formatTime, HOUR, parseTime, startOfDay } from '@jt/mocks/world/time';
import { STATUS_NAMES, type WorkOrderStatus } from '@jt/mocks/world/work-order-states';
import type { World } from '../../world/world';
import { latestDiseases, levelCounts, OPEN_STATUSES, typeCounts } from './disease-screen';

export type SickNewScreen = Schemas['SickNewScreen'];

const TREND_DAYS = 30;
const OVERDUE_LISTED = 8;
/** The work-order statuses in the order of their flow (the progress chart's bars). */
export const FLOW: readonly WorkOrderStatus[] = [1, 2, 3, 6, 99, 5, 4];

export function sickNewScreen(world: World): SickNewScreen {
  const now = world.clock.now();
  const today = startOfDay(now);
  const monthStart = today - (TREND_DAYS - 1) * DAY;
  const rows = world.diseases.rows();

  const trend = Array.from({ length: TREND_DAYS }, (_, i) => ({
    day: formatDay(monthStart + i * DAY),
    found: 0,
    handled: 0,
  }));
  const dayIndex = (ms: number) => Math.floor((startOfDay(ms) - monthStart) / DAY);
  const totals = {
    newToday: 0,
    newMonth: 0,
    open: 0,
    severeOpen: 0,
    overdue: 0,
    handledToday: 0,
    handledMonth: 0,
  };
  const byType = new Map<string, number>();
  const byLevel = new Map<1 | 2 | 3, number>([
    [1, 0],
    [2, 0],
    [3, 0],
  ]);
  const routes = new Map(
    world.roads
      .rows()
      .map((line) => [
        line.routeCode,
        { routeCode: line.routeCode, routeName: line.routeName, open: 0, found: 0 },
      ]),
  );
  const openPoints: SickNewScreen['openPoints'] = [];

  for (const row of rows) {
    if (row.reportMs > now) continue;
    const route = routes.get(row.routeCode);
    if (row.workOrderId !== null && OPEN_STATUSES.includes(row.processStatus as WorkOrderStatus)) {
      totals.open++;
      if (row.diseaseLevel === 3) totals.severeOpen++;
      byType.set(row.diseaseType, (byType.get(row.diseaseType) ?? 0) + 1);
      byLevel.set(row.diseaseLevel, (byLevel.get(row.diseaseLevel) ?? 0) + 1);
      if (route) route.open++;
      openPoints.push({ id: row.id, lon: row.lon, lat: row.lat, level: row.diseaseLevel });
    }
    const endMs = row.endTime ? parseTime(row.endTime) : Number.NaN;
    if (endMs >= monthStart && endMs <= now) {
      totals.handledMonth++;
      if (endMs >= today) totals.handledToday++;
      const day = trend[dayIndex(endMs)];
      if (day) day.handled++;
    }
    if (row.reportMs < monthStart) continue;
    totals.newMonth++;
    if (row.reportMs >= today) totals.newToday++;
    const day = trend[dayIndex(row.reportMs)];
    if (day) day.found++;
    if (route) route.found++;
  }

  const progress = new Map<WorkOrderStatus, number>(FLOW.map((s) => [s, 0]));
  const overdue: Array<SickNewScreen['overdue'][number]> = [];
  for (const order of world.workOrders.rows()) {
    if (parseTime(order.createTime) >= monthStart)
      progress.set(order.status, (progress.get(order.status) ?? 0) + 1);
    if (!order.overdue || !order.deadline) continue;
    overdue.push({
      id: order.id,
      orderCode: order.orderCode,
      diseaseName: order.diseaseName,
      diseaseLevel: order.diseaseLevel,
      routeName: order.routeName,
      stakeNo: order.stakeNo,
      maintainUnit: order.maintainUnit,
      deadline: order.deadline,
      overdueHours: Math.floor((now - parseTime(order.deadline)) / HOUR),
    });
  }
  totals.overdue = overdue.length;
  overdue.sort((a, b) => b.overdueHours - a.overdueHours || a.orderCode.localeCompare(b.orderCode));

  return {
    asOf: formatTime(now),
    totals,
    byType: typeCounts(world, byType),
    byLevel: levelCounts(byLevel),
    byRoute: [...routes.values()],
    progress: FLOW.map((status) => ({
      status,
      name: STATUS_NAMES[status],
      count: progress.get(status) ?? 0,
    })),
    overdue: overdue.slice(0, OVERDUE_LISTED),
    trend,
    openPoints,
    latest: latestDiseases(rows, now),
  };
}
