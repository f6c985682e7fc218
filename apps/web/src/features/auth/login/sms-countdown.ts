// The SMS code button (seed 000 §4, §9): after a request it counts down 60 seconds, one per second.
import { PhoneText } from '../texts';

export const SMS_COUNTDOWN_SECONDS = 60;

/** Seconds left of the countdown started at `startedAt` (0 when over or never started). */
export function smsSecondsLeft(startedAt: number | null, now: number): number {
  if (startedAt === null) return 0;
  const elapsed = Math.floor((now - startedAt) / 1000);
  return Math.max(0, SMS_COUNTDOWN_SECONDS - Math.max(0, elapsed));
}

/** The button's label: 获取验证码, or the seconds left. */
export function smsButtonLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? PhoneText.countdown(secondsLeft) : PhoneText.requestCode;
}
