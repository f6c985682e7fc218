import type { components } from '@jt/api-contract';
import { type DicItem, seedDictionaries } from '@jt/mocks/dictionaries';
import { seedTableConfigs, type TableConfig } from '@jt/mocks/table-config';
import type { Collection, MockStore } from '../store/mock-store';

type DicEntry = components['schemas']['DicEntry'];

/** The dictionaries of the mock's store (code → items), seeded from mocks/dictionaries.ts. */
export function dictionaryRecords(store: MockStore): Collection<DicItem[]> {
  return store.collection<DicItem[]>(
    'dictionaries',
    () => structuredClone(seedDictionaries) as Record<string, DicItem[]>,
  );
}

/** The table configurations of the mock's store (route → columns), seeded from mocks/table-config.ts. */
export function tableConfigRecords(store: MockStore): Collection<TableConfig> {
  return store.collection<TableConfig>('tableConfigs', () =>
    Object.fromEntries(seedTableConfigs.map((table) => [table.route, structuredClone(table)])),
  );
}

/** The items of the dictionaries asked for, in the order asked; an unknown code adds nothing. */
export function dictionaryEntries(store: MockStore, codes: readonly string[]): DicEntry[] {
  const dictionaries = dictionaryRecords(store);
  return codes.flatMap((code) =>
    (dictionaries.get(code) ?? []).map(({ value, label }) => ({ key: code, value, label })),
  );
}

/** The configured columns of a page's table; a route without configuration has none. */
export function tableConfig(store: MockStore, route: string): TableConfig {
  return tableConfigRecords(store).get(route) ?? { route, column: [] };
}
