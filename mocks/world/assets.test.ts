import { describe, expect, it } from 'vitest';
import { ASSET_TYPES, generateAssets } from './assets';
import { deviceStatusAt, generateDevices } from './devices';
import { snowflakeTime } from './ids';
import { roadNetwork } from './road-network';
import { parseStake } from './stake';
import { DAY, HOUR, parseTime } from './time';

const network = roadNetwork();
const SEED = 20260518;

describe('the road assets of the network', () => {
  const assets = generateAssets(SEED, network);

  it('are the same catalogue for the same seed, another for another seed', () => {
    expect(JSON.stringify(generateAssets(SEED, network))).toBe(JSON.stringify(assets));
    expect(JSON.stringify(generateAssets(1, network))).not.toBe(JSON.stringify(assets));
  });

  it('hold every type on the books, with unique ids and codes', () => {
    const types = new Set(assets.map((a) => a.assetType));
    for (const type of ASSET_TYPES.filter((t) => t.code !== '2')) expect(types).toContain(type.code);
    expect(new Set(assets.map((a) => a.id)).size).toBe(assets.length);
    expect(new Set(assets.map((a) => a.assetCode)).size).toBe(assets.length);
    for (const asset of assets) expect(snowflakeTime(asset.id)).not.toBeNull();
  });

  it('lie on their route, between its first and last stake', () => {
    for (const asset of assets) {
      const line = network.line(asset.routeCode);
      if (!line) throw new Error(asset.routeCode);
      expect(line.hasStake(parseStake(asset.stakeNo) ?? -1), asset.assetCode).toBe(true);
      if (asset.endStakeNo) expect(line.hasStake(parseStake(asset.endStakeNo) ?? -1)).toBe(true);
      expect(asset.lon).toBeGreaterThan(118.4);
      expect(asset.lon).toBeLessThan(119.2);
    }
  });

  it('give structures a condition class and derive their condition from it', () => {
    for (const asset of assets) {
      const structure = ASSET_TYPES.find((t) => t.code === asset.assetType)?.structure;
      if (structure) {
        expect(asset.techGrade).not.toBeNull();
        expect(asset.techGradeName).toBe(`${asset.techGrade}类`);
        expect(asset.condition).toBe((asset.techGrade ?? 0) <= 2 ? '1' : asset.techGrade === 3 ? '2' : '3');
      } else expect(asset.techGrade).toBeNull();
    }
  });

  it('count guardrail in metres per kilometre and carriageway', () => {
    const rails = assets.filter((a) => a.assetType === '8');
    const metres = rails.reduce((sum, a) => sum + a.quantity, 0);
    const networkM = network.lines.reduce((sum, l) => sum + l.lengthM, 0);
    expect(metres).toBeGreaterThan(networkM);
    expect(metres).toBeLessThan(2 * networkM);
    for (const rail of rails) expect(rail.unit).toBe('m');
  });
});

describe('the roadside devices', () => {
  const devices = generateDevices(SEED, network);
  const morning = parseTime('2026-05-18 10:00:00');

  it('watch every route with cameras, detectors, weather stations, message signs and gantries', () => {
    for (const line of network.lines) {
      const types = new Set(devices.filter((d) => d.routeCode === line.routeCode).map((d) => d.deviceType));
      expect([...types].sort()).toEqual(['1', '2', '3', '4', '5']);
    }
    expect(new Set(devices.map((d) => d.deviceCode)).size).toBe(devices.length);
  });

  it('are mostly online, with a few off the network or faulty at any moment', () => {
    const statuses = devices.map((d) => deviceStatusAt(SEED, d, morning).status);
    const online = statuses.filter((s) => s === '1').length / statuses.length;
    expect(online).toBeGreaterThan(0.85);
    expect(online).toBeLessThan(1);
  });

  it('know when their status next changes, and the status holds until then', () => {
    for (const device of devices.slice(0, 60)) {
      const now = deviceStatusAt(SEED, device, morning);
      expect(now.nextMs).toBeGreaterThan(morning);
      expect(now.nextMs).toBeLessThanOrEqual(morning + DAY);
      expect(deviceStatusAt(SEED, device, now.nextMs - 1).status).toBe(now.status);
      if (now.status !== '1') expect(now.sinceMs).toBeLessThanOrEqual(morning);
    }
  });

  it('go offline and come back within hours (an outage is no permanent state)', () => {
    const device = devices[0];
    if (!device) throw new Error('no device');
    const hourly = Array.from(
      { length: 24 * 120 },
      (_, h) => deviceStatusAt(SEED, device, morning + h * HOUR).status,
    );
    expect(hourly.filter((s) => s !== '1').length).toBeGreaterThan(0);
    expect(hourly.filter((s) => s === '1').length / hourly.length).toBeGreaterThan(0.8);
  });
});
