import { describe, expect, it } from 'vitest';
import { copyName } from './copy-name';

describe('the name of a copy', () => {
  it('is the original’s with （副本）, numbered when that is taken', () => {
    expect(copyName('养护首页', ['养护首页'])).toBe('养护首页（副本）');
    expect(copyName('养护首页', ['养护首页', '养护首页（副本）', '养护首页（副本2）'])).toBe(
      '养护首页（副本3）',
    );
  });
});
