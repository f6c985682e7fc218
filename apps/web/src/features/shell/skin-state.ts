// The skin the shell wears: read once when the shell opens (getConfigByCode skin_config) and
// replaced when 皮肤设置 saves, so the change shows at once without a sign-in.
import { proxy } from 'valtio';
import { api } from '../../lib/api/client';
import { onLogout } from '../../lib/session/logout';
import type { SkinValues } from './skin';

export const skinState = proxy<{ values: SkinValues | null }>({ values: null });

let reading: Promise<void> | null = null;

/** Reads the saved skin once per sign-in; a failed read leaves the default look (nothing to tell). */
export function loadSkin(): Promise<void> {
  reading ??= api
    .POST('/api/component/config/getConfigByCode/{code}', { params: { path: { code: 'skin_config' } } })
    .then(({ data }) => {
      if (data?.code === 200 && Array.isArray(data.data))
        skinState.values = Object.fromEntries(data.data.map((entry) => [entry.code, entry.value]));
    })
    .catch(() => undefined);
  return reading;
}

/** 皮肤设置 saved: the shell wears it from now on. */
export function applySavedSkin(values: SkinValues): void {
  skinState.values = values;
}

onLogout(() => {
  skinState.values = null;
  reading = null;
});
