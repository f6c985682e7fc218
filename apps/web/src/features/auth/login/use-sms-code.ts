import { useEffect, useState } from 'react';
import { showMessage } from '../../../lib/messages/popup-message';
import { PhoneText } from '../texts';
import { WARNING_MS } from './sign-in-flow';
import { smsButtonLabel, smsSecondsLeft } from './sms-countdown';

export interface SmsCode {
  /** 获取验证码, or the seconds left of the countdown. */
  label: string;
  /** The button waits out the countdown. */
  counting: boolean;
  request: () => void;
}

/**
 * The SMS code button (seed 000 §4): a request with a valid phone number starts the 60 s
 * countdown. The seed shows no sending call, so the user is told no code was sent.
 */
export function useSmsCode(phoneIsValid: () => boolean): SmsCode {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (smsSecondsLeft(startedAt, time) === 0) setStartedAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [startedAt]);

  const request = () => {
    if (!phoneIsValid()) return;
    const time = Date.now();
    setNow(time);
    setStartedAt(time);
    showMessage(PhoneText.codeNotSent, { type: 'info', durationMs: WARNING_MS });
  };

  const left = smsSecondsLeft(startedAt, now);
  return { label: smsButtonLabel(left), counting: left > 0, request };
}
