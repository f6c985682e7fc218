import { describe, expect, it } from 'vitest';
import type { DicEntry } from '../../lib/reference/reference-data';
import {
  ABNORMAL_KINDS,
  abnormalFilters,
  allowedActions,
  deadlineProblem,
  formatDateTime,
  lengthProblem,
  opinionRequired,
  queueQuery,
  WORK_ORDER_BUTTONS,
  withQueueFilters,
  workOrderFilterFields,
} from './work-order-rules';

const ALL = [WORK_ORDER_BUTTONS.dispatch, WORK_ORDER_BUTTONS.accept, WORK_ORDER_BUTTONS.export];

describe('the moves an order shows', () => {
  it('follows the state machine for an account holding every code', () => {
    expect(allowedActions(1, ALL)).toEqual(['dispatch']);
    expect(allowedActions(2, ALL)).toEqual(['startRepair']);
    expect(allowedActions(3, ALL)).toEqual(['submit']);
    expect(allowedActions(6, ALL)).toEqual(['accept', 'reject']);
    expect(allowedActions(99, ALL)).toEqual(['accept', 'reject']);
    expect(allowedActions(5, ALL)).toEqual(['startRepair']);
    expect(allowedActions(4, ALL)).toEqual([]);
  });

  it('hides 派单 and the acceptance from an account without their codes', () => {
    expect(allowedActions(1, [])).toEqual([]);
    expect(allowedActions(6, [WORK_ORDER_BUTTONS.dispatch])).toEqual([]);
    expect(allowedActions(6, [WORK_ORDER_BUTTONS.accept])).toEqual(['accept', 'reject']);
    expect(allowedActions(1, [WORK_ORDER_BUTTONS.accept])).toEqual([]);
  });

  it('leaves the maintenance unit’s moves to the state alone (the menu gives them no code)', () => {
    expect(allowedActions(2, [])).toEqual(['startRepair']);
    expect(allowedActions(3, [])).toEqual(['submit']);
  });
});

describe('the filters', () => {
  const entries: DicEntry[] = [
    { key: 'work_order_status', label: '待派单', value: '1' },
    { key: 'work_order_status', label: '已派单', value: '2' },
    { key: 'disease_type', label: '坑槽', value: 'kc' },
    { key: 'disease_level', label: '轻微', value: '1' },
    { key: 'disease_level', label: '严重', value: '3' },
  ] as DicEntry[];

  it('offers the dictionary labels, since the *Name columns filter by the name shown', () => {
    const fields = workOrderFilterFields(entries);
    expect(fields.statusName).toEqual({
      kind: 'options',
      options: [
        { label: '待派单', value: '待派单' },
        { label: '已派单', value: '已派单' },
      ],
    });
    expect(fields.diseaseTypeName).toEqual({ kind: 'options', options: [{ label: '坑槽', value: '坑槽' }] });
    // /dispatch's 病害等级 is picked from the levels too (not typed into a tag box).
    expect(fields.diseaseLevelName).toEqual({
      kind: 'options',
      options: [
        { label: '轻微', value: '轻微' },
        { label: '严重', value: '严重' },
      ],
    });
    expect(fields.dispatchTime).toEqual({ kind: 'time' });
    expect(fields.deadline).toEqual({ kind: 'time' });
  });

  it('falls back to the state machine’s seven names without the dictionary', () => {
    const field = workOrderFilterFields([]).statusName;
    const labels = field?.kind === 'options' ? field.options.map((option) => option.label) : [];
    expect(labels).toEqual(['待派单', '已派单', '处置中', '验收通过', '验收不通过', '待验收', '验收中']);
  });
});

describe('the forms', () => {
  const now = new Date(2026, 10, 26, 10, 0, 0);

  it('takes an empty deadline (set by level) or a later one, refuses a past one', () => {
    expect(deadlineProblem(null, now)).toBeNull();
    expect(deadlineProblem(new Date(2026, 10, 27, 10, 0, 0), now)).toBeNull();
    expect(deadlineProblem(new Date(2026, 10, 26, 9, 59, 0), now)).toBe('要求完成时间须晚于当前时间');
    expect(deadlineProblem(now, now)).toBe('要求完成时间须晚于当前时间');
  });

  it('limits the opinion to 200 characters (seed 001 §4) and asks why on a failed acceptance', () => {
    expect(lengthProblem('好'.repeat(200), '验收意见', 200)).toBeNull();
    expect(lengthProblem('好'.repeat(201), '验收意见', 200)).toBe('验收意见不能超过200个字符');
    expect(opinionRequired('reject')).toBe(true);
    expect(opinionRequired('accept')).toBe(false);
  });

  it('writes the deadline as the contract’s DateTime', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 8, 3, 9))).toBe('2026-01-05 08:03:09');
  });
});

describe('the dispatcher’s queues', () => {
  it('adds the queue’s filter to the user’s own', () => {
    const query = {
      current: 2,
      size: 10,
      filters: [{ key: 'routeName', operator: 'like' as const, value: '*G42*' }],
    };
    expect(queueQuery('waiting', query)).toEqual({
      current: 2,
      size: 10,
      filters: [
        { key: 'routeName', operator: 'like', value: '*G42*' },
        { key: 'status', operator: 'in', value: '1' },
      ],
    });
    expect(queueQuery('overdue', { current: 1, size: 10 }).filters).toEqual([
      { key: 'overdue', operator: 'in', value: 'true' },
    ]);
  });
});

describe('异常管理’s lists', () => {
  it('adds each list’s condition to the user’s filters: the overdue flag, 验收不通过, and a rework', () => {
    const query = {
      current: 1,
      size: 10,
      filters: [{ key: 'routeName', operator: 'like' as const, value: '*G42*' }],
    };
    expect(withQueueFilters(query, abnormalFilters('overdue')).filters).toEqual([
      { key: 'routeName', operator: 'like', value: '*G42*' },
      { key: 'overdue', operator: 'in', value: 'true' },
    ]);
    expect(abnormalFilters('rejected')).toEqual([{ key: 'status', operator: 'in', value: '5' }]);
    expect(abnormalFilters('reworked')).toEqual([{ key: 'reworkCount', operator: 'gt', value: '0' }]);
    expect(ABNORMAL_KINDS).toEqual(['overdue', 'rejected', 'reworked']);
  });
});
