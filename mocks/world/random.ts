// The world's randomness: deterministic streams derived from the world's seed and a key (a day,
// an entity …), so one day or one patrol can be generated alone and always comes out the same.
// mulberry32 + FNV-1a by hand: a few lines, and the npm generators give one stream per seed, not
// the keyed sub-streams the per-day generation needs (we would wrap them the same way).

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** true with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One item by weight (weights need not sum to 1). */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T;
}

/** FNV-1a over the text of the key parts: a 32-bit seed for one stream. */
export function hashKey(...parts: ReadonlyArray<string | number>): number {
  let hash = 0x811c9dc5;
  const text = parts.join('\u0001');
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function rngOf(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick,
    weighted: <T>(items: ReadonlyArray<readonly [T, number]>): T => {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      return pick(items)[0];
    },
  };
}

/** The stream of one key of the world: `streamOf(seed, 'day', 12)`. */
export function streamOf(seed: number, ...key: ReadonlyArray<string | number>): Rng {
  return rngOf(hashKey(seed, ...key));
}

/** A value in [0, 1) for (seed, i) without a stream: per-point noise of tracks. */
export function noise(seed: number, i: number): number {
  let t = (seed ^ Math.imul(i + 1, 0x9e3779b9)) >>> 0;
  t = Math.imul(t ^ (t >>> 16), 0x85ebca6b);
  t = Math.imul(t ^ (t >>> 13), 0xc2b2ae35);
  return ((t ^ (t >>> 16)) >>> 0) / 4294967296;
}
