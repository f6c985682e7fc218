// The global configuration the sign-in page reads before anyone is signed in (seed 000 §7
// getGlobalConfig: captcha_config, sass_config), turned into what the page decides with.
// Values are text; '0' means on (§9).
import type { Schemas } from '@jt/api-contract';

type ConfigEntry = Schemas['ConfigEntry'];

export type CaptchaMode = 'numberCode' | 'blockPuzzle' | 'clickWord';

export interface CaptchaSettings {
  /** '0' numberCode, '1' blockPuzzle, '2' clickWord; any other value numberCode (§4). */
  mode: CaptchaMode;
  /** Failed captcha checks before the box locks (default 5, §9). */
  maxAttempts: number;
  /** Seconds the box stays locked (default 60, §9). */
  forbiddenSeconds: number;
  /** show_captcha '0': the form shows the captcha when it is required; otherwise never. */
  enabled: boolean;
  /** show_phone_code '0': the phone sign-in (phone number and SMS code) is offered. */
  phoneCodeShown: boolean;
}

export interface TenantSettings {
  /** sass_model '0' is multi-tenant mode. */
  multiTenant: boolean;
  /** common_tenant_account: the tenant of single-tenant mode ('' when none is configured). */
  commonTenantAccount: string;
}

export const CAPTCHA_DEFAULTS = {
  maxAttempts: 5,
  forbiddenSeconds: 60,
} as const;

function entryValue(entries: readonly ConfigEntry[], code: string): string | undefined {
  return entries.find((entry) => entry.code === code)?.value;
}

function positiveInteger(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const MODES: Record<string, CaptchaMode> = { '0': 'numberCode', '1': 'blockPuzzle', '2': 'clickWord' };

/** captcha_config's entries (an empty list when it could not be read gives the defaults). */
export function captchaSettings(entries: readonly ConfigEntry[]): CaptchaSettings {
  const type = entryValue(entries, 'captcha_type')?.trim() ?? '';
  return {
    mode: MODES[type] ?? 'numberCode',
    maxAttempts: positiveInteger(entryValue(entries, 'captcha_max_attempts'), CAPTCHA_DEFAULTS.maxAttempts),
    forbiddenSeconds: positiveInteger(
      entryValue(entries, 'verify_code_forbidden_time'),
      CAPTCHA_DEFAULTS.forbiddenSeconds,
    ),
    enabled: (entryValue(entries, 'show_captcha') ?? '0') === '0',
    phoneCodeShown: entryValue(entries, 'show_phone_code') === '0',
  };
}

/** sass_config's entries; without them the page stays in multi-tenant mode (the safe choice: the user types the tenant). */
export function tenantSettings(entries: readonly ConfigEntry[]): TenantSettings {
  return {
    multiTenant: (entryValue(entries, 'sass_model') ?? '0') === '0',
    commonTenantAccount: entryValue(entries, 'common_tenant_account')?.trim() ?? '',
  };
}

/** password_config's first value read as a number of days (§7), or null when it is not one. */
export function passwordExpireDays(entries: readonly ConfigEntry[]): number | null {
  const first = entries[0]?.value;
  const days = Number(first);
  return first !== undefined && first.trim() !== '' && Number.isFinite(days) ? days : null;
}
