import { describe, expect, it } from 'vitest';
import { hiddenColumns, parseChoices, withChoice } from './column-choices';
import type { ConfiguredColumn } from './table-columns';

const columns: ConfiguredColumn[] = [
  { key: 'diseaseCode', title: '病害编号' },
  { key: 'stakeNo', title: '桩号' },
  { key: 'remark', title: '备注', isShow: '1' },
];

describe('column choices', () => {
  it('hides what the configuration hides until the user chooses', () => {
    expect([...hiddenColumns(columns, undefined)]).toEqual(['remark']);
  });

  it('keeps the user’s choice for the columns seen, and the configuration for a column added later', () => {
    const choices = withChoice({}, '/diseaseManage', columns.slice(0, 2), new Set(['stakeNo']));
    expect(choices).toEqual({ '/diseaseManage': { diseaseCode: true, stakeNo: false } });
    expect([...hiddenColumns(columns, choices['/diseaseManage'])].sort()).toEqual(['remark', 'stakeNo']);
  });

  it('shows a column the configuration hides when the user chose it', () => {
    const chosen = { diseaseCode: true, stakeNo: true, remark: true };
    expect([...hiddenColumns(columns, chosen)]).toEqual([]);
  });

  it('never hides every column: a choice that would falls back to the configuration', () => {
    const chosen = { diseaseCode: false, stakeNo: false, remark: false };
    expect([...hiddenColumns(columns, chosen)]).toEqual(['remark']);
  });

  it('keeps other routes’ choices and reads nothing from text of another shape', () => {
    const before = { '/userManage': { userName: false } };
    expect(withChoice(before, '/diseaseManage', columns, new Set())['/userManage']).toEqual({
      userName: false,
    });
    expect(parseChoices(null)).toEqual({});
    expect(parseChoices('not json')).toEqual({});
    expect(parseChoices('[1,2]')).toEqual({});
    expect(parseChoices('{"/a":{"x":"no","y":false},"/b":3}')).toEqual({ '/a': { y: false } });
  });
});
