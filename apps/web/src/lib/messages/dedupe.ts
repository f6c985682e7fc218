/**
 * Remembers which texts are on screen so the same message is not stacked twice (seed 000 §8:
 * popup messages are de-duplicated while the same text is on screen).
 */
export function createOnScreenSet() {
  const onScreen = new Set<string>();
  return {
    /** True when the text may be shown now (it is then counted as on screen). */
    claim(text: string): boolean {
      if (onScreen.has(text)) return false;
      onScreen.add(text);
      return true;
    },
    release(text: string): void {
      onScreen.delete(text);
    },
  };
}
