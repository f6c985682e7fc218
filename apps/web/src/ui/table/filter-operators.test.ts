import { describe, expect, it } from 'vitest';
import { filterValue, tableFilters } from './filter-operators';

describe('the filter operators of seed 000 §9', () => {
  it('wraps a like value in *', () => {
    expect(filterValue('like', 'G42')).toBe('*G42*');
    expect(filterValue('like', '  沪蓉 ')).toBe('*沪蓉*');
  });

  it('prefixes a notEqual value with !', () => {
    expect(filterValue('notEqual', '验收通过')).toBe('!验收通过');
  });

  it('joins in values with a comma, picked or typed (, or ，)', () => {
    expect(filterValue('in', ['坑槽', '裂缝'])).toBe('坑槽,裂缝');
    expect(filterValue('in', '严重， 一般,')).toBe('严重,一般');
    expect(filterValue('in', ['轻微'])).toBe('轻微');
  });

  it('sends gt, ge, lt and le values as they are', () => {
    expect(filterValue('gt', '3')).toBe('3');
    expect(filterValue('ge', '2026-05-01 00:00:00')).toBe('2026-05-01 00:00:00');
    expect(filterValue('lt', ' 1.5 ')).toBe('1.5');
    expect(filterValue('le', '2026-05-18 23:59:59')).toBe('2026-05-18 23:59:59');
  });

  it('sends no filter for an empty input', () => {
    for (const operator of ['like', 'gt', 'ge', 'lt', 'le', 'notEqual'] as const) {
      expect(filterValue(operator, '  ')).toBeNull();
    }
    expect(filterValue('in', [])).toBeNull();
    expect(filterValue('in', ' , ')).toBeNull();
  });
});

describe('tableFilters', () => {
  it('gives one filter per filled column, with its operator, and none for the empty ones', () => {
    expect(
      tableFilters(
        { diseaseCode: 'like', diseaseTypeName: 'in', diseaseArea: 'ge', processStatusName: 'notEqual' },
        { diseaseCode: 'BH2026', diseaseTypeName: ['坑槽', '裂缝'], diseaseArea: '', routeName: 'G42' },
      ),
    ).toEqual([
      { key: 'diseaseCode', operator: 'like', value: '*BH2026*' },
      { key: 'diseaseTypeName', operator: 'in', value: '坑槽,裂缝' },
    ]);
  });
});
