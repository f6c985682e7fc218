import { describe, expect, it } from 'vitest';
import { openedId, todoFilterFields, todoTarget } from './todo-rules';

describe('a to-do and its work', () => {
  it('opens the work order it waits on, on /workOrder', () => {
    expect(todoTarget({ id: '2055838664881090579' })).toBe('/workOrder?id=2055838664881090579');
  });

  it('reads the record a page was opened on, and none without or with an empty id', () => {
    expect(openedId('?id=2055838664881090579')).toBe('2055838664881090579');
    expect(openedId('id=a%2Fb')).toBe('a/b');
    expect(openedId('')).toBeNull();
    expect(openedId('?id=')).toBeNull();
    expect(openedId('?other=1')).toBeNull();
  });

  it('filters by the three statuses a to-do can have', () => {
    expect(todoFilterFields.statusText).toEqual({
      kind: 'options',
      options: ['待派单', '待验收', '验收中'].map((label) => ({ label, value: label })),
    });
  });
});
