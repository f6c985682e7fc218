import { describe, expect, it } from 'vitest';
import { cronShapeOk, INVOKE_TARGET_PATTERN } from './job-rules';

describe('the job form of /system/job', () => {
  it('takes cron expressions of 5 or 6 fields only', () => {
    expect(cronShapeOk('0 0 2 * * *')).toBe(true);
    expect(cronShapeOk(' 30 1 * * 1 ')).toBe(true);
    expect(cronShapeOk('0 0 2 * * * 2026')).toBe(false);
    expect(cronShapeOk('* * *')).toBe(false);
    expect(cronShapeOk(undefined)).toBe(false);
  });

  it('takes a call target as bean.method()', () => {
    expect(INVOKE_TARGET_PATTERN.test('diseaseSync.run()')).toBe(true);
    expect(INVOKE_TARGET_PATTERN.test('rm -rf /')).toBe(false);
    expect(INVOKE_TARGET_PATTERN.test('diseaseSync.run')).toBe(false);
  });
});
