import { type ConfigCode, type ConfigValues, seedConfigs } from '@jt/mocks/configs';
import type { MockStore } from '../store/mock-store';

export type { ConfigCode };

/** The configuration codes' values in the mock's store: what QA changes, every domain reads. */
export interface ConfigValuesStore {
  /** Every key of a code with its value, in the seed's order. */
  entries(code: ConfigCode): Array<{ code: string; value: string }>;
  get(code: ConfigCode, key: string): string | undefined;
  set(code: ConfigCode, key: string, value: string): void;
}

export function configValues(store: MockStore): ConfigValuesStore {
  const configs = store.collection<Record<string, string>>(
    'configs',
    () => structuredClone(seedConfigs) as ConfigValues,
  );
  return {
    entries: (code) => Object.entries(configs.get(code) ?? {}).map(([key, value]) => ({ code: key, value })),
    get: (code, key) => configs.get(code)?.[key],
    set: (code, key, value) => {
      configs.update(code, (current) => ({ ...current, [key]: value }));
    },
  };
}
