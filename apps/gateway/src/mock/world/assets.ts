// Road assets (路产) and roadside devices (设备) of the world: the catalogue on the books (fixed
// by the seed, mocks/world/assets.ts and devices.ts) as rows now — when each asset was last
// inspected, whether each device is online — and the edits a user makes to an asset's record.

import {
  ASSET_CONDITIONS,
  ASSET_TYPES,
  type AssetCondition,
  type AssetFacts,
  assetCodeOf,
  assetType,
  TECH_GRADES,
  type TechGrade,
} from '@jt/mocks/world/assets';
import { DEVICE_STATUS, type DeviceFacts, type DeviceStatus, deviceStatusAt } from '@jt/mocks/world/devices';
import { ID_WORKER, snowflakeId } from '@jt/mocks/world/ids';
import type { Timed } from '@jt/mocks/world/materialise';
import { organisation } from '@jt/mocks/world/organisations';
import { formatStake, parseStake } from '@jt/mocks/world/stake';
import { STAKE_REFUSALS, stakeOnRoute, stakeRangeOnRoute } from '@jt/mocks/world/stake-rules';
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

/** What a user enters for a new asset (新增资产); the gateway coerced numbers and numeric text. */
export interface AssetInput {
  assetType: string;
  assetName: string;
  spec?: string;
  routeCode: string;
  stakeNo: string;
  /** Where a linear asset or a long structure ends. */
  endStakeNo?: string | null;
  /** '0' both carriageways, '1' 上行, '2' 下行. */
  direction: string;
  quantity: number;
  lengthM?: number;
  builtYear: number;
  /** Structures: required; facilities: none. */
  techGrade?: number | null;
  /** Facilities: required; a structure's follows its class. */
  condition?: string;
  remark?: string;
}

/** What a user corrects on a device's record (any of them). */
export interface DeviceEdit {
  deviceName?: string;
  vendor?: string;
  model?: string;
  stakeNo?: string;
  direction?: string;
  installYear?: number;
}

/** Roadside electronics older than this are not on the platform (it went online in 2019). */
export const FIRST_INSTALL_YEAR = 1990;
const DEVICE_NAME_MAX = 50;
const VENDOR_MAX = 30;
const MODEL_MAX = 50;

/** The earliest year of construction the books take. */
export const FIRST_BUILT_YEAR = 1950;
const NAME_MAX = 50;
const SPEC_MAX = 50;
const REMARK_MAX = 200;

const conditionOfGrade = (grade: TechGrade): AssetCondition => (grade <= 2 ? '1' : grade === 3 ? '2' : '3');
const length = (text: string) => [...text].length;

let enteredSequence = 0;

