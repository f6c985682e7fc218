import { describe, expect, it } from 'vitest';
import { markdownBlocks } from './markdown-blocks';

describe('markdown split into blocks', () => {
  it('splits at blank lines', () => {
    expect(markdownBlocks('## 标题\n\n第一段\n第二行\n\n\n- a\n- b\n')).toEqual([
      '## 标题',
      '第一段\n第二行',
      '- a\n- b',
    ]);
  });

  it('keeps a fenced block whole, blank lines included', () => {
    expect(markdownBlocks('前\n\n```js\nconst a = 1;\n\nconst b = 2;\n```\n\n后')).toEqual([
      '前',
      '```js\nconst a = 1;\n\nconst b = 2;\n```',
      '后',
    ]);
  });

  it('keeps a table whole and an unclosed fence open to the end (a stream mid-fence)', () => {
    expect(markdownBlocks('| a | b |\n| --- | --- |\n| 1 | 2 |\n\n~~~\nx\n\ny')).toEqual([
      '| a | b |\n| --- | --- |\n| 1 | 2 |',
      '~~~\nx\n\ny',
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(markdownBlocks('\n\n  \n')).toEqual([]);
  });
});
