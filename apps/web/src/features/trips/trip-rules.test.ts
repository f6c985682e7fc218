import { describe, expect, it } from 'vitest';
import type { TripDetail, TripStop } from './trip-calls';
import { durationText, stopRow, stopText, tripFacts, tripFilterFields } from './trip-rules';

const STOP: TripStop = {
  index: 2,
  arriveTime: '2026-05-18 09:02:10',
  leaveTime: '2026-05-18 09:03:40',
  durationSeconds: 90,
  routeCode: 'G4211',
  stakeNo: 'K12+340',
  direction: '2',
  diseaseId: '7',
  diseaseCode: 'BH20260518007',
  diseaseName: '坑槽',
};

describe('the trip page', () => {
  it('reads durations as people do', () => {
    expect(durationText(42)).toBe('42分钟');
    expect(durationText(65)).toBe('1小时05分钟');
    expect(durationText(-3)).toBe('0分钟');
    expect(stopText(45)).toBe('45秒');
    expect(stopText(90)).toBe('1分30秒');
  });

  it('shows a stop with its place, its length and the disease recorded there', () => {
    expect(stopRow(STOP)).toEqual({
      key: '2',
      index: 2,
      arriveTime: '2026-05-18 09:02:10',
      place: 'G4211 K12+340（下行）',
      duration: '1分30秒',
      disease: '坑槽 BH20260518007',
    });
    expect(
      stopRow({ ...STOP, leaveTime: null, diseaseId: null, diseaseCode: null, diseaseName: null }),
    ).toMatchObject({
      duration: '1分30秒（停留中）',
      disease: '—',
    });
  });

  it('lists the distance, the duration and the stops of a trip, one on the road as 行驶中', () => {
    const trip = {
      patrolCode: 'XC20260518005',
      routeName: 'G4211 宁芜高速',
      routeCode: 'G4211',
      inspectorName: '黄勇',
      vehiclePlate: '苏A2N64P',
      startTime: '2026-05-18 08:46:00',
      endTime: null,
      mileage: 47.2,
      durationMinutes: 102,
      stops: [STOP],
      diseases: [],
    } as unknown as TripDetail;
    const facts = Object.fromEntries(tripFacts(trip).map(({ key, value }) => [key, value]));
    expect(facts).toMatchObject({
      结束时间: '行驶中',
      行驶里程: '47.20 km',
      行程时长: '1小时42分钟',
      停留次数: '1 次',
      发现病害: '0 处',
    });
  });

  it('filters the route by name, the dates by picker and duration and stops as numbers', () => {
    const fields = tripFilterFields([{ routeName: 'G42 沪蓉高速' }, { routeName: 'G42 沪蓉高速' }]);
    expect(fields.routeName).toEqual({
      kind: 'options',
      options: [{ label: 'G42 沪蓉高速', value: 'G42 沪蓉高速' }],
    });
    expect(fields.startTime).toEqual({ kind: 'time' });
    expect(fields.endTime).toEqual({ kind: 'time' });
    expect(fields.durationMinutes).toEqual({ kind: 'number' });
    expect(fields.stopCount).toEqual({ kind: 'number' });
  });
});
