import { describe, expect, it } from 'vitest';
import {
  arrangedColumns,
  clampWidth,
  hiddenColumns,
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  movedOrder,
  parseChoices,
  userChoices,
  withOrder,
  withoutRoute,
  withShown,
  withWidth,
} from './column-choices';
import type { ConfiguredColumn } from './table-columns';

const columns: ConfiguredColumn[] = [
  { key: 'diseaseCode', title: '病害编号', width: 160, fixed: 'left', orderby: 1 },
  { key: 'stakeNo', title: '桩号', width: 120, orderby: 2 },
  { key: 'routeName', title: '路线名称', width: 180, orderby: 3 },
  { key: 'remark', title: '备注', isShow: '1', orderby: 4 },
  { key: 'operation', title: '操作', width: 160, fixed: 'right', orderby: 5 },
];
const keys = (list: readonly ConfiguredColumn[]) => list.map((column) => column.key);

describe('column choices: shown and hidden', () => {
  it('hides what the configuration hides until the user chooses', () => {
    expect([...hiddenColumns(columns, undefined)]).toEqual(['remark']);
  });

  it('keeps the user’s choice for the columns seen, and the configuration for a column added later', () => {
    const choices = withShown({}, 'u1', '/diseaseManage', columns.slice(0, 2), new Set(['stakeNo']));
    expect(choices).toEqual({
      u1: { '/diseaseManage': { shown: { diseaseCode: true, stakeNo: false }, order: [], widths: {} } },
    });
    const chosen = choices.u1?.['/diseaseManage']?.shown;
    expect([...hiddenColumns(columns, chosen)].sort()).toEqual(['remark', 'stakeNo']);
  });

  it('shows a column the configuration hides when the user chose it', () => {
    const chosen = { diseaseCode: true, stakeNo: true, routeName: true, remark: true, operation: true };
    expect([...hiddenColumns(columns, chosen)]).toEqual([]);
  });

  it('never hides every column: a choice that would falls back to the configuration', () => {
    const chosen = Object.fromEntries(columns.map((column) => [column.key, false]));
    expect([...hiddenColumns(columns, chosen)]).toEqual(['remark']);
  });
});

describe('column choices: order and width', () => {
  it('moves a column onto another’s place, the ones between shifting by one', () => {
    expect(movedOrder(columns, 'routeName', 'stakeNo')).toEqual([
      'diseaseCode',
      'routeName',
      'stakeNo',
      'remark',
      'operation',
    ]);
    expect(movedOrder(columns, 'stakeNo', 'remark')).toEqual([
      'diseaseCode',
      'routeName',
      'remark',
      'stakeNo',
      'operation',
    ]);
  });

  it('does not move a fixed column, onto a fixed column, onto itself or an unknown key', () => {
    const configured = keys(columns);
    expect(movedOrder(columns, 'diseaseCode', 'stakeNo')).toEqual(configured);
    expect(movedOrder(columns, 'stakeNo', 'operation')).toEqual(configured);
    expect(movedOrder(columns, 'stakeNo', 'stakeNo')).toEqual(configured);
    expect(movedOrder(columns, 'gone', 'stakeNo')).toEqual(configured);
  });

  it('arranges by the kept order and widths, fixed columns kept at their sides, orderby renumbered', () => {
    const arranged = arrangedColumns(columns, {
      shown: {},
      order: ['operation', 'remark', 'routeName', 'diseaseCode', 'stakeNo'],
      widths: { routeName: 260 },
    });
    expect(keys(arranged)).toEqual(['diseaseCode', 'remark', 'routeName', 'stakeNo', 'operation']);
    expect(arranged.map((column) => column.orderby)).toEqual([1, 2, 3, 4, 5]);
    expect(arranged.find((column) => column.key === 'routeName')?.width).toBe(260);
    expect(arranged.find((column) => column.key === 'stakeNo')?.width).toBe(120);
  });

  it('puts a column the kept order does not name after the named ones, in configured order', () => {
    const arranged = arrangedColumns(columns, { shown: {}, order: ['routeName', 'stakeNo'], widths: {} });
    expect(keys(arranged)).toEqual(['diseaseCode', 'routeName', 'stakeNo', 'remark', 'operation']);
    expect(keys(arrangedColumns(columns, undefined))).toEqual(keys(columns));
  });

  it('keeps widths whole and between the narrowest and the widest', () => {
    expect(clampWidth(10)).toBe(MIN_COLUMN_WIDTH);
    expect(clampWidth(5000)).toBe(MAX_COLUMN_WIDTH);
    expect(clampWidth(201.6)).toBe(202);
    const choices = withWidth({}, 'u1', '/a', 'stakeNo', 12);
    expect(choices.u1?.['/a']?.widths).toEqual({ stakeNo: MIN_COLUMN_WIDTH });
  });
});

describe('column choices: per user and route, kept and reset', () => {
  it('keeps each user’s choices apart and other routes’ choices as they were', () => {
    let choices = withOrder({}, 'u1', '/a', ['b', 'a', 'b']);
    choices = withWidth(choices, 'u1', '/a', 'a', 300);
    choices = withShown(choices, 'u2', '/a', columns, new Set(['stakeNo']));
    choices = withOrder(choices, 'u1', '/b', ['x']);
    expect(choices.u1?.['/a']).toEqual({ shown: {}, order: ['b', 'a'], widths: { a: 300 } });
    expect(choices.u2?.['/a']?.order).toEqual([]);
    const reset = withoutRoute(choices, 'u1', '/a');
    expect(Object.keys(reset.u1 ?? {})).toEqual(['/b']);
    expect(reset.u2).toEqual(choices.u2);
  });

  it('lists one user’s kept choices by route with what they change', () => {
    let choices = withShown({}, 'u1', '/z', columns, new Set(['stakeNo', 'remark']));
    choices = withOrder(choices, 'u1', '/a', ['routeName', 'stakeNo']);
    choices = withWidth(choices, 'u1', '/a', 'routeName', 240);
    choices = withOrder(choices, 'u2', '/q', ['x']);
    expect(userChoices(choices, 'u1')).toEqual([
      { route: '/a', hidden: [], order: ['routeName', 'stakeNo'], widths: { routeName: 240 } },
      { route: '/z', hidden: ['stakeNo', 'remark'], order: [], widths: {} },
    ]);
    expect(userChoices(choices, 'nobody')).toEqual([]);
  });

  it('reads nothing from text of another shape, and only the well-formed parts of a choice', () => {
    expect(parseChoices(null)).toEqual({});
    expect(parseChoices('not json')).toEqual({});
    expect(parseChoices('[1,2]')).toEqual({});
    expect(
      parseChoices(
        JSON.stringify({
          u1: {
            '/a': { shown: { x: 'no', y: false }, order: ['b', 3, 'b', 'c'], widths: { b: 'wide', c: 2000 } },
            '/b': 3,
          },
          u2: [],
        }),
      ),
    ).toEqual({ u1: { '/a': { shown: { y: false }, order: ['b', 'c'], widths: { c: MAX_COLUMN_WIDTH } } } });
  });
});
