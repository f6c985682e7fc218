import { describe, expect, it } from 'vitest';
import { acceptsPiece, displayText, isBlank, splitAnswer } from './answer-text';

describe('the answer pieces', () => {
  it("ignores a piece that contains '**'", () => {
    expect(acceptsPiece('**')).toBe(false);
    expect(acceptsPiece('坑槽**')).toBe(false);
    expect(acceptsPiece('坑槽*')).toBe(true);
    expect(acceptsPiece('')).toBe(true);
  });
});

describe('splitting an answer', () => {
  it('filters out a complete thinking block', () => {
    expect(splitAnswer('<think>先查询今日巡查</think>\n今日巡查2次。', true)).toEqual({
      text: '今日巡查2次。',
      payloadJson: null,
      thinking: false,
    });
  });

  it('hides an open thinking block while it streams and reports thinking', () => {
    expect(splitAnswer('<think>先查询')).toEqual({ text: '', payloadJson: null, thinking: true });
  });

  it('filters a thinking block whose tag a stream split across frames', () => {
    const pieces = ['<thi', 'nk>先查', '询</th', 'ink>今日', '巡查2次。'];
    let raw = '';
    const shown: string[] = [];
    for (const piece of pieces) {
      raw += piece;
      shown.push(splitAnswer(raw).text);
    }
    expect(shown).toEqual(['', '', '', '今日', '今日巡查2次。']);
    expect(shown.some((text) => text.includes('<') || text.includes('先查'))).toBe(false);
  });

  it("filters Dify's older <details> thinking block", () => {
    const raw =
      '<details style="color:gray" open> <summary> Thinking... </summary>用户在问巡查</details>今日巡查2次。';
    expect(splitAnswer(raw, true).text).toBe('今日巡查2次。');
  });

  it('cuts the payload block off the text and gives its JSON once complete', () => {
    const raw = '当前待办1项。<payload>{"daiban":[],"ques":"今日巡查"}</payload>';
    expect(splitAnswer(raw, true)).toEqual({
      text: '当前待办1项。',
      payloadJson: '{"daiban":[],"ques":"今日巡查"}',
      thinking: false,
    });
  });

  it('hides a payload block still arriving, and its tag split across frames', () => {
    expect(splitAnswer('当前待办1项。<pay').text).toBe('当前待办1项。');
    expect(splitAnswer('当前待办1项。<payload>{"daiban":[').payloadJson).toBeNull();
    expect(splitAnswer('当前待办1项。<payload>{"daiban":[').text).toBe('当前待办1项。');
  });

  it('holds a trailing < back only while it may still become a tag', () => {
    expect(splitAnswer('面积 <', false).text).toBe('面积');
    expect(splitAnswer('面积 < 2㎡', false).text).toBe('面积 < 2㎡');
    expect(splitAnswer('面积 <', true).text).toBe('面积 <');
  });
});

describe('the display rules', () => {
  it('turns commas into full-width commas and k into K', () => {
    expect(displayText('G6 京藏高速,k1234+500处坑槽')).toBe('G6 京藏高速，K1234+500处坑槽');
  });
});

describe('blank questions', () => {
  it('are only spaces', () => {
    expect(isBlank('   ')).toBe(true);
    expect(isBlank('\n \t')).toBe(true);
    expect(isBlank(' 今日巡查 ')).toBe(false);
  });
});
