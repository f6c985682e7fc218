// Roadside devices (设备) of the network — cameras, vehicle detectors, weather stations, variable
// message signs and ETC gantries — placed along each route from the seed (a fixed catalogue),
// and whether each is online at a moment: now and then a device drops off the network for a
// few hours, rarely one is faulty for days. Outages are drawn per device and day from the seed,
// so the status at any moment is the same on every start and needs nothing stored.

import { BOOKS_MIGRATED_MS } from './assets';
import { ID_WORKER, snowflakeId } from './ids';
import { organisation } from './organisations';
import { hashKey, streamOf } from './random';
import type { RoadLine, RoadNetwork } from './road-network';
import { formatStake } from './stake';
import { DAY, HOUR, startOfDay } from './time';

/** device_type dictionary. */
export const DEVICE_TYPES = [
  { code: '1', name: '视频监控', abbreviation: 'SP' },
  { code: '2', name: '车辆检测器', abbreviation: 'JC' },
  { code: '3', name: '气象检测器', abbreviation: 'QX' },
  { code: '4', name: '可变信息情报板', abbreviation: 'QB' },
  { code: '5', name: 'ETC门架', abbreviation: 'MJ' },
] as const;

export type DeviceTypeCode = (typeof DEVICE_TYPES)[number]['code'];

/** device_status dictionary. */
export const DEVICE_STATUS = { '1': '在线', '2': '离线', '3': '故障' } as const;
export type DeviceStatus = keyof typeof DEVICE_STATUS;

export interface DeviceFacts {
  id: string;
  /** 'SB-G42-SP-0012'. */
  deviceCode: string;
  deviceType: DeviceTypeCode;
  deviceTypeName: string;
  deviceName: string;
  vendor: string;
  model: string;
  routeCode: string;
  routeName: string;
  stakeM: number;
  stakeNo: string;
  /** '0' both carriageways, '1' 上行, '2' 下行. */
  direction: '0' | '1' | '2';
  directionName: string;
  /** BD-09. */
  lon: number;
  lat: number;
  installYear: number;
  orgId: string;
  orgName: string;
  /** Chance of dropping off the network on a given day. */
  outageRate: number;
}

const MODELS: Record<DeviceTypeCode, ReadonlyArray<readonly [string, string]>> = {
  '1': [
    ['海康威视', 'iDS-2DF8C440IXS 球机'],
    ['大华', 'DH-SD6CE445GB 球机'],
    ['海康威视', 'iDS-2CD7A86G0 枪机'],
  ],
  '2': [
    ['万集科技', 'WJ-MW200 微波检测器'],
    ['中海庭', 'ZHT-RD01 雷达检测器'],
  ],
  '3': [['华云升达', 'DZZ6 交通气象站']],
  '4': [
    ['三思', 'SANSI-VMS 门架式情报板'],
    ['诺瓦科技', 'NOVA-F 悬臂式情报板'],
  ],
  '5': [
    ['华为', 'ETC门架 RSU-2000'],
    ['金溢科技', 'GV-RSU 门架系统'],
  ],
};

interface Draft {
  type: DeviceTypeCode;
  name: string;
  stakeM: number;
  direction: '0' | '1' | '2';
}

function routeDevices(seed: number, line: RoadLine): Draft[] {
  const rng = streamOf(seed, 'devices', line.routeCode);
  const drafts: Draft[] = [];
  const dirName = (direction: '0' | '1' | '2') => (direction === '0' ? '' : line.direction(direction).name);
  const within = (stakeM: number) => stakeM > line.startStakeM + 100 && stakeM < line.endStakeM - 100;
  let side: '1' | '2' = '1';
  for (let at = line.startStakeM + rng.int(300, 1200); at < line.endStakeM; at += rng.int(1400, 2600)) {
    drafts.push({
      type: '1',
      name: `${formatStake(at)} ${dirName(side)}视频监控`,
      stakeM: at,
      direction: side,
    });
    side = side === '1' ? '2' : '1';
  }
  for (const place of line.places) {
    if (!/互通|枢纽/.test(place.name)) continue;
    drafts.push({ type: '1', name: `${place.name}视频监控`, stakeM: place.stakeM, direction: '0' });
    for (const direction of ['1', '2'] as const) {
      const before = place.stakeM + (direction === '1' ? -1500 : 1500);
      if (within(before))
        drafts.push({
          type: '4',
          name: `${place.name}前${dirName(direction)}情报板`,
          stakeM: before,
          direction,
        });
    }
  }
  for (let at = line.startStakeM + rng.int(1000, 3000); at < line.endStakeM; at += rng.int(4000, 6000)) {
    drafts.push({ type: '2', name: `${formatStake(at)} 车辆检测器`, stakeM: at, direction: '0' });
  }
  for (let at = line.startStakeM + rng.int(3000, 6000); at < line.endStakeM; at += rng.int(10_000, 15_000)) {
    for (const direction of ['1', '2'] as const)
      drafts.push({
        type: '5',
        name: `${formatStake(at)} ${dirName(direction)}ETC门架`,
        stakeM: at,
        direction,
      });
  }
  const stations = Math.max(1, Math.round(line.lengthM / 25_000));
  for (let i = 0; i < stations; i++) {
    const at = Math.round(line.startStakeM + (line.lengthM * (i + 0.5)) / stations);
    drafts.push({ type: '3', name: `${line.placeNear(at)}气象站`, stakeM: at, direction: '0' });
  }
  return drafts.sort((a, b) => a.stakeM - b.stakeM || a.type.localeCompare(b.type));
}

