import { configValues } from '../config/config-values';
import type { MockStore } from '../store/mock-store';
import { AjCaptchaService } from './aj-captcha-service';
import type { CaptchaGate } from './captcha-gate';
import { CaptchaRandomness } from './captcha-randomness';
import { DigitalCaptchaService } from './digital-captcha-service';
import { type Clock, systemClock } from './expiring-map';
import { FrequencyLimiter } from './frequency-limit';
import { loadBackgrounds } from './images/backgrounds';
import { loadClickWords } from './images/click-word-image';
import { type LimitSettingsStore, limitSettings } from './limit-settings';
import { loginCaptchaGate } from './login-gate';

/** Everything one gateway's captcha domain holds: services, their shared state, the login gate. */
export interface CaptchaServices {
  aj: AjCaptchaService;
  digital: DigitalCaptchaService;
  limiter: FrequencyLimiter;
  limits: LimitSettingsStore;
  randomness: CaptchaRandomness;
  gate: CaptchaGate;
}

/** Loads the pictures and the word list once, then wires the services on the mock's store. */
export async function createCaptchaServices(
  store: MockStore,
  clock: Clock = systemClock,
): Promise<CaptchaServices> {
  const backgrounds = await loadBackgrounds();
  const words = loadClickWords();
  const limits = limitSettings(store);
  const limiter = new FrequencyLimiter(limits.get, clock);
  const randomness = new CaptchaRandomness();
  const aj = new AjCaptchaService({ backgrounds, words, limiter, randomness, clock });
  const digital = new DigitalCaptchaService(randomness, clock);
  const gate = loginCaptchaGate(configValues(store), aj, digital);
  return { aj, digital, limiter, limits, randomness, gate };
}
