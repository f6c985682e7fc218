/**
 * A seedable source of randomness for the captcha images and answers: QA seeds it so the next
 * captcha is known in advance; otherwise it is seeded from the OS. mulberry32 by hand because
 * it is four lines and every random-number package brings an API we would wrap anyway.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, maxExclusive). */
  int(min: number, maxExclusive: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, maxExclusive: number) => min + Math.floor(next() * (maxExclusive - min));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length)] as T;
    },
  };
}
