// The request of a configured list (contract TableQuery): the page, the size, the filters of
// seed 000 §9 and the sort. Pure, so what reaches the gateway is tested directly.
import type { components } from '@jt/api-contract';
import type { TableFilter } from './filter-operators';
import type { TableSort } from './table-columns';

export type TableQuery = components['schemas']['TableQuery'];
export type TableSelection = components['schemas']['TableSelection'];

/** The rows a list keeps (no paging): what its map and its export read. */
export function tableSelection(filters: readonly TableFilter[], sort: TableSort | null): TableSelection {
  return {
    ...(filters.length > 0 ? { filters: [...filters] } : {}),
    ...(sort ? { orders: [{ column: sort.key, asc: sort.asc }] } : {}),
  };
}

/** One page of a selection. */
export function tableQuery(selection: TableSelection, current: number, size: number): TableQuery {
  return { current, size, ...selection };
}

/** Semi's sort order of a header click as the table's sort (a third click clears it). */
export function sortOf(key: string, order: 'ascend' | 'descend' | boolean | undefined): TableSort | null {
  if (order === 'ascend') return { key, asc: true };
  if (order === 'descend') return { key, asc: false };
  return null;
}
