import { describe, expect, it } from 'vitest';
import { distanceM } from './geo';
import { PatrolTimeline } from './patrol-timeline';
import { roadNetwork } from './road-network';
import { parseTime } from './time';

const network = roadNetwork();
const g42 = network.line('G42');
if (!g42) throw new Error('no G42');
const start = Date.UTC(2026, 4, 18, 0, 30);
const motion = {
  legs: [
    { routeCode: 'G42', fromStakeM: g42.startStakeM, toStakeM: g42.startStakeM + 10_000 },
    { routeCode: 'G42', fromStakeM: g42.startStakeM + 10_000, toStakeM: g42.startStakeM },
  ],
  startMs: start,
  speedKmh: 60,
  noiseSeed: 7,
  stops: [{ atM: 5000, durationS: 120 }],
};

describe('a patrol timeline', () => {
  const timeline = new PatrolTimeline(motion, network);

  it('drives the path at about its speed, plus its stops', () => {
    expect(timeline.distanceM).toBe(20_000);
    const minutes = (timeline.endMs - start) / 60_000;
    expect(minutes).toBeGreaterThan(20 * 0.87 + 2);
    expect(minutes).toBeLessThan(20 * 1.18 + 2);
  });

  it('reaches places in order and stands still during a stop', () => {
    expect(timeline.timeAt(0)).toBe(start);
    expect(timeline.timeAt(4000)).toBeLessThan(timeline.timeAt(5000));
    const arrive = timeline.timeAt(5000);
    expect(timeline.distanceAt(arrive + 60_000)).toBeCloseTo(5000, 6);
    expect(timeline.distanceAt(arrive + 125_000)).toBeGreaterThan(5000);
  });

  it('knows the direction of each leg', () => {
    expect(timeline.positionOnPath(2000)).toEqual({
      routeCode: 'G42',
      stakeM: g42.startStakeM + 2000,
      direction: '1',
    });
    expect(timeline.positionOnPath(12_000)).toEqual({
      routeCode: 'G42',
      stakeM: g42.startStakeM + 8000,
      direction: '2',
    });
  });

  it('records a fix every interval from the start to the end, on the road', () => {
    const track = timeline.track(5);
    const seconds = (timeline.endMs - start) / 1000;
    expect(track.length).toBe(Math.floor(seconds / 5) + 1 + (seconds % 5 > 0 ? 1 : 0));
    expect(parseTime(track[0]?.time ?? '')).toBe(Math.floor(start / 1000) * 1000);
    for (const point of track) {
      const near = g42.nearestStake([point.lon, point.lat]);
      expect(near.distanceM).toBeLessThan(40);
    }
    const stopped = track.filter((p) => p.speed === 0);
    expect(stopped.length).toBeGreaterThanOrEqual(20);
  });

  it('cuts the track of a patrol still on the road at now', () => {
    const now = start + 10 * 60_000;
    const track = timeline.track(5, now);
    expect(parseTime(track.at(-1)?.time ?? '')).toBe(now);
    expect(track.length).toBe(121);
  });

  it('moves between fixes no faster than the vehicle drives (the turn crosses the median once)', () => {
    const track = timeline.track(1);
    for (let i = 1; i < track.length; i++) {
      const a = track[i - 1];
      const b = track[i];
      if (!a || !b) continue;
      expect(distanceM([a.lon, a.lat], [b.lon, b.lat])).toBeLessThan(40);
    }
  });
});
