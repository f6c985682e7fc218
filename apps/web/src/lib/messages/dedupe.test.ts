import { describe, expect, it } from 'vitest';
import { createOnScreenSet } from './dedupe';

describe('popup message de-duplication', () => {
  it('refuses a text while the same text is on screen and allows it again once closed', () => {
    const set = createOnScreenSet();
    expect(set.claim('网络连接错误')).toBe(true);
    expect(set.claim('网络连接错误')).toBe(false);
    expect(set.claim('登录成功！')).toBe(true);
    set.release('网络连接错误');
    expect(set.claim('网络连接错误')).toBe(true);
  });
});