/** Every device of the network, route by route in stake order: the same for the same seed. */
export function generateDevices(seed: number, network: RoadNetwork): DeviceFacts[] {
  const out: DeviceFacts[] = [];
  for (const line of network.lines) {
    const office = organisation(line.definition.officeId);
    const perType = new Map<DeviceTypeCode, number>();
    const rng = streamOf(seed, 'device-facts', line.routeCode);
    routeDevices(seed, line).forEach((draft, i) => {
      const type = DEVICE_TYPES.find((t) => t.code === draft.type);
      if (!type) throw new Error(`unknown device type ${draft.type}`);
      const n = (perType.get(draft.type) ?? 0) + 1;
      perType.set(draft.type, n);
      const [vendor, model] = rng.pick(MODELS[draft.type]);
      const position = line.positionAtStake(
        draft.stakeM,
        draft.direction === '0' ? undefined : draft.direction,
      );
      const installYear = Math.max(line.definition.openedYear, 2026 - rng.int(1, 12));
      out.push({
        id: snowflakeId(BOOKS_MIGRATED_MS + out.length * 1000, ID_WORKER.device, i),
        deviceCode: `SB-${line.routeCode}-${type.abbreviation}-${String(n).padStart(4, '0')}`,
        deviceType: draft.type,
        deviceTypeName: type.name,
        deviceName: draft.name,
        vendor,
        model,
        routeCode: line.routeCode,
        routeName: line.routeName,
        stakeM: draft.stakeM,
        stakeNo: formatStake(draft.stakeM),
        direction: draft.direction,
        directionName: draft.direction === '0' ? '双向' : line.direction(draft.direction).name,
        lon: position.lon,
        lat: position.lat,
        installYear,
        orgId: line.definition.officeId,
        orgName: office?.orgName ?? '',
        // Older devices drop off more often.
        outageRate: Math.round((0.02 + (2026 - installYear) * 0.004 + rng.float(0, 0.02)) * 1000) / 1000,
      });
    });
  }
  return out;
}

interface Window {
  status: '2' | '3';
  fromMs: number;
  toMs: number;
}

/** A fault lasts up to this many days, so a moment's status looks this far back. */
const FAULT_MAX_DAYS = 5;

function windowsOfDay(seed: number, device: DeviceFacts, dayMs: number): Window[] {
  const rng = streamOf(hashKey(seed, 'device-day', device.id), Math.round(dayMs / DAY));
  const windows: Window[] = [];
  if (rng.chance(device.outageRate)) {
    const fromMs = dayMs + Math.round(rng.float(0, 24) * 60) * 60_000;
    windows.push({ status: '2', fromMs, toMs: fromMs + Math.round(rng.float(0.5, 8) * 60) * 60_000 });
  }
  if (rng.chance(device.outageRate / 12)) {
    const fromMs = dayMs + Math.round(rng.float(0, 24) * 60) * 60_000;
    windows.push({
      status: '3',
      fromMs,
      toMs: fromMs + Math.round(rng.float(1, FAULT_MAX_DAYS) * 24) * HOUR,
    });
  }
  return windows;
}

/**
 * The device's status at a moment (a fault outranks an outage), since when, and when it next
 * changes by itself.
 */
export function deviceStatusAt(
  seed: number,
  device: DeviceFacts,
  ms: number,
): { status: DeviceStatus; sinceMs: number | null; nextMs: number } {
  const today = startOfDay(ms);
  let status: DeviceStatus = '1';
  let sinceMs: number | null = null;
  let nextMs = today + DAY;
  for (let day = today - FAULT_MAX_DAYS * DAY; day <= today; day += DAY) {
    for (const w of windowsOfDay(seed, device, day)) {
      if (w.fromMs > ms) nextMs = Math.min(nextMs, w.fromMs);
      else if (w.toMs > ms) {
        nextMs = Math.min(nextMs, w.toMs);
        if (status === '1' || (status === '2' && w.status === '3')) {
          status = w.status;
          sinceMs = w.fromMs;
        }
      }
    }
  }
  return { status, sinceMs, nextMs };
}
