// How a model's answer arrives: in tokens. The mock splits an answer the way a Chinese LLM's
// tokenizer roughly does (one or two Han characters per token, English words with their leading
// space, up to three digits, punctuation alone), so a streamed answer has the rhythm and the
// token counts of a real one. Pure and deterministic: the same text gives the same tokens.

const HAN = /\p{Script=Han}/u;
const LETTER = /[A-Za-z]/;
const DIGIT = /[0-9]/;

/** Splits text into model-like tokens; joining them gives the text back exactly. */
export function tokenize(text: string): string[] {
  const chars = [...text];
  const tokens: string[] = [];
  let i = 0;
  let hanRun = 0;
  while (i < chars.length) {
    const c = chars[i] as string;
    if (HAN.test(c)) {
      // Common two-character words share a token; alternate 2/1 by position so it is stable.
      const next = chars[i + 1];
      const pair = next !== undefined && HAN.test(next) && hanRun % 3 !== 2;
      tokens.push(pair ? c + next : c);
      i += pair ? 2 : 1;
      hanRun += 1;
      continue;
    }
    hanRun = 0;
    if (LETTER.test(c) || (c === ' ' && LETTER.test(chars[i + 1] ?? ''))) {
      let j = c === ' ' ? i + 1 : i;
      while (j < chars.length && LETTER.test(chars[j] as string) && j - i < 12) j++;
      tokens.push(chars.slice(i, j).join(''));
      i = j;
      continue;
    }
    if (DIGIT.test(c)) {
      let j = i;
      while (j < chars.length && DIGIT.test(chars[j] as string) && j - i < 3) j++;
      tokens.push(chars.slice(i, j).join(''));
      i = j;
      continue;
    }
    if (c === ' ' || c === '\t') {
      let j = i;
      while (j < chars.length && (chars[j] === ' ' || chars[j] === '\t') && j - i < 8) j++;
      tokens.push(chars.slice(i, j).join(''));
      i = j;
      continue;
    }
    tokens.push(c);
    i += 1;
  }
  return tokens;
}

/** The number of tokens a text costs (usage figures of message_end). */
export function countTokens(text: string): number {
  return tokenize(text).length;
}
