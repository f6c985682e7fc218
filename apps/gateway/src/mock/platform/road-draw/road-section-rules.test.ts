import { roadNetwork } from '@jt/mocks/world/road-network';
import { describe, expect, it } from 'vitest';
import { checkedPath, checkedStakeRange, pathAlong, pathLengthM } from './road-section-rules';

const g42 = roadNetwork().line('G42');
if (!g42) throw new Error('no G42');

describe('a drawn line (checkedPath)', () => {
  it('takes 2 to 5000 vertices of numbers in range, as drawn', () => {
    expect(
      checkedPath([
        [118.9, 32],
        [118.9, 32],
        [180, -90],
      ]),
    ).toEqual({
      ok: true,
      value: [
        [118.9, 32],
        [118.9, 32],
        [180, -90],
      ],
    });
  });

  it('refuses too few or too many vertices, a vertex that is no pair, NaN and out-of-range numbers', () => {
    const reason = (path: number[][]) => {
      const result = checkedPath(path);
      return result.ok ? null : result.message;
    };
    expect(reason([[118.9, 32]])).toBe('路段轨迹应有 2～5000 个点');
    expect(reason(Array.from({ length: 5001 }, () => [118.9, 32]))).toBe('路段轨迹应有 2～5000 个点');
    expect(reason([[118.9, 32], [118.9]])).toBe('路段轨迹第 2 个点应为 [经度, 纬度]');
    expect(
      reason([
        [Number.NaN, 32],
        [118.9, 32],
      ]),
    ).toBe('路段轨迹第 1 个点的经度 NaN 不在 -180～180 之间');
    expect(
      reason([
        [118.9, 32],
        [-180.5, 32],
      ]),
    ).toBe('路段轨迹第 2 个点的经度 -180.5 不在 -180～180 之间');
    expect(
      reason([
        [118.9, 90.01],
        [118.9, 32],
      ]),
    ).toBe('路段轨迹第 1 个点的纬度 90.01 不在 -90～90 之间');
  });
});

describe('the line measured (pathLengthM)', () => {
  it('measures a BD-09 line in metres on WGS-84: the centre line between two stakes is about their distance', () => {
    const path = pathAlong(g42, 260_000, 265_000);
    expect(path).toHaveLength(51);
    expect(Math.abs(pathLengthM(path) - 5000)).toBeLessThan(50);
  });

  it('gives 0 for a line of one vertex and counts a repeated vertex as no distance', () => {
    expect(pathLengthM([[118.9, 32]])).toBe(0);
    const path = pathAlong(g42, 260_000, 261_000, 500);
    expect(pathLengthM([path[0] as [number, number], ...path])).toBe(pathLengthM(path));
  });
});

describe('a stake range on a route (checkedStakeRange)', () => {
  it('takes a start before an end, both on the route', () => {
    expect(checkedStakeRange(g42, 'K260+000', 'k261+500')).toEqual({
      ok: true,
      value: { startStakeM: 260_000, endStakeM: 261_500 },
    });
  });

  it('refuses an empty or reversed range, a stake off the route and a text that is no stake', () => {
    const reason = (a: string, b: string) => {
      const result = checkedStakeRange(g42, a, b);
      return result.ok ? null : result.message;
    };
    expect(reason('K260+000', 'K260+000')).toBe('终点桩号应大于起点桩号');
    expect(reason('K261+000', 'K260+000')).toBe('终点桩号应大于起点桩号');
    expect(reason('K100+000', 'K260+000')).toBe(
      '起点桩号K100+000不在G42 沪蓉高速范围内（K252+300～K296+365）',
    );
    expect(reason('260', 'K261+000')).toBe('起点桩号「260」格式不正确，应如 K1234+500');
  });
});
