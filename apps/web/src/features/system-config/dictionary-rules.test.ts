import { describe, expect, it } from 'vitest';
import { dicItemErrors } from './dictionary-rules';

const levels = [
  { value: '1', label: '轻微' },
  { value: '2', label: '一般' },
];

describe('dicItemErrors', () => {
  it('accepts a new value and label', () => {
    expect(dicItemErrors({ value: '3', label: '严重' }, levels)).toEqual({});
  });
  it('asks for both fields', () => {
    expect(dicItemErrors({ value: ' ', label: '' }, levels)).toEqual({
      value: '请输入字典值',
      label: '请输入字典标签',
    });
  });
  it('refuses a value or label another item has', () => {
    expect(dicItemErrors({ value: '1', label: '一般' }, levels)).toEqual({
      value: '字典值已存在',
      label: '字典标签已存在',
    });
  });
  it('lets an edited item keep its own value and label', () => {
    expect(dicItemErrors({ value: '1', label: '轻微' }, levels, '1')).toEqual({});
  });
  it('limits the lengths', () => {
    expect(dicItemErrors({ value: 'x'.repeat(33), label: 'y'.repeat(51) }, levels)).toEqual({
      value: '字典值不能超过 32 个字符',
      label: '字典标签不能超过 50 个字符',
    });
  });
});
