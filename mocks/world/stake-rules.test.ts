import { describe, expect, it } from 'vitest';
import { roadNetwork } from './road-network';
import { formatStake } from './stake';
import { STAKE_REFUSALS, stakeOnRoute, stakeOrderProblem, stakeRangeOnRoute } from './stake-rules';

const line = roadNetwork().line('G42');
if (!line) throw new Error('the network has G42');
const range = `G42 沪蓉高速范围内（${formatStake(line.startStakeM)}～${formatStake(line.endStakeM)}）`;
const inside = (offsetM: number) => formatStake(line.startStakeM + offsetM);

describe('a stake on its route', () => {
  it('reads a stake of the route to its metres, tolerating case and blanks', () => {
    expect(stakeOnRoute(line, ` ${inside(1_500).toLowerCase()} `)).toEqual({
      ok: true,
      value: line.startStakeM + 1_500,
    });
  });

  it('refuses a text that is no stake, naming the field and what was typed', () => {
    expect(stakeOnRoute(line, '12+300', '起点桩号')).toEqual({
      ok: false,
      reason: '起点桩号「12+300」格式不正确，应如 K1234+500',
    });
  });

  it('refuses a stake off the route, naming the route as it is called now and its range', () => {
    expect(stakeOnRoute(line, 'K9999+000')).toEqual({ ok: false, reason: `桩号K9999+000不在${range}` });
    expect(stakeOnRoute(line, 'K9999+000', '桩号', '沪蓉高速（新名）')).toEqual({
      ok: false,
      reason: `桩号K9999+000不在沪蓉高速（新名）范围内（${formatStake(line.startStakeM)}～${formatStake(line.endStakeM)}）`,
    });
  });
});

describe('a stretch of a route', () => {
  it('gives both ends in metres when the end lies after the start on the route', () => {
    expect(stakeRangeOnRoute(line, inside(1_000), inside(2_500))).toEqual({
      ok: true,
      value: { startStakeM: line.startStakeM + 1_000, endStakeM: line.startStakeM + 2_500 },
    });
  });

  it('says the end must lie after the start in the page’s own word for the end', () => {
    expect(stakeRangeOnRoute(line, inside(2_000), inside(2_000))).toEqual({
      ok: false,
      reason: '止点桩号应大于起点桩号',
    });
    expect(stakeRangeOnRoute(line, inside(2_000), inside(1_000), { endLabel: '终点桩号' })).toEqual({
      ok: false,
      reason: '终点桩号应大于起点桩号',
    });
  });

  it('names the end field when the end is off the route or no stake', () => {
    expect(stakeRangeOnRoute(line, inside(0), 'K9999+000', { endLabel: '终点桩号' })).toEqual({
      ok: false,
      reason: `终点桩号K9999+000不在${range}`,
    });
    expect(stakeRangeOnRoute(line, inside(0), 'x')).toEqual({
      ok: false,
      reason: STAKE_REFUSALS.format('止点桩号', 'x'),
    });
  });
});

describe('the order of two typed stakes (a form while typing)', () => {
  it('speaks only when both are stakes and the end is not after the start', () => {
    expect(stakeOrderProblem('K261+200', 'k261+380')).toBe('');
    expect(stakeOrderProblem('K261+200', 'K261+200')).toBe('止点桩号应大于起点桩号');
    expect(stakeOrderProblem('K261+200', 'K260+999', '终点桩号')).toBe('终点桩号应大于起点桩号');
    expect(stakeOrderProblem('K261+200', '261+380')).toBe('');
    expect(stakeOrderProblem(undefined, 'K1+000')).toBe('');
  });
});
