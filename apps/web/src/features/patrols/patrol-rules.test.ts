import { describe, expect, it } from 'vitest';
import { LEVEL_COLORS } from '../../ui/map/engine/icons';
import type { PatrolDetail } from './patrol-calls';
import { diseaseMarkers, patrolFacts, patrolFilterFields } from './patrol-rules';

const disease = (id: string, level: number) => ({
  id,
  diseaseName: '横向裂缝',
  stakeNo: 'K12+300',
  lon: 120.1 + level / 100,
  lat: 30.2,
  diseaseLevel: level,
});

const patrol = (over: Partial<PatrolDetail> = {}): PatrolDetail =>
  ({
    id: 'p1',
    patrolCode: 'XC20260518005',
    patrolTypeName: '日常巡查',
    routeCode: 'G15',
    routeName: '沈海高速',
    orgName: '一中队',
    inspectorName: '张三',
    vehiclePlate: '浙A12345',
    startTime: '2026-05-18 08:00:00',
    endTime: null,
    mileage: 12.345,
    statusName: '巡查中',
    diseases: [disease('d1', 1), disease('d2', 3)],
    trackPointCount: 10,
    ...over,
  }) as unknown as PatrolDetail;

describe('the patrol record filters', () => {
  it('offers each route once by name and the two statuses', () => {
    const fields = patrolFilterFields([
      { routeName: '沈海高速' },
      { routeName: '沈海高速' },
      { routeName: '杭金衢' },
    ]);
    expect(fields.routeName).toEqual({
      kind: 'options',
      options: [
        { label: '沈海高速', value: '沈海高速' },
        { label: '杭金衢', value: '杭金衢' },
      ],
    });
    expect(fields.statusName).toEqual({
      kind: 'options',
      options: [
        { label: '巡查中', value: '巡查中' },
        { label: '已完成', value: '已完成' },
      ],
    });
    expect(fields.startTime).toEqual({ kind: 'time' });
    expect(fields.endTime).toEqual({ kind: 'time' });
  });
});

describe('the patrol drawer', () => {
  it('lists a patrol on the road as without an end, with its mileage and diseases counted', () => {
    const facts = Object.fromEntries(patrolFacts(patrol()).map(({ key, value }) => [key, value]));
    expect(facts).toMatchObject({
      路线: '沈海高速（G15）',
      结束时间: '巡查中',
      巡查里程: '12.35 km',
      发现病害: '2 处',
    });
    const done = Object.fromEntries(
      patrolFacts(patrol({ endTime: '2026-05-18 11:00:00', diseases: [] })).map(({ key, value }) => [
        key,
        value,
      ]),
    );
    expect(done).toMatchObject({ 结束时间: '2026-05-18 11:00:00', 发现病害: '0 处' });
  });

  it('puts each disease found on the track at its position, coloured by its level', () => {
    expect(diseaseMarkers(patrol())).toEqual([
      { id: 'd1', position: [120.11, 30.2], title: '横向裂缝 K12+300', color: LEVEL_COLORS['1'] },
      { id: 'd2', position: [120.13, 30.2], title: '横向裂缝 K12+300', color: LEVEL_COLORS['3'] },
    ]);
    expect(LEVEL_COLORS['1']).not.toBe(LEVEL_COLORS['3']);
  });
});
