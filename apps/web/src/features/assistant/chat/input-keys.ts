// The question box's keys (seed 001 §2): Enter sends, Shift+Enter adds a line, and a key an
// input method is composing with never sends.

/** What a key press in the box does (pure, so its rules are tested directly). */
export function keyAction(event: {
  key: string;
  shiftKey: boolean;
  isComposing: boolean;
  keyCode: number;
}): 'send' | 'none' {
  // 229: the key went to an input method (Chrome and Safari report it while composing).
  if (event.isComposing || event.keyCode === 229) return 'none';
  return event.key === 'Enter' && !event.shiftKey ? 'send' : 'none';
}
