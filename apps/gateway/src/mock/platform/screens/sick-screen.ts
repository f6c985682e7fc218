// The older disease situation screen's figures (/gl-bsSick, 病害态势大屏（旧版）): how each
// management office (管理处) keeps up with its routes' diseases — found, open, repaired, the
// repair rate and the share repaired by the deadline — the year month by month, how long
// repairs take, and the kilometres with the most diseases. One pass over the world's diseases
// and work orders at the clock's moment; repairRate and avgRepairHours are those of
// /gl-diseaseInspection (same definitions, tested equal). Pure over the World.

import type { Schemas } from '@jt/api-contract';
import { formatStake } from '@jt/mocks/world/stake';
import { DAY, formatDay, formatTime, HOUR, parseTime, startOfDay } from '@jt/mocks/world/time';
import type { WorkOrderStatus } from '@jt/mocks/world/work-order-states';
import type { World } from '../../world/world';
import { OPEN_STATUSES } from './disease-screen';

export type SickScreen = Schemas['SickScreen'];

const MONTH_DAYS = 30;
const MONTHS = 12;
const TOP_SECTIONS = 10;
/** Repair durations (report to acceptance): upper bounds in hours, and the names shown. */
export const DURATION_BUCKETS: ReadonlyArray<{ name: string; maxHours: number }> = [
  { name: '24小时内', maxHours: 24 },
  { name: '1～3天', maxHours: 72 },
  { name: '3～7天', maxHours: 168 },
  { name: '7天以上', maxHours: Number.POSITIVE_INFINITY },
];

const round1 = (x: number) => Math.round(x * 10) / 10;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : round1((part / whole) * 100));

/** The last `MONTHS` calendar months (China time) up to the one holding `now`, oldest first. */
export function lastMonths(now: number): string[] {
  const [year, month] = formatDay(now).split('-').map(Number) as [number, number];
  return Array.from({ length: MONTHS }, (_, i) => {
    const index = year * 12 + (month - 1) - (MONTHS - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

interface OfficeTally {
  orgId: string;
  orgName: string;
  routeCodes: string[];
  found: number;
  open: number;
  repaired: number;
  needing: number;
  acceptedOfMonth: number;
  onTime: number;
  timed: number;
}

export function sickScreen(world: World): SickScreen {
  const now = world.clock.now();
  const monthStart = startOfDay(now) - (MONTH_DAYS - 1) * DAY;
  const yearStart = now - 365 * DAY;

  const offices: OfficeTally[] = world.organisations
    .rows()
    .filter((o) => o.orgType === 'office')
    .map((o) => ({
      orgId: o.id,
      orgName: o.orgName,
      routeCodes: [...o.routeCodes],
      found: 0,
      open: 0,
      repaired: 0,
      needing: 0,
      acceptedOfMonth: 0,
      onTime: 0,
      timed: 0,
    }));
  const officeOf = new Map(offices.flatMap((o) => o.routeCodes.map((code) => [code, o] as const)));
  const months = new Map(lastMonths(now).map((month) => [month, { month, found: 0, repaired: 0 }]));
  const durations = DURATION_BUCKETS.map((b) => ({ name: b.name, count: 0 }));
  const sections = new Map<
    string,
    { routeCode: string; routeName: string; km: number; found: number; open: number; severe: number }
  >();
  const totals = { year: 0, month: 0, open: 0, repairedMonth: 0, overdue: 0 };
  let needing = 0;
  let acceptedOfMonth = 0;
  let repairHours = 0;
  const onTimeTally = { onTime: 0, timed: 0 };

  for (const row of world.diseases.rows()) {
    if (row.reportMs > now) continue;
    const office = officeOf.get(row.routeCode);
    const open = row.workOrderId !== null && OPEN_STATUSES.includes(row.processStatus as WorkOrderStatus);
    if (open) {
      totals.open++;
      if (office) office.open++;
    }
    const found = months.get(formatDay(row.reportMs).slice(0, 7));
    if (found) found.found++;
    const endMs = row.endTime ? parseTime(row.endTime) : Number.NaN;
    if (endMs <= now) {
      const repaired = months.get(formatDay(endMs).slice(0, 7));
      if (repaired) repaired.repaired++;
    }
    if (endMs >= monthStart && endMs <= now) {
      totals.repairedMonth++;
      if (office) office.repaired++;
      const hours = (endMs - row.reportMs) / HOUR;
      const bucket = DURATION_BUCKETS.findIndex((b) => hours <= b.maxHours);
      const tally = durations[bucket];
      if (tally) tally.count++;
    }
    if (row.reportMs < yearStart) continue;
    totals.year++;
    if (row.reportMs < monthStart) continue;
    totals.month++;
    if (office) office.found++;
    const km = Math.floor(row.stakeM / 1000);
    const key = `${row.routeCode}|${km}`;
    let section = sections.get(key);
    if (!section) {
      section = { routeCode: row.routeCode, routeName: row.routeName, km, found: 0, open: 0, severe: 0 };
      sections.set(key, section);
    }
    section.found++;
    if (open) section.open++;
    if (row.diseaseLevel === 3) section.severe++;
    if (row.workOrderId === null) continue;
    needing++;
    if (office) office.needing++;
    if (row.processStatus === 4 && row.endTime) {
      acceptedOfMonth++;
      if (office) office.acceptedOfMonth++;
      repairHours += (endMs - row.reportMs) / HOUR;
    }
  }

  // Timeliness from the orders: accepted in the last 30 days, submitted by the deadline.
  for (const order of world.workOrders.rows()) {
    if (order.overdue) totals.overdue++;
    if (order.status !== 4 || !order.acceptTime || !order.deadline || !order.submitTime) continue;
    const acceptMs = parseTime(order.acceptTime);
    if (acceptMs < monthStart || acceptMs > now) continue;
    const office = officeOf.get(order.routeCode);
    const onTime = parseTime(order.submitTime) <= parseTime(order.deadline);
    onTimeTally.timed++;
    if (onTime) onTimeTally.onTime++;
    if (office) {
      office.timed++;
      if (onTime) office.onTime++;
    }
  }

  return {
    asOf: formatTime(now),
    totals: {
      ...totals,
      repairRate: percent(acceptedOfMonth, needing),
      onTimeRate: percent(onTimeTally.onTime, onTimeTally.timed),
      avgRepairHours: acceptedOfMonth === 0 ? 0 : round1(repairHours / acceptedOfMonth),
    },
    byOffice: offices.map((o) => ({
      orgId: o.orgId,
      orgName: o.orgName,
      routeCodes: o.routeCodes,
      found: o.found,
      open: o.open,
      repaired: o.repaired,
      repairRate: percent(o.acceptedOfMonth, o.needing),
      onTimeRate: percent(o.onTime, o.timed),
    })),
    monthly: [...months.values()],
    durations,
    topSections: [...sections.values()]
      .sort(
        (a, b) =>
          b.found - a.found || b.severe - a.severe || a.routeCode.localeCompare(b.routeCode) || a.km - b.km,
      )
      .slice(0, TOP_SECTIONS)
      .map(({ km, ...section }) => ({
        routeCode: section.routeCode,
        routeName: section.routeName,
        startStakeNo: formatStake(km * 1000),
        endStakeNo: formatStake((km + 1) * 1000),
        found: section.found,
        open: section.open,
        severe: section.severe,
      })),
  };
}
