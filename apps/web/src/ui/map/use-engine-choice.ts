// Which engine draws: Baidu GL when the gateway gives a browser key (MAPS_BROWSER_AK, exposed in
// /app-config.json as mapAk), the offline engine otherwise — or after Baidu's script failed.
import { runtimeConfig } from '../../lib/runtime-config';

export type EngineChoice = 'baidu' | 'offline';

export function chooseEngine(requested: 'auto' | EngineChoice, mapAk: string): EngineChoice {
  if (requested !== 'auto') return requested === 'baidu' && mapAk === '' ? 'offline' : requested;
  return mapAk === '' ? 'offline' : 'baidu';
}

export function configuredMapAk(): string {
  try {
    return runtimeConfig.current().mapAk;
  } catch {
    return '';
  }
}
