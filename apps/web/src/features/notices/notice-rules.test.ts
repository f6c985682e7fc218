import { describe, expect, it } from 'vitest';
import { noticeActions, unreadBadge } from './notice-rules';

describe('what /system/notice offers on a notice', () => {
  it('offers only 撤回 on a published notice, and 编辑, 发布, 删除 on a draft or a withdrawn one', () => {
    expect(noticeActions('1')).toEqual(['withdraw']);
    expect(noticeActions('0')).toEqual(['edit', 'publish', 'delete']);
    expect(noticeActions('2')).toEqual(['edit', 'publish', 'delete']);
  });
});

describe('the bell’s badge', () => {
  it('shows nothing without unread notices, the count up to 99, then 99+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });
});
