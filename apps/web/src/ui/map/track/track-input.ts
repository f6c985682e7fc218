// A track as the platform sends it (getGisById: listData of {lon, lat}, BD-09), made safe to draw:
// points that are not numbers or fall outside the earth's ranges are dropped and counted, so one
// bad GPS fix never breaks the map. The texts are what the user reads about it.
import { isValidLngLat, type LngLat } from '../geo/coords';

export interface RawTrackPoint {
  lon?: unknown;
  lat?: unknown;
}

export type TrackProblem = 'empty' | 'single';

export interface CleanTrack {
  points: LngLat[];
  /** Points that could not be drawn (not numbers, NaN, out of range). */
  dropped: number;
  /** Why the track cannot be played, or null. */
  problem: TrackProblem | null;
}

export const TRACK_TEXTS = {
  empty: '暂无轨迹数据',
  single: '轨迹仅有一个有效点，无法回放',
  dropped: (count: number) => `已忽略 ${count} 个无效轨迹点（坐标缺失或超出范围）`,
} as const;

/** The Java backend may send numbers as strings ("118.8"); anything else is not a coordinate. */
function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

export function cleanTrack(raw: readonly RawTrackPoint[] | null | undefined): CleanTrack {
  const points: LngLat[] = [];
  let dropped = 0;
  for (const item of raw ?? []) {
    const point = [numberOf(item?.lon), numberOf(item?.lat)];
    if (isValidLngLat(point)) points.push([point[0] as number, point[1] as number]);
    else dropped += 1;
  }
  const problem: TrackProblem | null = points.length === 0 ? 'empty' : points.length === 1 ? 'single' : null;
  return { points, dropped, problem };
}

/** The lines to show above a track map: why it cannot play, and what was dropped. */
export function trackNotices(track: CleanTrack): string[] {
  const notices: string[] = [];
  if (track.problem) notices.push(TRACK_TEXTS[track.problem]);
  if (track.dropped > 0) notices.push(TRACK_TEXTS.dropped(track.dropped));
  return notices;
}
