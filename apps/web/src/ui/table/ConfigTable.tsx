// The config-driven list every management page uses: columns from the page's table
// configuration (getDynamicTableConfigByParam), the filter bar of its filtering columns (seed
// 000 §9), paging and sorting on the gateway, column show/hide, row selection, export of the
// filtered (or selected) rows, columns dragged to another place by their title and to another
// width at their edge (kept per user and route with the shown/hidden choice, 恢复默认 resets),
// permission-limited buttons (seed 000 §6) and clear empty, loading and error states. The page
// gives the calls; the table owns the query.
import Button from '@douyinfe/semi-ui/lib/es/button';
import Checkbox from '@douyinfe/semi-ui/lib/es/checkbox';
import Empty from '@douyinfe/semi-ui/lib/es/empty';
import Popover from '@douyinfe/semi-ui/lib/es/popover';
import Table from '@douyinfe/semi-ui/lib/es/table';
import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table/interface';
import type { components } from '@jt/api-contract';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { appState } from '../../lib/app-state/app-state';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { ColumnDragArea, DraggableTitle } from './ColumnDrag';
import { onChoicesChange, readChoices, writeChoices } from './column-choice-store';
import {
  arrangedColumns,
  type ColumnChoices,
  hiddenColumns,
  isMovable,
  movedOrder,
  withOrder,
  withoutRoute,
  withShown,
  withWidth,
} from './column-choices';
import { FilterBar, type FilterField, type FilterInputs } from './FilterBar';
import { type FilterInput, tableFilters } from './filter-operators';
import {
  exportedColumns,
  filterOperators,
  orderedColumns,
  scrollWidth,
  semiColumns,
  type TableSort,
} from './table-columns';
import { sortOf, type TableQuery, type TableSelection, tableQuery, tableSelection } from './table-query';
import { failureText, TABLE_TEXTS } from './table-texts';
import { useTableConfig } from './use-table-config';
import './table.css';

export type TableExportRequest = components['schemas']['TableExportRequest'];

export interface TablePage<Row> {
  records: Row[];
  total: number;
}

export interface RowActions<Row> {
  title: string;
  width: number;
  render(row: Row): ReactNode;
}

export interface ConfigTableProps<Row extends { id: string }> {
  /** The route whose table configuration gives the columns (e.g. '/diseaseManage'). */
  route: string;
  /** One page of rows; rejects with the server's message when the call fails. */
  load(query: TableQuery): Promise<TablePage<Row>>;
  /** How a filtering column's value is entered (default typed text). */
  filterFields?: Readonly<Record<string, FilterField>>;
  /** Cells drawn otherwise than as their text. */
  renderCell?: Readonly<Record<string, (value: unknown, row: Row) => ReactNode>>;
  /** The operation column, fixed on the right. */
  rowActions?: RowActions<Row>;
  /** Buttons beside export (PermissionButton for the limited ones). */
  toolbar?: ReactNode;
  /** Export of the filtered rows (or the selected ones), limited by `permission`. */
  exporter?: { permission: string | null; run(request: TableExportRequest): Promise<void> };
  /** Every change of the applied filters and sort (a map of the same rows reads it). */
  onSelectionChange?(selection: TableSelection): void;
  onRowClick?(row: Row): void;
  /** Every change of the rows ticked (their ids), for a page acting on several at once. */
  onRowsSelected?(ids: readonly string[]): void;
  /**
   * Each time the list shows an answer: its rows, its empty or failed state, or the configuration's
   * failure (a page starts what can wait, e.g. its map, after the first).
   */
  onShown?(): void;
  /** Changing it loads the current page again (after a create, edit or delete) and unticks the rows. */
  reloadKey?: number;
  pageSize?: number;
  /** The columns the server can sort by (default: every one). */
  sortable?: ReadonlySet<string>;
  /** Columns dragged to another place and width (default true). */
  arrangeable?: boolean;
}

const PAGE_SIZES = [10, 20, 50, 100];

/** Whether any filter input is applied (then the columns' operators shape the query). */
const hasInputs = (inputs: FilterInputs): boolean =>
  Object.values(inputs).some((input) => input !== undefined);

type ListState<Row> =
  | { status: 'loading'; page: TablePage<Row> | null }
  | { status: 'ready'; page: TablePage<Row> }
  | { status: 'error'; message: string };

