import { describe, expect, it } from 'vitest';
import { type FieldSpecs, queryPage, selectRows, TableQueryError } from './table-query';

interface Row {
  code: string;
  route: string;
  area: number | null;
  time: string;
  status: string;
}

const rows: Row[] = [
  { code: 'D1', route: 'G42 沪蓉高速', area: 0.5, time: '2026-01-05 08:00:00', status: '待验收' },
  { code: 'D2', route: 'G4211 宁芜高速', area: 2, time: '2026-02-01 09:30:00', status: '已验收' },
  { code: 'D3', route: 'S55 宁宣高速', area: null, time: '2026-03-10 10:00:00', status: '维修中' },
  { code: 'D4', route: 'G42 沪蓉高速', area: 12.25, time: '2026-03-11 00:00:00', status: '已验收' },
];

const specs: FieldSpecs<Row> = {
  code: { kind: 'text', read: (r) => r.code },
  route: { kind: 'text', read: (r) => r.route },
  area: { kind: 'number', read: (r) => r.area },
  time: { kind: 'time', read: (r) => r.time },
  status: { kind: 'text', read: (r) => r.status },
};

const codes = (kept: Row[]) => kept.map((r) => r.code);
const select = (filters: Parameters<typeof selectRows<Row>>[1]['filters'], orders = []) =>
  codes(selectRows(rows, { filters, orders }, specs));

describe('table filters (seed 000 §9)', () => {
  it('like *v* matches a substring, case-insensitively', () => {
    expect(select([{ key: 'route', operator: 'like', value: '*沪蓉*' }])).toEqual(['D1', 'D4']);
    expect(select([{ key: 'route', operator: 'like', value: '*g4211*' }])).toEqual(['D2']);
  });

  it('like with one star matches the start or the end, and without a star the whole value', () => {
    expect(select([{ key: 'route', operator: 'like', value: 'S55*' }])).toEqual(['D3']);
    expect(select([{ key: 'route', operator: 'like', value: '*宁芜高速' }])).toEqual(['D2']);
    expect(select([{ key: 'code', operator: 'like', value: 'D' }])).toEqual([]);
    expect(select([{ key: 'code', operator: 'like', value: 'D2' }])).toEqual(['D2']);
  });

  it('like takes every other character literally (stakes, dots, brackets)', () => {
    const stakes = [
      { code: 'K1+000', route: 'a.b', area: 1, time: '2026-01-01', status: '(x)' },
      { code: 'K10000', route: 'axb', area: 1, time: '2026-01-01', status: 'x' },
    ];
    const like = (key: keyof Row, value: string) =>
      codes(selectRows(stakes, { filters: [{ key, operator: 'like', value }] }, specs));
    expect(like('code', '*1+0*')).toEqual(['K1+000']);
    expect(like('route', 'a.b')).toEqual(['K1+000']);
    expect(like('status', '*(x)*')).toEqual(['K1+000']);
  });

  it('gt, ge, lt and le compare numbers numerically and skip empty values', () => {
    expect(select([{ key: 'area', operator: 'gt', value: '2' }])).toEqual(['D4']);
    expect(select([{ key: 'area', operator: 'ge', value: 2 }])).toEqual(['D2', 'D4']);
    expect(select([{ key: 'area', operator: 'lt', value: '10' }])).toEqual(['D1', 'D2']);
    expect(select([{ key: 'area', operator: 'le', value: '0.5' }])).toEqual(['D1']);
  });

  it('compares times as written, a bare date included', () => {
    expect(select([{ key: 'time', operator: 'ge', value: '2026-03-10' }])).toEqual(['D3', 'D4']);
    expect(select([{ key: 'time', operator: 'lt', value: '2026-02-01 09:30:00' }])).toEqual(['D1']);
  });

  it('reads a day as its midnight: a date column keeps the day a date-time picker chose', () => {
    const days = [
      { day: '2026-05-19', id: 'a' },
      { day: '2026-05-20', id: 'b' },
    ];
    const daySpecs: FieldSpecs<(typeof days)[number]> = { day: { kind: 'time', read: (r) => r.day } };
    const kept = (operator: 'ge' | 'le' | 'gt' | 'in', value: string) =>
      selectRows(days, { filters: [{ key: 'day', operator, value }] }, daySpecs).map((r) => r.id);
    expect(kept('ge', '2026-05-20 00:00:00')).toEqual(['b']);
    expect(kept('le', '2026-05-19 00:00:00')).toEqual(['a']);
    expect(kept('gt', '2026-05-19 00:00')).toEqual(['b']);
    expect(kept('in', '2026-05-19 00:00:00')).toEqual(['a']);
  });

  it('notEqual takes the value after its ! prefix', () => {
    expect(select([{ key: 'status', operator: 'notEqual', value: '!已验收' }])).toEqual(['D1', 'D3']);
  });

  it('in takes the values joined by commas', () => {
    expect(select([{ key: 'status', operator: 'in', value: '待验收,维修中' }])).toEqual(['D1', 'D3']);
    expect(select([{ key: 'area', operator: 'in', value: '2,12.25' }])).toEqual(['D2', 'D4']);
  });

  it('combines filters with and', () => {
    expect(
      select([
        { key: 'route', operator: 'like', value: '*G42 *' },
        { key: 'status', operator: 'notEqual', value: '!已验收' },
      ]),
    ).toEqual(['D1']);
  });

  it('refuses a column the list does not have, and a value of the wrong kind, naming the field', () => {
    expect(() => select([{ key: 'nope', operator: 'like', value: '*x*' }])).toThrow(TableQueryError);
    expect(() => select([{ key: 'area', operator: 'gt', value: 'big' }])).toThrow(
      /area: "big" is not a number/,
    );
    expect(() => select([{ key: 'time', operator: 'ge', value: 'yesterday' }])).toThrow(/is not a time/);
  });
});

