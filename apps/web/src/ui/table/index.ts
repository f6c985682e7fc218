// The config-driven table's public surface (shared by every management page).
export type { ConfigTableProps, RowActions, TableExportRequest, TablePage } from './ConfigTable';
export { ConfigTable } from './ConfigTable';
export { ConfirmDelete, type ConfirmDeleteProps } from './ConfirmDelete';
export type { FilterField } from './FilterBar';
export type { FilterInput, FilterOperator, TableFilter } from './filter-operators';
export { listPage, saveExport } from './list-answer';
export type { TableQuery, TableSelection } from './table-query';
export { failureText, TABLE_TEXTS, TableCallError } from './table-texts';
