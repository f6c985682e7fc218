import { describe, expect, it } from 'vitest';
import { generateDevices } from './devices';
import { EVENT_TYPES, generateDayEvents } from './events';
import { snowflakeTime } from './ids';
import { roadNetwork } from './road-network';
import { DAY, parseDay } from './time';

const network = roadNetwork();
const SEED = 20260518;
const devices = generateDevices(SEED, network);
const monday = parseDay('2026-05-18');
const day = (offset: number) =>
  generateDayEvents({ seed: SEED, dayMs: monday + offset * DAY, dayIndex: offset }, network, devices);

describe('the traffic events of a day', () => {
  it('come out the same for the same seed and day', () => {
    expect(JSON.stringify(day(0))).toBe(JSON.stringify(day(0)));
    expect(JSON.stringify(day(1))).not.toBe(JSON.stringify(day(0)));
  });

  it('start on their day, in start order, and clear after they start', () => {
    for (let offset = -30; offset < 0; offset++) {
      const events = day(offset);
      for (const [i, event] of events.entries()) {
        expect(event.startMs).toBeGreaterThanOrEqual(monday + offset * DAY);
        expect(event.startMs).toBeLessThan(monday + (offset + 1) * DAY);
        expect(event.endMs).toBeGreaterThan(event.startMs);
        expect(snowflakeTime(event.id)).toBe(event.startMs);
        expect(event.eventCode).toMatch(/^SJ\d{8}\d{3}$/);
        if (i > 0) expect(event.startMs).toBeGreaterThanOrEqual(events[i - 1]?.startMs ?? 0);
      }
    }
  });

  it('have several kinds over a month, never road works (those come from work orders)', () => {
    const month = Array.from({ length: 30 }, (_, i) => day(-i)).flat();
    const kinds = new Set(month.map((e) => e.eventType));
    for (const kind of ['1', '2', '3', '4']) expect(kinds).toContain(kind);
    expect(kinds).not.toContain('5');
    for (const event of month) expect(event.eventTypeName).toBe(EVENT_TYPES[event.eventType]);
    expect(month.length / 30).toBeGreaterThan(3);
    expect(month.length / 30).toBeLessThan(16);
  });

  it('name the camera that saw it when video analytics reported it, on the same route nearby', () => {
    const month = Array.from({ length: 30 }, (_, i) => day(-i)).flat();
    const byVideo = month.filter((e) => e.source === '1');
    expect(byVideo.length).toBeGreaterThan(0);
    for (const event of byVideo) {
      const camera = devices.find((d) => d.id === event.deviceId);
      expect(camera?.deviceType).toBe('1');
      expect(camera?.routeCode).toBe(event.routeCode);
      expect(Math.abs((camera?.stakeM ?? 0) - event.stakeM)).toBeLessThanOrEqual(1500);
    }
  });

  it('see rush-hour congestion only on working days', () => {
    const saturday = generateDayEvents(
      { seed: SEED, dayMs: monday + 5 * DAY, dayIndex: 5 },
      network,
      devices,
    );
    expect(saturday.filter((e) => e.eventType === '3')).toEqual([]);
  });
});
