import type { MockStore } from '../store/mock-store';

/**
 * AJ-Captcha's frequency-limit properties (aj.captcha.req-*), kept in the mock's store so QA can
 * change them and a restart keeps the change. Defaults: the platform backend's (CTSI) captcha
 * configuration, research §1.7.
 */
export interface LimitSettings {
  /** req-frequency-limit-enable: without it no 62xx code is ever answered. */
  enabled: boolean;
  /** req-get-minute-limit: gets per client in a 60 s window; one more answers 6201. */
  getMinuteLimit: number;
  /** req-check-minute-limit: checks per client in a 60 s window; one more answers 6204. */
  checkMinuteLimit: number;
  /** req-get-lock-limit: failed checks in a 60 s window after which gets lock (6202). */
  getLockLimit: number;
  /** req-get-lock-seconds: how long gets stay locked. */
  getLockSeconds: number;
}

// AJ 1.3.0's AjCaptchaProperties.getReqCheckMinuteLimit() returns the get limit (a bug); the mock
// honours the configured check limit, which is what the configuration means.
export const DEFAULT_LIMIT_SETTINGS: LimitSettings = {
  enabled: true,
  getMinuteLimit: 30,
  checkMinuteLimit: 60,
  getLockLimit: 5,
  getLockSeconds: 60,
};

const RECORD = 'settings';

export interface LimitSettingsStore {
  get(): LimitSettings;
  /** Merges a partial change and returns the settings now in force. */
  update(change: Partial<LimitSettings>): LimitSettings;
}

export function limitSettings(store: MockStore): LimitSettingsStore {
  const collection = store.collection<LimitSettings>('captchaLimits', () => ({
    [RECORD]: { ...DEFAULT_LIMIT_SETTINGS },
  }));
  const get = () => ({ ...DEFAULT_LIMIT_SETTINGS, ...collection.get(RECORD) });
  return {
    get,
    update: (change) => {
      const next = { ...get(), ...change };
      collection.set(RECORD, next);
      return next;
    },
  };
}