export const ASSET_FIELDS = fieldSpecs<AssetRow>({
  id: 'text',
  assetCode: 'text',
  assetType: 'text',
  assetTypeName: 'text',
  assetName: 'text',
  spec: 'text',
  routeCode: 'text',
  routeName: 'text',
  stakeNo: 'stake',
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
  stakeNo: 'stake',
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
    if (edit.remark !== undefined && length(edit.remark) > REMARK_MAX)
      return refused('备注不能超过200个字符');
    const techGrade = edit.techGrade ?? facts.techGrade;
    const condition: AssetCondition =
      techGrade !== null ? conditionOfGrade(techGrade) : (edit.condition ?? facts.condition);
    const value: AssetFacts = {
      ...facts,
      techGrade,
      techGradeName: techGrade === null ? null : TECH_GRADES[techGrade],
      condition,
      conditionName: ASSET_CONDITIONS[condition],
      remark: edit.remark ?? facts.remark,
    };
    return this.rewrite(id, i, value);
  }

  /**
   * The recorded stake corrected to `stakeM` (桩号校核): an end stake moves with it, the asset
   * stays where it is (its coordinates are the survey's). Refused off the route.
   */
  restake(id: string, stakeM: number): WorldResult<AssetRow> {
    const facts = this.data.asset(id);
    const i = this.data.assets().findIndex((a) => a.id === id);
    if (!facts || i < 0) return refused('路产不存在或已删除');
    const line = this.data.network.line(facts.routeCode);
    if (!line) throw new Error(`an asset on an unknown route ${facts.routeCode}`);
    const end = facts.endStakeNo === null ? null : parseStake(facts.endStakeNo);
    const endStakeM = end === null ? null : Math.min(line.endStakeM, end + stakeM - facts.stakeM);
    if (!line.hasStake(stakeM)) return refused(STAKE_REFUSALS.offRoute('桩号', stakeM, line));
    const value: AssetFacts = {
      ...facts,
      stakeM,
      stakeNo: formatStake(stakeM),
      endStakeNo: endStakeM === null ? null : formatStake(endStakeM),
    };
    return this.rewrite(id, i, value);
  }

  /** An asset entered on the books by hand (新增资产): checked as the form checks it, then numbered on its route. */
  create(input: AssetInput): WorldResult<AssetRow> {
    const now = this.data.now();
    const checked = this.check(input, now);
    if (!checked.ok) return checked;
    const facts = checked.value;
    let id: string;
    do {
      id = snowflakeId(now, ID_WORKER.created, enteredSequence++);
    } while (this.data.asset(id) || this.data.assetOverlay.get(id));
    this.data.assetOverlay.set(id, { value: { ...facts, id }, created: true });
    this.booksChanged();
    const row = this.get(id);
    if (!row) throw new Error('an entered asset is not on the books');
    return done(row);
  }

  /** Takes an asset off the books (scrapped, demolished, entered by mistake). */
  remove(id: string): WorldResult<{ id: string }> {
    if (!this.data.asset(id)) return refused('路产不存在或已删除');
    this.data.assetOverlay.set(id, { deleted: true });
    this.booksChanged();
    return done({ id });
  }

  /** The asset's record replaced (an entered one stays entered). */
  private rewrite(id: string, i: number, value: AssetFacts): WorldResult<AssetRow> {
    const overlay = this.data.assetOverlay.get(id);
    const created = overlay !== undefined && !overlay.deleted && overlay.created;
    this.data.assetOverlay.set(id, { value, created });
    this.list.invalidate(i);
    const row = this.get(id);
    if (!row) throw new Error('a changed asset left the books');
    return done(row);
  }

  private booksChanged(): void {
    this.data.assetsChanged();
    this.list.invalidateAll();
  }

  private check(input: AssetInput, nowMs: number): WorldResult<AssetFacts> {
    const type = assetType(input.assetType);
    if (!type)
      return refused(
        `资产类型「${input.assetType}」不存在，可选：${ASSET_TYPES.map((t) => `${t.code} ${t.name}`).join('、')}`,
      );
    const assetName = input.assetName.trim();
    if (!assetName) return refused('资产名称不能为空');
    if (length(assetName) > NAME_MAX) return refused(`资产名称不能超过${NAME_MAX}个字符`);
    const spec = (input.spec ?? '').trim();
    if (length(spec) > SPEC_MAX) return refused(`规格型号不能超过${SPEC_MAX}个字符`);
    const line = this.data.network.line(input.routeCode);
    if (!line) return refused(`路线「${input.routeCode}」不存在`);
    const start = stakeOnRoute(line, input.stakeNo);
    if (!start.ok) return refused(start.reason);
    const stakeM = start.value;
    let endStakeM: number | null = null;
    if (input.endStakeNo) {
      const end = stakeRangeOnRoute(line, input.stakeNo, input.endStakeNo, { startLabel: '桩号' });
      if (!end.ok) return refused(end.reason);
      endStakeM = end.value.endStakeM;
    }
    if (input.direction !== '0' && input.direction !== '1' && input.direction !== '2')
      return refused('方向应为 0 双向、1 上行或 2 下行');
    const direction = input.direction;
    if (!(input.quantity > 0)) return refused('数量必须大于0');
    const lengthM = input.lengthM ?? 0;
    if (!(lengthM >= 0)) return refused('长度不能小于0');
    const thisYear = new Date(nowMs + 8 * HOUR).getUTCFullYear();
    if (
      !Number.isInteger(input.builtYear) ||
      input.builtYear < FIRST_BUILT_YEAR ||
      input.builtYear > thisYear
    )
      return refused(`建成年份应在${FIRST_BUILT_YEAR}～${thisYear}之间`);
    let techGrade: TechGrade | null = null;
    let condition: AssetCondition;
    if (type.structure) {
      const grade = input.techGrade;
      if (grade === undefined || grade === null || !(grade in TECH_GRADES))
        return refused(`${type.name}需填写技术状况等级（1～5类）`);
      techGrade = grade as TechGrade;
      condition = conditionOfGrade(techGrade);
    } else {
      if (input.techGrade !== undefined && input.techGrade !== null)
        return refused(`${type.name}没有技术状况等级`);
      if (input.condition === undefined || !(input.condition in ASSET_CONDITIONS))
        return refused('状况应为 1 完好、2 轻微损坏或 3 损坏');
      condition = input.condition as AssetCondition;
    }
    const remark = (input.remark ?? '').trim();
    if (length(remark) > REMARK_MAX) return refused(`备注不能超过${REMARK_MAX}个字符`);
    const books = this.data.assets();
    const twin = books.find(
      (a) =>
        a.routeCode === line.routeCode &&
        a.assetType === type.code &&
        a.stakeM === stakeM &&
        a.direction === direction &&
        a.assetName === assetName &&
        this.data.asset(a.id),
    );
    if (twin)
      return refused(
        `${line.routeName} ${formatStake(stakeM)} 已有${type.name}「${assetName}」（${twin.assetCode}）`,
      );
    const prefix = assetCodeOf(line.routeCode, type.code, 0).slice(0, -4);
    const taken = books
      .filter((a) => a.assetCode.startsWith(prefix))
      .map((a) => Number(a.assetCode.slice(prefix.length)) || 0);
    const office = organisation(line.definition.officeId);
    const position = line.positionAtStake(stakeM, direction === '0' ? undefined : direction);
    return done({
      id: '',
      assetCode: assetCodeOf(line.routeCode, type.code, Math.max(0, ...taken) + 1),
      assetType: type.code,
      assetTypeName: type.name,
      assetName,
      spec,
      routeCode: line.routeCode,
      routeName: line.routeName,
      stakeM,
      stakeNo: formatStake(stakeM),
      endStakeNo: endStakeM === null ? null : formatStake(endStakeM),
      direction,
      directionName: direction === '0' ? '双向' : line.direction(direction).name,
      lon: position.lon,
      lat: position.lat,
      quantity: input.quantity,
      unit: type.unit,
      lengthM,
      builtYear: input.builtYear,
      techGrade,
      techGradeName: techGrade === null ? null : TECH_GRADES[techGrade],
      condition,
      conditionName: ASSET_CONDITIONS[condition],
      orgId: line.definition.officeId,
      orgName: office?.orgName ?? '',
      inspectCycleDays: type.cycleDays,
      // Entering it on the books counts as its inspection that day: the next falls a cycle later.
      inspectPhaseDays: Math.round((startOfDay(nowMs) + 8 * HOUR) / DAY) % type.cycleDays,
      remark,
    });
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
    const id = this.data.devices()[i]?.id;
    const facts = id === undefined ? undefined : this.data.device(id);
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

  /** What a maintenance office corrects on a device's record: its name, make, place and year. */
  update(id: string, edit: DeviceEdit): WorldResult<DeviceRow> {
    const i = this.data.devices().findIndex((d) => d.id === id);
    const facts = this.data.device(id);
    if (!facts || i < 0) return refused('设备不存在');
    const line = this.data.network.line(facts.routeCode);
    if (!line) throw new Error(`a device on an unknown route ${facts.routeCode}`);
    const deviceName = edit.deviceName?.trim() ?? facts.deviceName;
    if (!deviceName) return refused('设备名称不能为空');
    if (length(deviceName) > DEVICE_NAME_MAX) return refused(`设备名称不能超过${DEVICE_NAME_MAX}个字符`);
    const vendor = edit.vendor?.trim() ?? facts.vendor;
    if (!vendor) return refused('厂商不能为空');
    if (length(vendor) > VENDOR_MAX) return refused(`厂商不能超过${VENDOR_MAX}个字符`);
    const model = edit.model?.trim() ?? facts.model;
    if (length(model) > MODEL_MAX) return refused(`型号不能超过${MODEL_MAX}个字符`);
    let stakeM = facts.stakeM;
    if (edit.stakeNo !== undefined) {
      const parsed = stakeOnRoute(line, edit.stakeNo);
      if (!parsed.ok) return refused(parsed.reason);
      stakeM = parsed.value;
    }
    const direction = edit.direction ?? facts.direction;
    if (direction !== '0' && direction !== '1' && direction !== '2')
      return refused('方向应为 0 双向、1 上行或 2 下行');
    const thisYear = new Date(this.data.now() + 8 * HOUR).getUTCFullYear();
    const installYear = edit.installYear ?? facts.installYear;
    if (!Number.isInteger(installYear) || installYear < FIRST_INSTALL_YEAR || installYear > thisYear)
      return refused(`安装年份应在${FIRST_INSTALL_YEAR}～${thisYear}之间`);
    const position = line.positionAtStake(stakeM, direction === '0' ? undefined : direction);
    const value: DeviceFacts = {
      ...facts,
      deviceName,
      vendor,
      model,
      stakeM,
      stakeNo: formatStake(stakeM),
      direction,
      directionName: direction === '0' ? '双向' : line.direction(direction).name,
      lon: position.lon,
      lat: position.lat,
      installYear,
    };
    this.data.deviceOverlay.set(id, { value, created: false });
    this.list.invalidate(i);
    const row = this.get(id);
    if (!row) throw new Error('an edited device left the list');
    return done(row);
  }
}
