// The maintenance areas (养护区域): each organisation's stretch of a route, kept in the store
// (DATA_DIR) and seeded from the world's network — every route cut into one area per maintenance
// company that repairs on it (the route's office where none does), end to end. A write is checked
// whole (route, organisation, stakes on the route, start before end, no overlap with another
// area of the route, a unique name) before anything is saved; the phone's form is the contract's.

import { type Organisation, organisation, repairUnitsOf } from '@jt/mocks/world/organisations';
import type { RoadLine, RoadNetwork } from '@jt/mocks/world/road-network';
import { formatStake } from '@jt/mocks/world/stake';
import { stakeRangeOnRoute } from '@jt/mocks/world/stake-rules';
import { formatTime } from '@jt/mocks/world/time';
import type { Collection, MockStore } from '../../store/mock-store';
import { done, fieldSpecs, refused, type WorldResult } from '../../world/field-specs';
import { type Page, queryPage, type TableQueryInput } from '../table-query';

export interface MaintenanceArea {
  id: string;
  areaName: string;
  routeCode: string;
  routeName: string;
  orgId: string;
  orgName: string;
  startStakeNo: string;
  endStakeNo: string;
  startStakeM: number;
  endStakeM: number;
  lengthKm: number;
  manager: string;
  phone: string;
  remark: string;
  updateTime: string;
}

/** What 新增 and 编辑 send (the contract checked the shapes; orgId as Jackson reads it). */
export interface MaintenanceAreaInput {
  areaName: string;
  routeCode: string;
  orgId: string;
  startStakeNo: string;
  endStakeNo: string;
  manager: string;
  phone: string;
  remark?: string;
}

export const MAINTENANCE_AREA_FIELDS = fieldSpecs<MaintenanceArea>({
  id: 'text',
  areaName: 'text',
  routeCode: 'text',
  routeName: 'text',
  orgId: 'text',
  orgName: 'text',
  startStakeNo: 'stake',
  endStakeNo: 'stake',
  startStakeM: 'number',
  endStakeM: 'number',
  lengthKm: 'number',
  manager: 'text',
  phone: 'text',
  updateTime: 'time',
});

const NAME_MAX = 50;
const MANAGER_MAX = 20;
const REMARK_MAX = 200;
/** Organisations that look after a stretch (not the group or the regional centre). */
const AREA_OWNERS: ReadonlySet<Organisation['orgType']> = new Set(['office', 'patrol', 'maintenance']);

export const MAINTENANCE_AREA_REFUSALS = {
  missing: '养护区域不存在或已删除',
  name: '区域名称不能为空',
  nameLength: `区域名称不能超过${NAME_MAX}个字符`,
  nameTaken: (name: string) => `区域名称「${name}」已存在`,
  route: (code: string) => `路线「${code}」不存在`,
  org: (id: string) => `单位「${id}」不存在`,
  orgType: (name: string) => `「${name}」不是管理处、巡查中队或养护单位，不能划分养护区域`,
  overlap: (area: Pick<MaintenanceArea, 'areaName' | 'startStakeNo' | 'endStakeNo'>) =>
    `与养护区域「${area.areaName}」（${area.startStakeNo}～${area.endStakeNo}）范围重叠`,
  manager: '负责人不能为空',
  managerLength: `负责人不能超过${MANAGER_MAX}个字符`,
  remark: `备注不能超过${REMARK_MAX}个字符`,
} as const;

const length = (text: string) => [...text].length;
const km = (metres: number) => Math.round(metres) / 1000;
/** Seeded areas start on a whole 100 m. */
const roundTo100 = (metres: number) => Math.round(metres / 100) * 100;

/** An area's record: where it lies and who owns it, in the columns the list shows. */
function areaRecord(
  id: string,
  line: RoadLine,
  owner: Organisation,
  [start, end]: readonly [number, number],
  said: Pick<MaintenanceArea, 'areaName' | 'manager' | 'phone' | 'remark' | 'updateTime'>,
): MaintenanceArea {
  return {
    id,
    ...said,
    routeCode: line.routeCode,
    routeName: line.routeName,
    orgId: owner.id,
    orgName: owner.orgName,
    startStakeNo: formatStake(start),
    endStakeNo: formatStake(end),
    startStakeM: start,
    endStakeM: end,
    lengthKm: km(end - start),
  };
}

/** Seeded areas are about this long (a maintenance section of an expressway). */
const SEEDED_SECTION_M = 12_000;

/**
 * The seeded areas: each route cut into sections of about 12 km, named after the place in their
 * middle, the sections shared in runs among the companies that repair on the route.
 */
