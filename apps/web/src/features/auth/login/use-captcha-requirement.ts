import type { Schemas } from '@jt/api-contract';
import { useCallback, useState } from 'react';
import { initialCaptchaGate, withOutcome, withThresholds } from './captcha-gate';
import type { LoginOutcome } from './login-outcome';

type LockoutCounts = Schemas['LockoutCounts'];

export interface CaptchaRequirement {
  /** The sign-in must carry a captcha (once true, it stays so). */
  required: boolean;
  /** getCaptchaAttempts answered. */
  applyThresholds: (counts: LockoutCounts) => void;
  /** A refused sign-in may make the captcha due (captcha-gate.ts withOutcome). */
  applyOutcome: (outcome: LoginOutcome) => void;
}

/** Whether the sign-in form must carry a captcha: the gate of captcha-gate.ts fed by the backend's counts. */
export function useCaptchaRequirement(): CaptchaRequirement {
  const [gate, setGate] = useState(initialCaptchaGate);
  const applyThresholds = useCallback((counts: LockoutCounts) => {
    setGate((gate) => withThresholds(gate, counts));
  }, []);
  const applyOutcome = useCallback((outcome: LoginOutcome) => {
    setGate((gate) => withOutcome(gate, outcome));
  }, []);
  return { required: gate.required, applyThresholds, applyOutcome };
}
