import { describe, expect, it } from 'vitest';
import { nextRuns } from './job-rules';

// 2026-11-26 09:00:00 China time.
const NOW = Date.UTC(2026, 10, 26, 1, 0, 0);

describe('the next run times of a cron expression (cron-parser, China time)', () => {
  it('reads classic 5 fields and Quartz-style 6 with seconds', () => {
    expect(nextRuns('30 1 * * 1', NOW, 2)).toEqual({
      ok: true,
      value: [Date.UTC(2026, 10, 29, 17, 30), Date.UTC(2026, 11, 6, 17, 30)],
    });
    expect(nextRuns('0 */15 * * * *', NOW, 1)).toEqual({ ok: true, value: [NOW + 15 * 60_000] });
  });

  it('says why an expression cannot be read', () => {
    expect(nextRuns('0 61 * * * *', NOW, 1).ok).toBe(false);
  });
});
