// The configured columns of a page's table (getDynamicTableConfigByParam: title, width, align,
// fixed, isShow, orderby, filterOperator) as Semi Table columns. Pure: which columns show, in
// what order, and how they sort is decided here and tested directly.
import type { components } from '@jt/api-contract';
import type { FilterOperator } from './filter-operators';

export type ConfiguredColumn = components['schemas']['TableColumn'];

/** The sort the table asks the gateway for (one column at a time, as Semi's header does). */
export interface TableSort {
  key: string;
  asc: boolean;
}

/** The Semi column props this module decides (the component adds render functions). */
export interface ColumnSpec {
  key: string;
  dataIndex: string;
  title: string;
  width?: number;
  align?: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
  sorter: boolean;
  sortOrder: 'ascend' | 'descend' | false;
}

/** The columns in their configured order (orderby, then as answered). */
export function orderedColumns(columns: readonly ConfiguredColumn[]): ConfiguredColumn[] {
  return columns
    .map((column, index) => ({ column, index }))
    .sort((a, b) => (a.column.orderby ?? a.index) - (b.column.orderby ?? b.index) || a.index - b.index)
    .map(({ column }) => column);
}

/** The keys hidden at first: the columns configured with isShow '1'. */
export function initiallyHidden(columns: readonly ConfiguredColumn[]): Set<string> {
  return new Set(columns.filter((column) => column.isShow === '1').map((column) => column.key));
}

/** The columns that filter, with their operator (filterOperator null: the column does not). */
export function filterOperators(columns: readonly ConfiguredColumn[]): Record<string, FilterOperator> {
  const operators: Record<string, FilterOperator> = {};
  for (const column of orderedColumns(columns)) {
    if (column.filterOperator) operators[column.key] = column.filterOperator;
  }
  return operators;
}

/**
 * The configured column that holds a row's buttons rather than data (/workOrder's and /dispatch's
 * 操作): a page draws it through renderCell; the gateway has no such field to export.
 */
export const ACTION_COLUMN_KEY = 'operation';

/** The shown columns as Semi columns: configured order, width, alignment, fixed side, sort state. */
export function semiColumns(
  columns: readonly ConfiguredColumn[],
  hidden: ReadonlySet<string>,
  sort: TableSort | null,
  /** The keys the server sorts by; undefined: every column. */
  sortable?: ReadonlySet<string>,
): ColumnSpec[] {
  return orderedColumns(columns)
    .filter((column) => !hidden.has(column.key))
    .map((column) => ({
      key: column.key,
      dataIndex: column.key,
      title: column.title,
      ...(typeof column.width === 'number' ? { width: column.width } : {}),
      ...(column.align ? { align: column.align } : {}),
      ...(column.fixed ? { fixed: column.fixed } : {}),
      sorter: column.key !== ACTION_COLUMN_KEY && (!sortable || sortable.has(column.key)),
      sortOrder: sort?.key === column.key ? (sort.asc ? 'ascend' : 'descend') : false,
    }));
}

/** The columns an export writes: the shown ones, in their order, without the action column. */
export function exportedColumns(columns: readonly ColumnSpec[]): { key: string; title: string }[] {
  return columns
    .filter((column) => column.key !== ACTION_COLUMN_KEY)
    .map(({ key, title }) => ({ key, title }));
}

/** The table's scroll width: the fixed widths, plus room for a column without one. */
export function scrollWidth(columns: readonly ColumnSpec[], extra = 0): number {
  return columns.reduce((sum, column) => sum + (column.width ?? 200), extra);
}