export function seedAreas(network: RoadNetwork, seededAt: string): MaintenanceArea[] {
  const areas: MaintenanceArea[] = [];
  network.lines.forEach((line, routeIndex) => {
    const units = repairUnitsOf(line.routeCode);
    const office = organisation(line.definition.officeId);
    const owners = units.length > 0 ? units : office ? [office] : [];
    const sections = Math.max(1, Math.ceil(line.lengthM / SEEDED_SECTION_M));
    const cut = (k: number) =>
      k === 0
        ? line.startStakeM
        : k === sections
          ? line.endStakeM
          : roundTo100(line.startStakeM + (line.lengthM * k) / sections);
    const names = new Set<string>();
    for (let k = 0; k < sections; k++) {
      const owner = owners[Math.floor((k * owners.length) / sections)];
      if (!owner) continue;
      const start = cut(k);
      const end = cut(k + 1);
      let areaName = `${line.definition.name}${line.placeNear((start + end) / 2)}段`;
      if (names.has(areaName)) areaName = `${line.definition.name}${line.placeNear(end)}段`;
      if (names.has(areaName)) areaName = `${areaName}（${k + 1}）`;
      names.add(areaName);
      areas.push(
        areaRecord(String(6_050_000 + (routeIndex + 1) * 100 + k + 1), line, owner, [start, end], {
          areaName,
          manager: owner.leader,
          phone: owner.phone,
          remark: '',
          updateTime: seededAt,
        }),
      );
    }
  });
  return areas;
}

export class MaintenanceAreas {
  private readonly records: Collection<MaintenanceArea>;

  constructor(
    store: MockStore,
    private readonly network: RoadNetwork,
    private readonly now: () => number,
  ) {
    this.records = store.collection<MaintenanceArea>('maintenanceAreas', () =>
      Object.fromEntries(seedAreas(network, formatTime(now())).map((area) => [area.id, area])),
    );
  }

  /** Route by route (the network's order), in stake order. */
  rows(): MaintenanceArea[] {
    const routeOrder = new Map(this.network.lines.map((line, i) => [line.routeCode, i]));
    return this.records
      .values()
      .sort(
        (a, b) =>
          (routeOrder.get(a.routeCode) ?? 99) - (routeOrder.get(b.routeCode) ?? 99) ||
          a.startStakeM - b.startStakeM,
      );
  }

  page(query: TableQueryInput): Page<MaintenanceArea> {
    return queryPage(this.rows(), query, MAINTENANCE_AREA_FIELDS);
  }

  get(id: string): MaintenanceArea | undefined {
    return this.records.get(id);
  }

  create(input: MaintenanceAreaInput): WorldResult<MaintenanceArea> {
    const ids = this.records.values().map((area) => Number(area.id) || 0);
    const id = String(Math.max(6_050_000, ...ids) + 1);
    const checked = this.check(id, input);
    if (checked.ok) this.records.set(id, checked.value);
    return checked;
  }

  update(id: string, input: MaintenanceAreaInput): WorldResult<MaintenanceArea> {
    if (!this.records.has(id)) return refused(MAINTENANCE_AREA_REFUSALS.missing);
    const checked = this.check(id, input);
    if (checked.ok) this.records.set(id, checked.value);
    return checked;
  }

  remove(id: string): WorldResult<{ id: string }> {
    return this.records.delete(id) ? done({ id }) : refused(MAINTENANCE_AREA_REFUSALS.missing);
  }

  /** The record `id` would become, or the first rule it breaks. */
  private check(id: string, input: MaintenanceAreaInput): WorldResult<MaintenanceArea> {
    const R = MAINTENANCE_AREA_REFUSALS;
    const areaName = input.areaName.trim();
    if (!areaName) return refused(R.name);
    if (length(areaName) > NAME_MAX) return refused(R.nameLength);
    const line = this.network.line(input.routeCode);
    if (!line) return refused(R.route(input.routeCode));
    const owner = organisation(input.orgId);
    if (!owner) return refused(R.org(input.orgId));
    if (!AREA_OWNERS.has(owner.orgType)) return refused(R.orgType(owner.orgName));
    const stakes = stakeRangeOnRoute(line, input.startStakeNo, input.endStakeNo, { endLabel: '终点桩号' });
    if (!stakes.ok) return refused(stakes.reason);
    const { startStakeM: start, endStakeM: end } = stakes.value;
    const manager = input.manager.trim();
    if (!manager) return refused(R.manager);
    if (length(manager) > MANAGER_MAX) return refused(R.managerLength);
    const phone = input.phone.trim();
    const remark = (input.remark ?? '').trim();
    if (length(remark) > REMARK_MAX) return refused(R.remark);
    const others = this.rows().filter((area) => area.id !== id);
    const twin = others.find((area) => area.areaName === areaName);
    if (twin) return refused(R.nameTaken(areaName));
    // Touching ends (one area's end is the next one's start) is not an overlap.
    const overlapping = others.find(
      (area) => area.routeCode === line.routeCode && area.startStakeM < end && start < area.endStakeM,
    );
    if (overlapping) return refused(R.overlap(overlapping));
    return done(
      areaRecord(id, line, owner, [start, end], {
        areaName,
        manager,
        phone,
        remark,
        updateTime: formatTime(this.now()),
      }),
    );
  }
}
