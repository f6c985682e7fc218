import { describe, expect, it } from 'vitest';
import { hazardMoveProblem, nextHazardStatus } from './hazard-states';

describe('a hazard’s states', () => {
  it('go 上报 → 处置中 → 已关闭 and nowhere else', () => {
    expect(nextHazardStatus('1')).toBe('2');
    expect(nextHazardStatus('2')).toBe('3');
    expect(nextHazardStatus('3')).toBeNull();
    expect(hazardMoveProblem('1', '2')).toBe('');
    expect(hazardMoveProblem('2', '3')).toBe('');
    expect(hazardMoveProblem('1', '3')).toBe('隐患当前为「上报」，不能改为「已关闭」');
    expect(hazardMoveProblem('3', '2')).toBe('隐患当前为「已关闭」，不能改为「处置中」');
    expect(hazardMoveProblem('2', '2')).toBe('隐患当前为「处置中」，不能改为「处置中」');
    expect(hazardMoveProblem('2', '1')).toBe('隐患当前为「处置中」，不能改为「上报」');
    expect(hazardMoveProblem('1', '9')).toBe('处置状态应为 2 处置中 或 3 已关闭');
  });
});
