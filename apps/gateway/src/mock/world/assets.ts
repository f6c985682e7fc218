// Road assets (路产) and roadside devices (设备) of the world: the catalogue on the books (fixed
// by the seed, mocks/world/assets.ts and devices.ts) as rows now — when each asset was last
// inspected, whether each device is online — and the edits a user makes to an asset's record.

import {
  ASSET_CONDITIONS,
  type AssetCondition,
  type AssetFacts,
  TECH_GRADES,
  type TechGrade,
} from '@jt/mocks/world/assets';
import { DEVICE_STATUS, type DeviceFacts, type DeviceStatus, deviceStatusAt } from '@jt/mocks/world/devices';
import type { Timed } from '@jt/mocks/world/materialise';
import { DAY, formatTime, HOUR, startOfDay } from '@jt/mocks/world/time';
import { type Page, queryPage, type TableQueryInput } from '../platform/table-query';
import { done, fieldSpecs, refused, type WorldResult } from './field-specs';
import { TimedList } from './timed-list';
import type { WorldData } from './world-data';

export interface AssetRow extends AssetFacts {
  /** The last routine inspection (10:00 on its day) and the next one. */
  lastInspectTime: string;
  nextInspectTime: string;
}

export interface DeviceRow extends DeviceFacts {
  status: DeviceStatus;
  statusName: string;
  /** Since when it is offline or faulty (null while online). */
  statusSince: string | null;
}

/** What a user changes on an asset's record after an inspection. */
export interface AssetEdit {
  condition?: AssetCondition;
  techGrade?: TechGrade;
  remark?: string;
}

export const ASSET_FIELDS = fieldSpecs<AssetRow>({
  id: 'text',
  assetCode: 'text',
  assetType: 'text',
  assetTypeName: 'text',
  assetName: 'text',
  spec: 'text',
  routeCode: 'text',
  routeName: 'text',
  stakeNo: 'text',
  stakeM: 'number',
  direction: 'text',
  quantity: 'number',
  lengthM: 'number',
  builtYear: 'number',
  techGrade: 'number',
  techGradeName: 'text',
  condition: 'text',
  conditionName: 'text',
  orgId: 'text',
  orgName: 'text',
  lastInspectTime: 'time',
  nextInspectTime: 'time',
});

export const DEVICE_FIELDS = fieldSpecs<DeviceRow>({
  id: 'text',
  deviceCode: 'text',
  deviceType: 'text',
  deviceTypeName: 'text',
  deviceName: 'text',
  vendor: 'text',
  model: 'text',
  routeCode: 'text',
  routeName: 'text',
  stakeNo: 'text',
  stakeM: 'number',
  direction: 'text',
  directionName: 'text',
  installYear: 'number',
  status: 'text',
  statusName: 'text',
  statusSince: 'time',
  orgName: 'text',
});

const INSPECTION_HOUR = 10 * HOUR;

/** The routine inspection at or before `nowMs` of a cycle, and the one after it. */
export function inspectionsAround(
  cycleDays: number,
  phaseDays: number,
  nowMs: number,
): { lastMs: number; nextMs: number } {
  const today = startOfDay(nowMs);
  const dayNumber = Math.round((today + 8 * HOUR) / DAY);
  const into = (((dayNumber - phaseDays) % cycleDays) + cycleDays) % cycleDays;
  let lastMs = today - into * DAY + INSPECTION_HOUR;
  if (lastMs > nowMs) lastMs -= cycleDays * DAY;
  return { lastMs, nextMs: lastMs + cycleDays * DAY };
}

export class Assets {
  private readonly list: TimedList<AssetRow>;

  constructor(private readonly data: WorldData) {
    this.list = new TimedList(
      () => data.assets().length,
      (i, now) => this.compute(data.assets()[i]?.id ?? '', now),
    );
    data.onRebuild(() => this.list.invalidateAll());
  }

