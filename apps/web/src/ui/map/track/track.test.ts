import { describe, expect, it } from 'vitest';
import type { LngLat } from '../geo/coords';
import { cumulativeMetres, metresBetween, projectOnTrack, totalMetres } from './geometry';
import { simplifyTrack } from './simplify-track';
import { cleanTrack, TRACK_TEXTS, trackNotices } from './track-input';
import { DISEASE_PAUSE_MS, TrackPlayer } from './track-player';

/** A straight eastward track: `count` points `step` degrees apart at latitude 32. */
const straight = (count: number, step = 0.0001): LngLat[] =>
  Array.from({ length: count }, (_, i) => [118.8 + i * step, 32] as LngLat);

/** A winding track: a sine wave with GPS-like noise, 2 m between points. */
const winding = (count: number): LngLat[] =>
  Array.from({ length: count }, (_, i) => {
    const x = i * 0.00002;
    return [118.6 + x, 31.9 + 0.01 * Math.sin(x * 40) + ((i * 7919) % 13) * 1e-7] as LngLat;
  });

describe('track input from getGisById', () => {
  it('keeps valid points and reads numbers sent as strings', () => {
    const track = cleanTrack([
      { lon: 118.8, lat: 32 },
      { lon: '118.801', lat: '32.001' },
    ]);
    expect(track).toEqual({
      points: [
        [118.8, 32],
        [118.801, 32.001],
      ],
      dropped: 0,
      problem: null,
    });
  });

  it('drops NaN, missing and out-of-range points and says how many', () => {
    const track = cleanTrack([
      { lon: 118.8, lat: 32 },
      { lon: Number.NaN, lat: 32 },
      { lon: 118.8 },
      { lon: 200, lat: 32 },
      { lon: 118.8, lat: -95 },
      { lon: '', lat: '' },
      { lon: 118.81, lat: 32.01 },
    ]);
    expect(track.points).toHaveLength(2);
    expect(track.dropped).toBe(5);
    expect(trackNotices(track)).toEqual(['已忽略 5 个无效轨迹点（坐标缺失或超出范围）']);
  });

  it('names an empty track and a one-point track', () => {
    expect(trackNotices(cleanTrack([]))).toEqual([TRACK_TEXTS.empty]);
    expect(trackNotices(cleanTrack(null))).toEqual(['暂无轨迹数据']);
    const one = cleanTrack([
      { lon: 118.8, lat: 32 },
      { lon: 'x', lat: 1 },
    ]);
    expect(one.problem).toBe('single');
    expect(trackNotices(one)).toEqual([
      '轨迹仅有一个有效点，无法回放',
      '已忽略 1 个无效轨迹点（坐标缺失或超出范围）',
    ]);
  });
});

describe('track simplification (seed 001 §5)', () => {
  it('leaves a track of fewer than 100 points unchanged', () => {
    const points = winding(99);
    expect(simplifyTrack(points)).toMatchObject({ points, simplified: false });
  });

  it('leaves a track of 100 points or more unchanged when it is under 20 m long', () => {
    const jitter = Array.from(
      { length: 500 },
      (_, i) => [118.8 + (i % 5) * 1e-7, 32 + (i % 3) * 1e-7] as LngLat,
    );
    const result = simplifyTrack(jitter);
    expect(totalMetres(jitter)).toBeLessThan(20);
    expect(result).toMatchObject({ points: jitter, simplified: false });
  });

  it('simplifies a long track and keeps its ends and its shape within a few metres', () => {
    const points = winding(5000);
    const result = simplifyTrack(points);
    expect(result.simplified).toBe(true);
    expect(result.points.length).toBeLessThan(points.length / 5);
    expect(result.points[0]).toEqual(points[0]);
    expect(result.points.at(-1)).toEqual(points.at(-1));
    const recorded = totalMetres(points);
    expect(Math.abs(totalMetres(result.points) - recorded) / recorded).toBeLessThan(0.01);
  });

  it('keeps every recorded point within about 2 m (the tolerance) of the simplified line', () => {
    const points = winding(5000);
    const result = simplifyTrack(points);
    const cumulative = cumulativeMetres(result.points);
    const worst = Math.max(...points.map((point) => projectOnTrack(result.points, cumulative, point).offset));
    expect(worst).toBeGreaterThan(0.5);
    expect(worst).toBeLessThan(2.5);
  });

  it("does not change the caller's points", () => {
    const points = winding(500);
    const copy = points.map((point) => [...point]);
    simplifyTrack(points);
    expect(points).toEqual(copy);
  });

  it('takes a straight 1,000-point track to its two ends', () => {
    const result = simplifyTrack(straight(1000));
    expect(result.points).toEqual([straight(1000)[0], straight(1000)[999]]);
  });
});

