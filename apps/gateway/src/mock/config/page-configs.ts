import { type SeedPageConfig, seedCurrentPageConfig, seedPageConfigs } from '@jt/mocks/page-config';
import type { MockStore } from '../store/mock-store';

export type PageType = SeedPageConfig['type'];

/** The stored page configurations and which one of each page type is in use. */
export interface PageConfigStore {
  /** The configuration in use for the page type; null when none of that type exists. */
  current(type: PageType): SeedPageConfig | null;
  /** Puts another stored configuration of the same type in use; false when there is none with that id. */
  select(type: PageType, id: string): boolean;
  list(): SeedPageConfig[];
  get(id: string): SeedPageConfig | undefined;
  /** Stores a new configuration (without id) or replaces the stored one; answers it as stored. */
  save(config: Omit<SeedPageConfig, 'id'> & { id?: string }): SeedPageConfig;
  remove(id: string): void;
}

export function pageConfigs(store: MockStore): PageConfigStore {
  const configs = store.collection<SeedPageConfig>('pageConfigs', () =>
    Object.fromEntries(seedPageConfigs.map((config) => [config.id, { ...config }])),
  );
  const inUse = store.collection<string>('pageConfigInUse', () => ({ ...seedCurrentPageConfig }));
  return {
    current: (type) => {
      const chosen = configs.get(inUse.get(type) ?? '');
      if (chosen?.type === type) return chosen;
      // The one in use was removed: the first stored configuration of the type stands in.
      return configs.values().find((config) => config.type === type) ?? null;
    },
    select: (type, id) => {
      if (configs.get(id)?.type !== type) return false;
      inUse.set(type, id);
      return true;
    },
    list: () => configs.values(),
    get: (id) => configs.get(id),
    save: (config) => {
      // Ids are numbers as the seeded ones; the next one follows the highest stored.
      const id =
        config.id ??
        String(
          Math.max(
            0,
            ...configs
              .entries()
              .map(([key]) => Number(key))
              .filter(Number.isFinite),
          ) + 1,
        );
      const stored: SeedPageConfig = {
        id,
        name: config.name,
        type: config.type,
        configData: config.configData,
      };
      configs.set(id, stored);
      return stored;
    },
    remove: (id) => {
      configs.delete(id);
    },
  };
}
