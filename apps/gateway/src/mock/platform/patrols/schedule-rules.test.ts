import { describe, expect, it } from 'vitest';
import { overlapProblem, type ScheduleFacts, scheduleWindow, sectionProblem } from './schedule-rules';

const ROUTE = { routeName: 'G2503 南京绕城高速', startStakeNo: 'K0+000', endStakeNo: 'K60+000' };
const facts = (over: Partial<ScheduleFacts> = {}): ScheduleFacts => ({
  routeCode: 'G2503',
  startStakeNo: 'K12+300',
  endStakeNo: 'K45+000',
  inspectors: ['张三'],
  patrolDate: '2026-05-19',
  shift: '早班',
  ...over,
});

describe('the section of a schedule', () => {
  it('accepts a forward section inside its route', () => {
    expect(sectionProblem(facts(), ROUTE)).toBeNull();
    expect(sectionProblem(facts({ startStakeNo: 'K0+000', endStakeNo: 'K60+000' }), ROUTE)).toBeNull();
  });

  it('refuses a section that does not run forward, leaves the route, or a missing route', () => {
    expect(sectionProblem(facts({ startStakeNo: 'K45+000', endStakeNo: 'K12+300' }), ROUTE)).toBe(
      '终点桩号应大于起点桩号',
    );
    expect(sectionProblem(facts({ endStakeNo: 'K12+300' }), ROUTE)).toBe('终点桩号应大于起点桩号');
    expect(sectionProblem(facts({ endStakeNo: 'K60+001' }), ROUTE)).toBe(
      '巡查路段须在路线G2503 南京绕城高速范围内（K0+000–K60+000）',
    );
    expect(sectionProblem(facts(), undefined)).toBe('路线G2503不存在');
  });
});

describe('the schedules of an inspector', () => {
  it('gives each shift its hours, the night shift into the next day', () => {
    const [from, to] = scheduleWindow('2026-05-19', '夜班');
    expect(new Date(from).toISOString()).toBe('2026-05-19T22:00:00.000Z');
    expect(new Date(to).toISOString()).toBe('2026-05-20T06:00:00.000Z');
  });

  it('refuses the same inspector on the same shift, naming who and when', () => {
    const other = facts({ id: 'a', shift: '早班', inspectors: ['李四', '张三'] });
    expect(overlapProblem(facts({ inspectors: ['王五', '张三'] }), [other])).toBe(
      '巡查人员张三在2026-05-19 早班已有排班，时间冲突',
    );
  });

  it('lets other shifts, other days, other inspectors and the schedule itself pass', () => {
    const other = facts({ id: 'a' });
    expect(overlapProblem(facts({ shift: '中班' }), [other])).toBeNull();
    expect(overlapProblem(facts({ patrolDate: '2026-05-20' }), [other])).toBeNull();
    expect(overlapProblem(facts({ inspectors: ['李四'] }), [other])).toBeNull();
    expect(overlapProblem(facts({ id: 'a' }), [other])).toBeNull();
    // 夜班 ends at 06:00 next day, where 早班 starts: touching is no overlap.
    expect(
      overlapProblem(facts({ patrolDate: '2026-05-20' }), [facts({ id: 'n', shift: '夜班' })]),
    ).toBeNull();
  });
});
