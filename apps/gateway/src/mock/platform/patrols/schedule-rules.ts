// /patrolArrange's rules for a schedule (排班), pure: the shifts' hours, the section inside its
// route and running forward, and no inspector on two schedules whose hours overlap. The messages
// are what the user reads (Chinese), so each refusal says exactly what to change.

import { parseStake } from '@jt/mocks/world/stake';
import { STAKE_REFUSALS } from '@jt/mocks/world/stake-rules';

export type Shift = '早班' | '中班' | '夜班';

/** The hours of each shift from the date's midnight (夜班 runs into the next day). */
export const SHIFT_HOURS: Readonly<Record<Shift, readonly [number, number]>> = {
  早班: [6, 14],
  中班: [14, 22],
  夜班: [22, 30],
};

export interface ScheduleFacts {
  id?: string;
  routeCode: string;
  startStakeNo: string;
  endStakeNo: string;
  inspectors: readonly string[];
  patrolDate: string;
  shift: Shift;
}

export interface RouteExtent {
  routeName: string;
  startStakeNo: string;
  endStakeNo: string;
}

/** The hours a schedule covers, as [start, end) in ms since the epoch (the date read as UTC: only differences count). */
export function scheduleWindow(date: string, shift: Shift): [number, number] {
  const day = Date.parse(`${date}T00:00:00Z`);
  const [from, to] = SHIFT_HOURS[shift];
  return [day + from * 3_600_000, day + to * 3_600_000];
}

/** Why a schedule's section cannot be patrolled on its route, or null when it can. */
export function sectionProblem(facts: ScheduleFacts, route: RouteExtent | undefined): string | null {
  if (!route) return `路线${facts.routeCode}不存在`;
  const start = parseStake(facts.startStakeNo);
  if (start === null) return STAKE_REFUSALS.format('起点桩号', facts.startStakeNo);
  const end = parseStake(facts.endStakeNo);
  if (end === null) return STAKE_REFUSALS.format('终点桩号', facts.endStakeNo);
  if (start >= end) return STAKE_REFUSALS.order('终点桩号');
  const from = parseStake(route.startStakeNo) ?? 0;
  const to = parseStake(route.endStakeNo) ?? Number.POSITIVE_INFINITY;
  if (start < from || end > to)
    return `巡查路段须在路线${route.routeName}范围内（${route.startStakeNo}–${route.endStakeNo}）`;
  return null;
}

/** The first inspector already scheduled at overlapping hours (another schedule), as the refusal. */
export function overlapProblem(facts: ScheduleFacts, others: readonly ScheduleFacts[]): string | null {
  const [from, to] = scheduleWindow(facts.patrolDate, facts.shift);
  for (const other of others) {
    if (other.id !== undefined && other.id === facts.id) continue;
    const [start, end] = scheduleWindow(other.patrolDate, other.shift);
    if (start >= to || end <= from) continue;
    const busy = facts.inspectors.find((name) => other.inspectors.includes(name));
    if (busy) return `巡查人员${busy}在${other.patrolDate} ${other.shift}已有排班，时间冲突`;
  }
  return null;
}
