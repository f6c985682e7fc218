// What an answer's text becomes on screen (seed 001 §5 and the contract's AssistantAnswerPayload):
// the stream's pieces joined, thinking blocks removed, the payload block (the card's data) cut
// off and parsed, and the display rules applied. Pure: the same raw text always gives the same
// result, so a tag split across two stream frames is handled by looking at the joined text.

/** Seed §5: "answers containing '**' are ignored" — a stream piece carrying '**' is dropped. */
export function acceptsPiece(piece: string): boolean {
  return !piece.includes('**');
}

const THINK_BLOCK = /<think>[\s\S]*?<\/think>\s*/gi;
// Dify before 1.0 wrapped a reasoning model's thinking in a grey <details> with this summary.
const DETAILS_THINKING =
  /<details\b[^>]*>\s*<summary>\s*Thinking\.\.\.\s*<\/summary>[\s\S]*?<\/details>\s*/gi;
const OPEN_TAGS = ['<think>', '<details', '<payload>'] as const;
const PAYLOAD_OPEN = '<payload>';
const PAYLOAD_CLOSE = '</payload>';

export interface SplitAnswer {
  /** The markdown shown (thinking and payload removed). */
  text: string;
  /** The payload block's JSON once complete; null while absent or still arriving. */
  payloadJson: string | null;
  /** A thinking block is open: the agent is still thinking. */
  thinking: boolean;
}

/** A suffix of `text` that may be the start of one of the hidden tags (cut while streaming). */
function partialTagLength(text: string): number {
  const lastOpen = text.lastIndexOf('<');
  if (lastOpen === -1) return 0;
  const tail = text.slice(lastOpen).toLowerCase();
  return OPEN_TAGS.some((tag) => tag.startsWith(tail) || (tag === '<details' && tail.startsWith('<details')))
    ? text.length - lastOpen
    : 0;
}

/**
 * Splits the raw answer received so far. `final` is true once the stream ended: then a trailing
 * '<' is text like any other and an unterminated thinking block is dropped as it is.
 */
export function splitAnswer(raw: string, final = false): SplitAnswer {
  let text = raw.replace(THINK_BLOCK, '').replace(DETAILS_THINKING, '');
  let payloadJson: string | null = null;
  const payloadAt = text.indexOf(PAYLOAD_OPEN);
  if (payloadAt !== -1) {
    const closeAt = text.indexOf(PAYLOAD_CLOSE, payloadAt);
    if (closeAt !== -1) payloadJson = text.slice(payloadAt + PAYLOAD_OPEN.length, closeAt);
    text = text.slice(0, payloadAt) + (closeAt === -1 ? '' : text.slice(closeAt + PAYLOAD_CLOSE.length));
  }
  let thinking = false;
  const openThink = text.search(/<think>/i);
  if (openThink !== -1) {
    text = text.slice(0, openThink);
    thinking = !final;
  }
  const openDetails = text.search(/<details\b[^>]*>\s*<summary>\s*Thinking/i);
  if (openDetails !== -1) {
    text = text.slice(0, openDetails);
    thinking = !final;
  }
  if (!final) text = text.slice(0, text.length - partialTagLength(text));
  return { text: text.trim(), payloadJson, thinking };
}

/** Seed §5: display text turns commas into full-width commas and the letter k into K. */
export function displayText(text: string): string {
  return text.replaceAll(',', '，').replaceAll('k', 'K');
}

/** A question is sent only when it has more than spaces (seed §5). */
export function isBlank(question: string): boolean {
  return question.trim() === '';
}
