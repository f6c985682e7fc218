import { describe, expect, it } from 'vitest';
import { FrequencyLimiter } from './frequency-limit';
import { DEFAULT_LIMIT_SETTINGS, type LimitSettings } from './limit-settings';

function limiter(change: Partial<LimitSettings> = {}) {
  let now = 1_700_000_000_000;
  const settings = { ...DEFAULT_LIMIT_SETTINGS, ...change };
  const instance = new FrequencyLimiter(
    () => settings,
    () => now,
  );
  return {
    instance,
    settings,
    advance: (seconds: number) => {
      now += seconds * 1000;
    },
  };
}

describe('frequency limits of AJ-Captcha 1.3.0', () => {
  it('lets 30 gets a minute through and answers 6201 from the 31st, per client', () => {
    const { instance } = limiter();
    for (let i = 1; i <= 30; i++) expect(instance.validateGet('a'), `get ${i}`).toBeNull();
    expect(instance.validateGet('a')).toBe('6201');
    expect(instance.validateGet('a')).toBe('6201');
    expect(instance.validateGet('b')).toBeNull();
  });

  it('opens a new get window 60 s after the first get of the last one', () => {
    const { instance, advance } = limiter({ getMinuteLimit: 2 });
    expect(instance.validateGet('a')).toBeNull();
    advance(30);
    expect(instance.validateGet('a')).toBeNull();
    expect(instance.validateGet('a')).toBe('6201');
    advance(30);
    expect(instance.validateGet('a')).toBeNull();
  });

  it('answers 6204 from the 61st check in a minute', () => {
    const { instance } = limiter();
    for (let i = 1; i <= 60; i++) expect(instance.validateCheck('a'), `check ${i}`).toBeNull();
    expect(instance.validateCheck('a')).toBe('6204');
  });

  it('locks gets with 6202 after the 5th failed check and keeps them locked for 60 s', () => {
    const { instance, advance } = limiter();
    for (let i = 1; i <= 4; i++) {
      instance.afterFail('a');
      expect(instance.validateGet('a'), `after ${i} failures`).toBeNull();
    }
    instance.afterFail('a');
    expect(instance.validateGet('a')).toBe('6202');
    expect(instance.lockSecondsLeft('a')).toBe(60);
    advance(59);
    expect(instance.validateGet('a')).toBe('6202');
    advance(1);
    expect(instance.validateGet('a')).toBeNull();
    expect(instance.validateGet('b')).toBeNull();
  });

  it('forgets failures older than the 60 s window', () => {
    const { instance, advance } = limiter();
    for (let i = 0; i < 4; i++) instance.afterFail('a');
    advance(60);
    instance.afterFail('a');
    expect(instance.validateGet('a')).toBeNull();
  });

  it('limits nothing when disabled, and counts no failure meanwhile', () => {
    const { instance, settings } = limiter({ enabled: false, getMinuteLimit: 1, checkMinuteLimit: 1 });
    for (let i = 0; i < 10; i++) {
      expect(instance.validateGet('a')).toBeNull();
      expect(instance.validateCheck('a')).toBeNull();
      instance.afterFail('a');
    }
    settings.enabled = true;
    expect(instance.validateGet('a')).toBeNull();
  });

  it('limits nothing for a caller without identity', () => {
    const { instance } = limiter({ getMinuteLimit: 1 });
    expect(instance.validateGet(null)).toBeNull();
    expect(instance.validateGet(null)).toBeNull();
  });

  it('starts every client afresh after clear', () => {
    const { instance } = limiter({ getMinuteLimit: 1 });
    instance.validateGet('a');
    expect(instance.validateGet('a')).toBe('6201');
    instance.clear();
    expect(instance.validateGet('a')).toBeNull();
  });
});
