import { randomInt } from 'node:crypto';
import { type Random, seededRandom } from './random';

export interface SeedPlan {
  seed: number;
  /** How many of the next captchas are drawn from it. */
  uses: number;
}

/**
 * Where each captcha's randomness comes from: a fresh OS seed, or the seed QA set for the next
 * captchas (each of them then draws the very same picture and answer; tokens and keys stay
 * random). Shared by the puzzle, click-word and digital captchas.
 */
export class CaptchaRandomness {
  private plan: SeedPlan | null = null;

  /** QA: the next `uses` captchas are drawn from `seed`. */
  seedNext(seed: number, uses: number): SeedPlan {
    this.plan = uses > 0 ? { seed, uses } : null;
    return { seed, uses };
  }

  pending(): SeedPlan | null {
    return this.plan ? { ...this.plan } : null;
  }

  next(): Random {
    if (!this.plan) return seededRandom(randomInt(2 ** 32));
    const { seed } = this.plan;
    this.plan = this.plan.uses > 1 ? { seed, uses: this.plan.uses - 1 } : null;
    return seededRandom(seed);
  }
}
