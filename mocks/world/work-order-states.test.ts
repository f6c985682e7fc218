import { describe, expect, it } from 'vitest';
import {
  actionOfProcessStatus,
  allowedActions,
  opinionProblem,
  type STATUS_NAMES,
  transition,
  WORK_ORDER_STATUS,
} from './work-order-states';

describe('the work order state machine', () => {
  it('moves an order from reported to accepted along the normal path', () => {
    const path = [
      ['dispatch', 2],
      ['startRepair', 3],
      ['submit', 6],
      ['open', 99],
      ['accept', 4],
    ] as const;
    let status: keyof typeof STATUS_NAMES = WORK_ORDER_STATUS.reported;
    for (const [action, expected] of path) {
      const step = transition(status, action);
      expect(step).toEqual({ ok: true, from: status, to: expected });
      if (step.ok) status = step.to;
    }
  });

  it('sends a failed repair back to repair, and accepts straight from awaiting acceptance', () => {
    expect(transition(6, 'reject')).toMatchObject({ ok: true, to: 5 });
    expect(transition(5, 'startRepair')).toMatchObject({ ok: true, to: 3 });
    expect(transition(6, 'accept')).toMatchObject({ ok: true, to: 4 });
    expect(transition(99, 'open')).toMatchObject({ ok: true, to: 99 });
  });

  it('refuses a move the order does not allow, saying why in the platform language', () => {
    expect(transition(3, 'accept')).toEqual({
      ok: false,
      from: 3,
      message: '工单当前状态为「处置中」，不能验收通过（仅「待验收」或「验收中」的工单可以验收通过）',
    });
    expect(transition(4, 'reject').ok).toBe(false);
    expect(transition(1, 'submit').ok).toBe(false);
    expect(transition(4, 'open').ok).toBe(false);
  });

  it('closes an accepted order for good', () => {
    expect(allowedActions(4)).toEqual([]);
    expect(allowedActions(6)).toEqual(['open', 'accept', 'reject']);
  });

  it("maps the assistant's processStatus 4, 5 and 99 to accept, reject and open", () => {
    expect(actionOfProcessStatus(4)).toBe('accept');
    expect(actionOfProcessStatus(5)).toBe('reject');
    expect(actionOfProcessStatus(99)).toBe('open');
  });

  it('takes an acceptance opinion of up to 200 characters, counting characters not code units', () => {
    expect(opinionProblem(undefined)).toBeNull();
    expect(opinionProblem('同'.repeat(200))).toBeNull();
    expect(opinionProblem('😀'.repeat(200))).toBeNull();
    expect(opinionProblem('同'.repeat(201))).toBe('验收意见不能超过200个字符（当前201个）');
  });
});
