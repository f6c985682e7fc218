// Searching the history list (seed 001 §2): an entry matches when its label or one of its
// messages contains every word typed (case-insensitive).
import type { ChatHistoryEntry } from '../assistant-types';

export function matchesSearch(entry: ChatHistoryEntry, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [entry.label, ...entry.contentList.map((m) => m.content)].join('\n').toLowerCase();
  return words.every((word) => text.includes(word));
}
