import { describe, expect, it, vi } from 'vitest';
import { createSessionEvents } from './session-events';

describe('the session events of the HTTP layer', () => {
  it('tells every registered listener why the session ended, and waits for them', async () => {
    const events = createSessionEvents();
    const order: string[] = [];
    events.onSessionEnd(async (reason) => {
      await Promise.resolve();
      order.push(`a:${reason}`);
    });
    events.onSessionEnd((reason) => {
      order.push(`b:${reason}`);
    });
    await events.endSession('kicked-out');
    expect(order.sort()).toEqual(['a:kicked-out', 'b:kicked-out']);
  });

  it('a failing listener does not stop the others; an unregistered one is not told', async () => {
    const events = createSessionEvents();
    const told = vi.fn();
    const gone = vi.fn();
    events.onSessionEnd(() => {
      throw new Error('broken listener');
    });
    events.onSessionEnd(told);
    const unregister = events.onSessionEnd(gone);
    unregister();
    await expect(events.endSession('expired')).resolves.toBeUndefined();
    expect(told).toHaveBeenCalledWith('expired');
    expect(gone).not.toHaveBeenCalled();
  });
});
