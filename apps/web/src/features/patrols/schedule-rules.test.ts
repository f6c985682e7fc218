import { describe, expect, it } from 'vitest';
import type { Road } from '../../lib/reference/reference-data';
import { dayText, schedulePayload, sectionText } from './schedule-rules';

const road = { routeName: 'G2503 南京绕城高速', startStakeNo: 'K0+000', endStakeNo: 'K60+000' } as Road;

describe('the schedule form', () => {
  it('says what is wrong with a section: its format, its order, leaving the route', () => {
    expect(sectionText({ startStakeNo: 'K12+300', endStakeNo: 'K45+000' }, road)).toBe('');
    expect(sectionText({ startStakeNo: 'K12', endStakeNo: 'K45+000' }, road)).toBe('桩号格式如 K264+449');
    expect(sectionText({ startStakeNo: 'K45+000', endStakeNo: 'K12+300' }, road)).toBe(
      '终点桩号应大于起点桩号',
    );
    expect(sectionText({ startStakeNo: 'k12+300', endStakeNo: 'K12+300' }, road)).toBe(
      '终点桩号应大于起点桩号',
    );
    expect(sectionText({ startStakeNo: 'K12+300', endStakeNo: 'K60+001' }, road)).toBe(
      '巡查路段须在路线G2503 南京绕城高速范围内（K0+000–K60+000）',
    );
    // No route chosen yet: only the stakes themselves are checked.
    expect(sectionText({ startStakeNo: 'K12+300', endStakeNo: 'K99+000' }, undefined)).toBe('');
  });

  it('sends the day picked, the stakes upper-cased, and no blank remark', () => {
    expect(dayText(new Date(2026, 4, 9, 23, 30))).toBe('2026-05-09');
    expect(dayText('2026-05-19')).toBe('2026-05-19');
    expect(
      schedulePayload({
        routeCode: 'G2503',
        startStakeNo: ' k12+300',
        endStakeNo: 'K45+000',
        inspectors: ['张三'],
        patrolDate: new Date(2026, 4, 19),
        shift: '夜班',
        remark: '  ',
      }),
    ).toEqual({
      routeCode: 'G2503',
      startStakeNo: 'K12+300',
      endStakeNo: 'K45+000',
      inspectors: ['张三'],
      patrolDate: '2026-05-19',
      shift: '夜班',
    });
  });
});
