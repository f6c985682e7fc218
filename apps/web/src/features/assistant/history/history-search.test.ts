import { describe, expect, it } from 'vitest';
import { matchesSearch } from './history-search';

const entry = {
  label: '今日巡查情况',
  type: 1 as const,
  contentList: [
    { send: true, content: '今日巡查情况' },
    { send: false, content: 'G42 沪蓉高速巡查2次，发现坑槽1处' },
  ],
};

describe('searching the history', () => {
  it('matches the label and the messages, every word, ignoring case', () => {
    expect(matchesSearch(entry, '')).toBe(true);
    expect(matchesSearch(entry, '巡查')).toBe(true);
    expect(matchesSearch(entry, 'g42 坑槽')).toBe(true);
    expect(matchesSearch(entry, '裂缝')).toBe(false);
    expect(matchesSearch(entry, 'g42 裂缝')).toBe(false);
  });
});
