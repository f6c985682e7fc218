// Splits markdown into its top-level blocks at blank lines outside code fences, so each block is
// parsed on its own and a streaming answer re-parses only its growing last block. Written by hand:
// a full lexer (marked, micromark) would parse the whole text again, which is what this avoids.
// A blank line ends a markdown block anyway, except inside a fence; list items split this way
// still render as lists (CommonMark keeps an ordered list's start number).

const FENCE = /^\s{0,3}(```|~~~)/;

export function markdownBlocks(text: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  for (const line of text.split('\n')) {
    const opens = FENCE.exec(line)?.[1] ?? null;
    if (fence === null && opens !== null) fence = opens;
    else if (fence !== null && opens === fence) fence = null;
    if (fence === null && line.trim() === '' && opens === null) {
      if (current.length > 0) blocks.push(current.join('\n'));
      current = [];
      continue;
    }
    current.push(line);
  }
  if (current.length > 0) blocks.push(current.join('\n'));
  return blocks;
}
