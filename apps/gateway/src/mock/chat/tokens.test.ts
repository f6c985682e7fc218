import { describe, expect, it } from 'vitest';
import { countTokens, tokenize } from './tokens';

describe('tokenize', () => {
  it('gives the text back exactly when the tokens are joined', () => {
    const text = '今日G6 京藏高速巡查2次，发现坑槽 12 处（0.482㎡）。\n- K1234+500 已修补\n<think>x</think>';
    expect(tokenize(text).join('')).toBe(text);
  });

  it('puts one or two Han characters in a token, like a Chinese model', () => {
    const tokens = tokenize('沥青路面坑槽修补工艺');
    expect(tokens.every((t) => [...t].length <= 2)).toBe(true);
    expect(tokens.length).toBeGreaterThan(4);
    expect(tokens.length).toBeLessThan(10);
  });

  it('keeps English words with their leading space and cuts numbers into groups of three', () => {
    expect(tokenize('Run failed now')).toEqual(['Run', ' failed', ' now']);
    expect(tokenize('1234567')).toEqual(['123', '456', '7']);
  });

  it('counts the same for the same text', () => {
    expect(countTokens('今日巡查情况')).toBe(countTokens('今日巡查情况'));
  });
});
