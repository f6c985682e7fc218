// Sample points for the map showcase: a seeded generator (mulberry32) so screenshots and
// benchmarks see the same points every time. Shown as 示例数据 on the page, never as real data.
import type { LngLat } from '../../ui/map';

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SamplePoint {
  id: string;
  position: LngLat;
  level: '1' | '2' | '3';
}

/** `count` points scattered around `center` (BD-09), denser near it, within about 40 km. */
export function samplePoints(count: number, center: LngLat, seed = 14): SamplePoint[] {
  const random = mulberry32(seed);
  const points: SamplePoint[] = [];
  for (let i = 0; i < count; i++) {
    const radius = 0.4 * random() ** 1.6;
    const angle = random() * Math.PI * 2;
    points.push({
      id: `S${i + 1}`,
      position: [center[0] + radius * Math.cos(angle), center[1] + radius * 0.85 * Math.sin(angle)],
      level: (['1', '2', '3'] as const)[Math.floor(random() * 3)] ?? '1',
    });
  }
  return points;
}