describe('model conditions', () => {
  it('match exactly as text and skip blank values', () => {
    expect(codes(selectRows(rows, { model: { status: '已验收', code: '' } }, specs))).toEqual(['D2', 'D4']);
    expect(codes(selectRows(rows, { model: { area: 2 } }, specs))).toEqual(['D2']);
  });
});

describe('ordering and paging', () => {
  it('orders by several columns; empty values sort last both ways', () => {
    const byArea = (asc: boolean) => codes(selectRows(rows, { orders: [{ column: 'area', asc }] }, specs));
    expect(byArea(true)).toEqual(['D1', 'D2', 'D4', 'D3']);
    expect(byArea(false)).toEqual(['D4', 'D2', 'D1', 'D3']);
    expect(
      codes(
        selectRows(
          rows,
          {
            orders: [
              { column: 'route', asc: true },
              { column: 'time', asc: false },
            ],
          },
          specs,
        ),
      ),
    ).toEqual(['D4', 'D1', 'D2', 'D3']);
  });

  it('sorts stakes by their metres but filters them as the text they are', () => {
    const stakes = [
      { stakeNo: 'K1000+000' },
      { stakeNo: 'K253+400' },
      { stakeNo: 'K253+050' },
      { stakeNo: 'K99+999' },
    ];
    const stakeSpecs: FieldSpecs<{ stakeNo: string }> = {
      stakeNo: { kind: 'stake', read: (r) => r.stakeNo },
    };
    const sorted = (asc: boolean) =>
      selectRows(stakes, { orders: [{ column: 'stakeNo', asc }] }, stakeSpecs).map((r) => r.stakeNo);
    expect(sorted(true)).toEqual(['K99+999', 'K253+050', 'K253+400', 'K1000+000']);
    expect(sorted(false)).toEqual(['K1000+000', 'K253+400', 'K253+050', 'K99+999']);
    const liked = selectRows(
      stakes,
      { filters: [{ key: 'stakeNo', operator: 'like', value: '*253*' }] },
      stakeSpecs,
    );
    expect(liked.map((r) => r.stakeNo)).toEqual(['K253+400', 'K253+050']);
    // Not a stake: refused by no filter, as the backend's text column refuses none.
    const other = selectRows(
      stakes,
      { filters: [{ key: 'stakeNo', operator: 'notEqual', value: '!abc' }] },
      stakeSpecs,
    );
    expect(other).toHaveLength(4);
  });

  it('answers a MyBatis-Plus page: records, total, size, current, pages', () => {
    const page = queryPage(rows, { current: 2, size: 3 }, specs);
    expect(page).toEqual({ records: [rows[3]], total: 4, size: 3, current: 2, pages: 2 });
    expect(queryPage(rows, { current: 5, size: 3 }, specs).records).toEqual([]);
  });

  it('refuses to sort by a column the list does not have', () => {
    expect(() => queryPage(rows, { current: 1, size: 10, orders: [{ column: 'x' }] }, specs)).toThrow(
      'x: is not a sortable column of this list',
    );
  });
});