export function ConfigTable<Row extends { id: string }>(props: ConfigTableProps<Row>) {
  const { route, load, filterFields = {}, renderCell = {}, rowActions, onSelectionChange } = props;
  const [configAttempt, setConfigAttempt] = useState(0);
  const config = useTableConfig(route, configAttempt);
  const columns = useMemo(() => (config.status === 'ready' ? orderedColumns(config.columns) : []), [config]);
  const operators = useMemo(() => filterOperators(columns), [columns]);

  // The user's kept choice for this route (shown columns, order, widths), read again on every change.
  const user = useSnapshot(appState).userInfo?.userId ?? '';
  const [choices, setChoices] = useState(readChoices);
  useEffect(() => onChoicesChange(() => setChoices(readChoices())), []);
  const choice = choices[user]?.[route];
  const arranged = useMemo(() => arrangedColumns(columns, choice), [columns, choice]);
  const hidden = useMemo(() => hiddenColumns(columns, choice?.shown), [columns, choice]);
  const keep = (change: (before: ColumnChoices) => ColumnChoices) => {
    const next = change(readChoices());
    writeChoices(next);
    setChoices(next);
  };
  const chooseColumn = (key: string, shown: boolean) => {
    const next = new Set(hidden);
    if (shown) next.delete(key);
    else next.add(key);
    keep((before) => withShown(before, user, route, columns, next));
  };
  const arrangeable = props.arrangeable ?? true;
  const [inputs, setInputs] = useState<FilterInputs>({});
  const [applied, setApplied] = useState<FilterInputs>({});
  const [sort, setSort] = useState<TableSort | null>(null);
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(props.pageSize ?? 10);
  const [selected, setSelected] = useState<string[]>([]);
  const [list, setList] = useState<ListState<Row>>({ status: 'loading', page: null });
  const [attempt, setAttempt] = useState(0);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState('');

  // The same selection object while its content is the same: the configuration arriving (new
  // operators, the same filters) does not ask for the list or the map again.
  const selectionKey = JSON.stringify(tableSelection(tableFilters(operators, applied), sort));
  const selection = useMemo((): TableSelection => JSON.parse(selectionKey), [selectionKey]);
  const ready = config.status === 'ready';
  // The default query (no filter applied) needs no column's operator: the list and the map ask
  // for it at once, beside the configuration read, not after it.
  const queryable = ready || !hasInputs(applied);

  useEffect(() => {
    if (queryable) onSelectionChange?.(selection);
  }, [queryable, selection, onSelectionChange]);

  const { onRowsSelected } = props;
  useEffect(() => onRowsSelected?.(selected), [selected, onRowsSelected]);
  // A reload follows a change of the rows (a move, an edit): what was ticked may be gone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is the trigger, not a value read.
  useEffect(() => setSelected([]), [props.reloadKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey and attempt ask for the same page again.
  useEffect(() => {
    if (!queryable) return;
    let live = true;
    setList((before) => ({ status: 'loading', page: before.status === 'error' ? null : before.page }));
    load(tableQuery(selection, current, size))
      .then((page) => live && setList({ status: 'ready', page }))
      .catch(
        (error: unknown) =>
          live && setList({ status: 'error', message: failureText(TABLE_TEXTS.loadFailed, error) }),
      );
    return () => {
      live = false;
    };
  }, [queryable, load, selection, current, size, props.reloadKey, attempt]);

  const { onShown } = props;
  const shownAnswer = config.status === 'error' || (ready && list.status !== 'loading');
  useEffect(() => {
    if (shownAnswer) onShown?.();
  }, [shownAnswer, onShown]);

  const apply = useCallback((next: FilterInputs) => {
    setApplied(next);
    setCurrent(1);
    setSelected([]);
  }, []);

  const sortable = props.sortable;
  const shown = useMemo(
    () => semiColumns(arranged, hidden, sort, sortable),
    [arranged, hidden, sort, sortable],
  );
  const movable = useMemo(
    () => new Set(arranged.filter((column) => isMovable(column)).map((column) => column.key)),
    [arranged],
  );
  const tableColumns = useMemo(() => {
    const cells: ColumnProps<Row>[] = shown.map((spec) => {
      const render = renderCell[spec.key];
      const column: ColumnProps<Row> = arrangeable
        ? {
            ...spec,
            title: <DraggableTitle id={spec.key} title={spec.title} movable={movable.has(spec.key)} />,
          }
        : spec;
      return render ? { ...column, render: (value: unknown, row: Row) => render(value, row) } : column;
    });
    if (rowActions)
      cells.push({
        key: '__actions',
        title: rowActions.title,
        width: rowActions.width,
        fixed: 'right',
        align: 'center',
        render: (_value: unknown, row: Row) => rowActions.render(row),
      });
    return cells;
  }, [shown, renderCell, rowActions, arrangeable, movable]);
  const moveColumn = (from: string, to: string) =>
    keep((before) => withOrder(before, user, route, movedOrder(arranged, from, to)));
  const resizeColumn = (key: unknown, width: unknown) => {
    if (typeof key !== 'string' || typeof width !== 'number') return;
    if (!columns.some((column) => column.key === key)) return; // the selection or action column
    keep((before) => withWidth(before, user, route, key, width));
  };

  const runExport = async () => {
    if (!props.exporter) return;
    setExporting(true);
    setExportError('');
    try {
      await props.exporter.run({
        ...selection,
        columns: exportedColumns(shown),
        ...(selected.length > 0 ? { ids: selected } : {}),
      });
    } catch (error) {
      setExportError(failureText(TABLE_TEXTS.exportFailed, error));
    } finally {
      setExporting(false);
    }
  };

  if (config.status === 'loading')
    return <div className="jt-config-table jt-config-table--state" aria-busy="true" />;
  if (config.status === 'error')
    return (
      <div className="jt-config-table jt-config-table--state" role="alert">
        <span>{config.message}</span>
        <Button onClick={() => setConfigAttempt((n) => n + 1)}>{TABLE_TEXTS.retry}</Button>
      </div>
    );
  if (columns.length === 0)
    return (
      <div className="jt-config-table jt-config-table--state" role="alert">
        {TABLE_TEXTS.configEmpty}
      </div>
    );

  const page = list.status === 'error' ? null : list.page;
  return (
    <div
      className="jt-config-table"
      data-status={list.status}
      data-total={list.status === 'ready' ? list.page.total : undefined}
    >
      <FilterBar
        columns={columns}
        fields={filterFields}
        inputs={inputs}
        onInput={(key: string, value: FilterInput | undefined) =>
          setInputs((before) => ({ ...before, [key]: value }))
        }
        onSearch={() => apply(inputs)}
        onReset={() => {
          setInputs({});
          apply({});
        }}
      />
      <div className="jt-config-table__toolbar">
        <div className="jt-config-table__buttons">
          {props.toolbar}
          {props.exporter && (
            <PermissionButton
              permission={props.exporter.permission}
              loading={exporting}
              onClick={() => void runExport()}
              data-action="export"
            >
              {exporting ? TABLE_TEXTS.exporting : TABLE_TEXTS.export}
            </PermissionButton>
          )}
          {exportError && (
            <span className="jt-config-table__error" role="alert">
              {exportError}
            </span>
          )}
        </div>
        <div className="jt-config-table__buttons">
          {selected.length > 0 && <span>{TABLE_TEXTS.selected(selected.length)}</span>}
          <Popover
            trigger="click"
            position="bottomRight"
            content={
              <div className="jt-config-table__column-list" data-column-settings>
                {arranged.map((column) => (
                  <Checkbox
                    key={column.key}
                    checked={!hidden.has(column.key)}
                    // The last shown column stays: a table without columns shows nothing to read.
                    disabled={!hidden.has(column.key) && shown.length === 1}
                    onChange={(event) => chooseColumn(column.key, event.target.checked === true)}
                  >
                    {column.title}
                  </Checkbox>
                ))}
                <Button
                  size="small"
                  disabled={!choice}
                  onClick={() => keep((before) => withoutRoute(before, user, route))}
                  data-action="reset-columns"
                >
                  {TABLE_TEXTS.resetColumns}
                </Button>
              </div>
            }
          >
            <Button data-action="columns">{TABLE_TEXTS.columns}</Button>
          </Popover>
        </div>
      </div>
      {list.status === 'error' ? (
        <div className="jt-config-table__failure" role="alert">
          <span>{list.message}</span>
          <Button onClick={() => setAttempt((n) => n + 1)}>{TABLE_TEXTS.retry}</Button>
        </div>
      ) : (
        <ColumnDragArea
          keys={shown.filter((column) => movable.has(column.key)).map((column) => column.key)}
          onMove={moveColumn}
        >
          <Table<Row>
            // Semi keeps a dragged width over the columns it is given: a reset starts a new table.
            key={JSON.stringify(choice?.widths ?? {})}
            rowKey="id"
            size="small"
            columns={tableColumns}
            dataSource={page?.records ?? []}
            loading={list.status === 'loading'}
            scroll={{ x: scrollWidth(shown, rowActions?.width ?? 0) }}
            empty={<Empty description={TABLE_TEXTS.empty} />}
            resizable={
              arrangeable
                ? {
                    // Semi's types call the resized column a Row; it is the column with its new width.
                    onResizeStop: (column: Row) => {
                      const resized = column as unknown as { key?: unknown; width?: unknown };
                      resizeColumn(resized.key, resized.width);
                      return column;
                    },
                  }
                : false
            }
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => setSelected((keys ?? []).map(String)),
            }}
            onRow={(row) => ({
              onClick: () => row && props.onRowClick?.(row),
              className: props.onRowClick ? 'jt-config-table__row--link' : undefined,
            })}
            onChange={({ sorter }) => {
              if (!sorter) return;
              const key = String(sorter.dataIndex ?? sorter.key ?? '');
              const next = sortOf(key, sorter.sortOrder);
              setSort((before) => (before?.key === next?.key && before?.asc === next?.asc ? before : next));
              setCurrent(1);
            }}
            pagination={{
              currentPage: current,
              pageSize: size,
              total: page?.total ?? 0,
              pageSizeOpts: PAGE_SIZES,
              showSizeChanger: true,
              showTotal: true,
              onPageChange: setCurrent,
              onPageSizeChange: (next) => {
                setSize(next);
                setCurrent(1);
              },
            }}
          />
        </ColumnDragArea>
      )}
    </div>
  );
}
