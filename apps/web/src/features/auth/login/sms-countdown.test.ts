import { describe, expect, it } from 'vitest';
import { SMS_COUNTDOWN_SECONDS, smsButtonLabel, smsSecondsLeft } from './sms-countdown';

describe('the SMS countdown', () => {
  it('lasts 60 seconds', () => {
    expect(SMS_COUNTDOWN_SECONDS).toBe(60);
    expect(smsSecondsLeft(1000, 1000)).toBe(60);
    expect(smsSecondsLeft(1000, 1999)).toBe(60);
    expect(smsSecondsLeft(1000, 2000)).toBe(59);
    expect(smsSecondsLeft(1000, 60_999)).toBe(1);
    expect(smsSecondsLeft(1000, 61_000)).toBe(0);
    expect(smsSecondsLeft(null, 5)).toBe(0);
  });

  it('shows 获取验证码, then the seconds left', () => {
    expect(smsButtonLabel(0)).toBe('获取验证码');
    expect(smsButtonLabel(60)).toBe('60秒后重新获取');
    expect(smsButtonLabel(1)).toBe('1秒后重新获取');
  });
});
