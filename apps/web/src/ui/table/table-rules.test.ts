import { describe, expect, it } from 'vitest';
import {
  type ConfiguredColumn,
  exportedColumns,
  filterOperators,
  initiallyHidden,
  orderedColumns,
  scrollWidth,
  semiColumns,
} from './table-columns';
import { sortOf, tableQuery, tableSelection } from './table-query';

const column = (key: string, orderby: number, extra: Partial<ConfiguredColumn> = {}): ConfiguredColumn => ({
  key,
  title: key.toUpperCase(),
  width: 100,
  align: 'center',
  fixed: null,
  isShow: '0',
  orderby,
  filterOperator: null,
  ...extra,
});

const config = [
  column('routeName', 3, { align: 'left', filterOperator: 'like', width: 180 }),
  column('diseaseCode', 1, { fixed: 'left', filterOperator: 'like', width: 160 }),
  column('remark', 9, { isShow: '1', width: null }),
  column('diseaseTypeName', 2, { filterOperator: 'in' }),
];

describe('configured columns → Semi columns', () => {
  it('orders the columns by orderby', () => {
    expect(orderedColumns(config).map((c) => c.key)).toEqual([
      'diseaseCode',
      'diseaseTypeName',
      'routeName',
      'remark',
    ]);
  });

  it('hides the isShow 1 columns at first and shows the rest with title, width, align and fixed', () => {
    const hidden = initiallyHidden(config);
    expect([...hidden]).toEqual(['remark']);
    expect(semiColumns(config, hidden, null)).toEqual([
      {
        key: 'diseaseCode',
        dataIndex: 'diseaseCode',
        title: 'DISEASECODE',
        width: 160,
        align: 'center',
        fixed: 'left',
        sorter: true,
        sortOrder: false,
      },
      {
        key: 'diseaseTypeName',
        dataIndex: 'diseaseTypeName',
        title: 'DISEASETYPENAME',
        width: 100,
        align: 'center',
        sorter: true,
        sortOrder: false,
      },
      {
        key: 'routeName',
        dataIndex: 'routeName',
        title: 'ROUTENAME',
        width: 180,
        align: 'left',
        sorter: true,
        sortOrder: false,
      },
    ]);
  });

  it('shows a hidden column once the user shows it, without a width when none is configured', () => {
    const shown = semiColumns(config, new Set(['routeName']), { key: 'remark', asc: false });
    expect(shown.map((c) => c.key)).toEqual(['diseaseCode', 'diseaseTypeName', 'remark']);
    expect(shown[2]).not.toHaveProperty('width');
    expect(shown[2]?.sortOrder).toBe('descend');
    expect(scrollWidth(shown)).toBe(160 + 100 + 200);
  });

  it('lists the filtering columns with their operator, in column order', () => {
    expect(filterOperators(config)).toEqual({
      diseaseCode: 'like',
      diseaseTypeName: 'in',
      routeName: 'like',
    });
  });
});

describe('the query sent to the gateway', () => {
  it('carries the page, the size, the filters and the sort (MyBatis-Plus OrderItem)', () => {
    const selection = tableSelection([{ key: 'routeName', operator: 'like', value: '*G42*' }], {
      key: 'reportTime',
      asc: false,
    });
    expect(tableQuery(selection, 3, 20)).toEqual({
      current: 3,
      size: 20,
      filters: [{ key: 'routeName', operator: 'like', value: '*G42*' }],
      orders: [{ column: 'reportTime', asc: false }],
    });
  });

  it('leaves out filters and orders when there are none', () => {
    expect(tableQuery(tableSelection([], null), 1, 10)).toEqual({ current: 1, size: 10 });
  });

  it("reads Semi's header sort: ascend, descend, and a third click that clears it", () => {
    expect(sortOf('diseaseArea', 'ascend')).toEqual({ key: 'diseaseArea', asc: true });
    expect(sortOf('diseaseArea', 'descend')).toEqual({ key: 'diseaseArea', asc: false });
    expect(sortOf('diseaseArea', false)).toBeNull();
  });

  it('offers sorting only on the columns the server sorts by, when the page says which', () => {
    const shown = semiColumns(config, new Set(), null, new Set(['diseaseCode']));
    expect(shown.filter((column) => column.sorter).map((column) => column.key)).toEqual(['diseaseCode']);
  });
});

describe('the columns an export writes', () => {
  it('writes the shown columns in their order, but not the configured action column 操作', () => {
    const shown = semiColumns(
      [column('orderCode', 1), column('operation', 3, { title: '操作' }), column('statusName', 2)],
      new Set(),
      null,
    );
    // Nor does the action column sort: the gateway has no such field to sort by.
    expect(shown.find((spec) => spec.key === 'operation')?.sorter).toBe(false);
    expect(exportedColumns(shown)).toEqual([
      { key: 'orderCode', title: 'ORDERCODE' },
      { key: 'statusName', title: 'STATUSNAME' },
    ]);
  });
});
