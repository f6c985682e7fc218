// Answers too long to parse as markdown on the main thread without freezing the page (a 1 MB
// line): shown as plain text, cut.

/** Above this, an answer is shown as plain text, cut (parsing it would block the page). */
export const MARKDOWN_MAX_CHARS = 20_000;
/** A line longer than this is cut for display. */
export const LINE_MAX_CHARS = 4000;

/** The text as shown when it is too long to parse: cut lines, cut total. */
export function cutLongText(text: string): { text: string; cut: boolean } {
  let cut = false;
  const lines = text.slice(0, MARKDOWN_MAX_CHARS + 1).split('\n');
  const shown = lines.map((line) => {
    if (line.length <= LINE_MAX_CHARS) return line;
    cut = true;
    return `${line.slice(0, LINE_MAX_CHARS)}…`;
  });
  if (text.length > MARKDOWN_MAX_CHARS) cut = true;
  return { text: shown.join('\n').slice(0, MARKDOWN_MAX_CHARS), cut };
}

export const tooLong = (text: string) =>
  text.length > MARKDOWN_MAX_CHARS || text.split('\n').some((l) => l.length > LINE_MAX_CHARS);
