/**
 * The part of the Web Storage API the session code uses. `localStorage` and `sessionStorage`
 * satisfy it; unit tests (Node has no Web Storage) pass `memoryStorage()`.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** A Web Storage stand-in kept in memory (unit tests, or a browser that refuses storage). */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  snapshot(): Record<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, String(value));
    },
    removeItem: (key) => {
      values.delete(key);
    },
    clear: () => values.clear(),
    snapshot: () => Object.fromEntries(values),
  };
}

/**
 * The browser's storage of that kind, or an in-memory one where there is none (Node, or a
 * browser with storage disabled, where touching `localStorage` throws).
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  try {
    const storage = globalThis[kind];
    if (storage) return storage;
  } catch {
    // Storage disabled by the browser's settings: fall through to memory.
  }
  let fallback = fallbacks.get(kind);
  if (!fallback) {
    fallback = memoryStorage();
    fallbacks.set(kind, fallback);
  }
  return fallback;
}

const fallbacks = new Map<string, KeyValueStorage>();