describe('the car animation (seed 001 §4)', () => {
  const track = straight(11, 0.001); // ten segments of ≈ 94 m
  const total = totalMetres(track);

  it('moves at the speed that plays the track in a minute at 1×, twice as fast at 2×', () => {
    const long = straight(11, 0.01); // ≈ 9.4 km
    const player = new TrackPlayer(long);
    player.play();
    player.advance(15_000);
    expect(player.snapshot().progress).toBeCloseTo(0.25, 5);
    player.setSpeed(2);
    player.advance(15_000);
    expect(player.snapshot().progress).toBeCloseTo(0.75, 5);
    expect(player.metresPerSecondAt1x).toBeCloseTo(totalMetres(long) / 60, 5);
  });

  it('never crawls slower than 20 m/s on a short track', () => {
    expect(total).toBeLessThan(1200);
    expect(new TrackPlayer(track).metresPerSecondAt1x).toBe(20);
  });

  it('pauses 1 s within 10 m of a disease, resumes, and emits finishMove at the last point', () => {
    const disease: LngLat = [118.8 + 0.0035, 32.00005]; // ≈ 5.6 m north of the track, mid-segment
    const player = new TrackPlayer(track, [{ id: 'BH1', position: disease }]);
    expect(player.stops).toHaveLength(1);
    player.play();
    const reachAt = ((player.stops[0]?.along ?? 0) / player.metresPerSecondAt1x) * 1000;
    expect(player.advance(reachAt + 10)).toEqual([{ type: 'diseaseReached', id: 'BH1' }]);
    const waiting = player.snapshot();
    expect(waiting).toMatchObject({ state: 'waiting', waitingAt: 'BH1' });
    expect(metresBetween(waiting.position, disease)).toBeLessThanOrEqual(10);
    expect(player.advance(DISEASE_PAUSE_MS - 20)).toEqual([]);
    expect(player.snapshot().position).toEqual(waiting.position);
    expect(player.advance(20)).toEqual([{ type: 'resumed', id: 'BH1' }]);
    expect(player.advance(120_000)).toEqual([{ type: 'finishMove' }]);
    expect(player.snapshot()).toMatchObject({ state: 'finished', progress: 1, position: track[10] });
    expect(player.advance(1000)).toEqual([]);
  });

  it('does not stop for a disease further than 10 m from the track', () => {
    const player = new TrackPlayer(track, [{ id: 'far', position: [118.8035, 32.0002] }]); // ≈ 22 m
    expect(player.stops).toEqual([]);
    player.play();
    expect(player.advance(61_000)).toEqual([{ type: 'finishMove' }]);
  });

  it('stops at several diseases in driving order, even when one frame jumps past them', () => {
    const player = new TrackPlayer(track, [
      { id: 'second', position: [118.807, 32] },
      { id: 'first', position: [118.802, 32] },
    ]);
    player.setSpeed(8);
    player.play();
    const events = player.advance(20_000);
    expect(events).toEqual([
      { type: 'diseaseReached', id: 'first' },
      { type: 'resumed', id: 'first' },
      { type: 'diseaseReached', id: 'second' },
      { type: 'resumed', id: 'second' },
      { type: 'finishMove' },
    ]);
  });

  it('holds still while paused and goes on from the same place', () => {
    const player = new TrackPlayer(track);
    player.play();
    player.advance(3000);
    player.pause();
    const at = player.snapshot();
    player.advance(10_000);
    expect(player.snapshot()).toEqual(at);
    player.play();
    player.advance(3000);
    expect(player.snapshot().progress).toBeCloseTo((6 * 20) / total, 5);
  });

  it('seeks with the progress slider and stops again at diseases ahead', () => {
    const player = new TrackPlayer(track, [{ id: 'BH1', position: [118.805, 32] }]);
    player.seek(0.8);
    player.play();
    expect(player.advance(61_000)).toEqual([{ type: 'finishMove' }]);
    player.seek(0.1);
    player.play();
    expect(player.advance(61_000).map((event) => event.type)).toEqual([
      'diseaseReached',
      'resumed',
      'finishMove',
    ]);
  });

  it('plays again from the start after finishing', () => {
    const player = new TrackPlayer(track);
    player.play();
    player.advance(61_000);
    player.play();
    expect(player.snapshot()).toMatchObject({ state: 'playing', progress: 0 });
  });

  it('heads the car along the segment it is on', () => {
    const player = new TrackPlayer([
      [118.8, 32],
      [118.8, 32.01],
    ]);
    expect(player.snapshot().heading).toBeCloseTo(0, 5);
    const east = new TrackPlayer(track);
    expect(east.snapshot().heading).toBeCloseTo(90, 5);
  });

  it('refuses a track it cannot play and a speed that is not one', () => {
    expect(() => new TrackPlayer([])).toThrow('at least two points');
    expect(() => new TrackPlayer([[118.8, 32]])).toThrow('at least two points');
    expect(() => new TrackPlayer(track).setSpeed(0)).toThrow('Not a playing speed');
    expect(() => new TrackPlayer(track).setSpeed(Number.NaN)).toThrow('Not a playing speed');
  });

  it('finishes at once on a track whose points are all the same', () => {
    const player = new TrackPlayer([
      [118.8, 32],
      [118.8, 32],
    ]);
    player.play();
    expect(player.advance(16)).toEqual([{ type: 'finishMove' }]);
  });
});