  private compute(id: string, nowMs: number): Timed<AssetRow> {
    const facts = this.data.asset(id);
    if (!facts) return { value: null, nextMs: Number.POSITIVE_INFINITY };
    const { lastMs, nextMs } = inspectionsAround(facts.inspectCycleDays, facts.inspectPhaseDays, nowMs);
    return {
      value: { ...facts, lastInspectTime: formatTime(lastMs), nextInspectTime: formatTime(nextMs) },
      nextMs,
    };
  }

  /** Every asset on the books, route by route in stake order. */
  rows(): AssetRow[] {
    return this.list.visible(this.data.now());
  }

  get(id: string): AssetRow | undefined {
    const i = this.data.assets().findIndex((a) => a.id === id);
    return i < 0 ? undefined : (this.list.item(i, this.data.now()) ?? undefined);
  }

  page(query: TableQueryInput): Page<AssetRow> {
    return queryPage(this.rows(), query, ASSET_FIELDS);
  }

  /** Records what an inspection found: a facility's condition, a structure's class (its condition follows). */
  update(id: string, edit: AssetEdit): WorldResult<AssetRow> {
    const facts = this.data.asset(id);
    const i = this.data.assets().findIndex((a) => a.id === id);
    if (!facts || i < 0) return refused('路产不存在或已删除');
    const structure = facts.techGrade !== null;
    if (edit.techGrade !== undefined && !structure) return refused(`${facts.assetTypeName}没有技术状况等级`);
    if (edit.techGrade !== undefined && !(edit.techGrade in TECH_GRADES))
      return refused('技术状况等级应为 1～5 类');
    if (edit.condition !== undefined && structure)
      return refused(`${facts.assetTypeName}的状况由技术状况等级决定，请修改技术状况等级`);
    if (edit.condition !== undefined && !(edit.condition in ASSET_CONDITIONS))
      return refused('状况应为 1 完好、2 轻微损坏或 3 损坏');
    if (edit.remark !== undefined && [...edit.remark].length > 200) return refused('备注不能超过200个字符');
    const techGrade = edit.techGrade ?? facts.techGrade;
    const condition: AssetCondition =
      techGrade !== null
        ? techGrade <= 2
          ? '1'
          : techGrade === 3
            ? '2'
            : '3'
        : (edit.condition ?? facts.condition);
    const value: AssetFacts = {
      ...facts,
      techGrade,
      techGradeName: techGrade === null ? null : TECH_GRADES[techGrade],
      condition,
      conditionName: ASSET_CONDITIONS[condition],
      remark: edit.remark ?? facts.remark,
    };
    this.data.assetOverlay.set(id, { value, created: false });
    this.list.invalidate(i);
    const row = this.get(id);
    if (!row) throw new Error('an edited asset left the books');
    return done(row);
  }
}

export class Devices {
  private readonly list: TimedList<DeviceRow>;

  constructor(private readonly data: WorldData) {
    this.list = new TimedList(
      () => data.devices().length,
      (i, now) => this.compute(i, now),
    );
    data.onRebuild(() => this.list.invalidateAll());
  }

  private compute(i: number, nowMs: number): Timed<DeviceRow> {
    const facts = this.data.devices()[i];
    if (!facts) return { value: null, nextMs: Number.POSITIVE_INFINITY };
    const { status, sinceMs, nextMs } = deviceStatusAt(this.data.options.seed, facts, nowMs);
    return {
      value: {
        ...facts,
        status,
        statusName: DEVICE_STATUS[status],
        statusSince: sinceMs === null ? null : formatTime(sinceMs),
      },
      nextMs,
    };
  }

  /** Every device with its status now, route by route in stake order. */
  rows(): DeviceRow[] {
    return this.list.visible(this.data.now());
  }

  get(id: string): DeviceRow | undefined {
    return this.rows().find((d) => d.id === id);
  }

  page(query: TableQueryInput): Page<DeviceRow> {
    return queryPage(this.rows(), query, DEVICE_FIELDS);
  }
}
