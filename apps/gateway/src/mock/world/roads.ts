// The road network and the organisations as services: the routes' records (the list call and
// the forms' choices), stake ↔ position, and the network as GeoJSON for the offline map style.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  INSPECTORS,
  type Inspector,
  ORGANISATIONS,
  organisation,
  VEHICLES,
  type Vehicle,
} from '@jt/mocks/world/organisations';
import { type Datum, type GeoJsonCollection, roadNetworkGeoJson } from '@jt/mocks/world/road-geojson';
import type { Position, RoadLine, RoadNetwork } from '@jt/mocks/world/road-network';
import { formatStake, parseStake } from '@jt/mocks/world/stake';
import { mocksRoot } from '../../paths';
import { type Page, queryPage, type TableQueryInput } from '../platform/table-query';
import type { Collection, MockStore } from '../store/mock-store';
import { done, fieldSpecs, refused, type WorldResult } from './field-specs';
import type { OrgRecord } from './organisation-rules';
import { checkedRouteChange, ROUTE_REFUSALS, type RouteChangeInput, type RouteEdit } from './route-edits';

export interface RouteRow {
  routeCode: string;
  routeName: string;
  name: string;
  aliases: string[];
  startStakeM: number;
  endStakeM: number;
  startStakeNo: string;
  endStakeNo: string;
  /** Kilometres, 3 decimals. */
  lengthKm: number;
  /** Lanes per direction, and as the platform writes it ('双向八车道'). */
  lanes: number;
  laneText: string;
  technicalGrade: string;
  designSpeedKmh: number;
  pavement: string;
  openedYear: number;
  officeId: string;
  officeName: string;
  directions: Array<{ code: '1' | '2'; name: string; towards: string }>;
  places: Array<{ name: string; stakeNo: string }>;
}

const CHINESE_DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

export const ROUTE_FIELDS = fieldSpecs<RouteRow>({
  routeCode: 'text',
  routeName: 'text',
  name: 'text',
  startStakeNo: 'stake',
  endStakeNo: 'stake',
  lengthKm: 'number',
  lanes: 'number',
  laneText: 'text',
  technicalGrade: 'text',
  designSpeedKmh: 'number',
  pavement: 'text',
  officeId: 'text',
  officeName: 'text',
  openedYear: 'number',
});

export const ORGANISATION_FIELDS = fieldSpecs<OrgRecord>({
  id: 'text',
  orgCode: 'text',
  parentId: 'text',
  orgName: 'text',
  orgType: 'text',
  orgTypeName: 'text',
  leader: 'text',
  phone: 'text',
});

const laneText = (lanes: number) => `双向${CHINESE_DIGITS[lanes * 2] ?? lanes * 2}车道`;

function routeRow(line: RoadLine): RouteRow {
  const d = line.definition;
  return {
    routeCode: line.routeCode,
    routeName: line.routeName,
    name: d.name,
    aliases: [...d.aliases],
    startStakeM: line.startStakeM,
    endStakeM: line.endStakeM,
    startStakeNo: formatStake(line.startStakeM),
    endStakeNo: formatStake(line.endStakeM),
    lengthKm: line.lengthM / 1000,
    lanes: d.lanes,
    laneText: laneText(d.lanes),
    technicalGrade: d.technicalGrade,
    designSpeedKmh: d.designSpeedKmh,
    pavement: d.pavement,
    openedYear: d.openedYear,
    officeId: d.officeId,
    officeName: organisation(d.officeId)?.orgName ?? '',
    directions: [d.up, d.down].map((dir) => ({ code: dir.code, name: dir.name, towards: dir.towards })),
    places: line.places.map((p) => ({ name: p.name, stakeNo: formatStake(p.stakeM) })),
  };
}

/** A route's row with a manager's edit (updateRoute) over the network's facts. */
function editedRow(row: RouteRow, edit: RouteEdit | undefined): RouteRow {
  if (!edit) return row;
  return {
    ...row,
    routeName: `${row.routeCode} ${edit.name}`,
    name: edit.name,
    lanes: edit.lanes,
    laneText: laneText(edit.lanes),
    technicalGrade: edit.technicalGrade,
    designSpeedKmh: edit.designSpeedKmh,
    pavement: edit.pavement,
    officeId: edit.officeId,
    officeName: organisation(edit.officeId)?.orgName ?? '',
  };
}

export class Roads {
  private readonly networkRows: RouteRow[];
  private rowsList: RouteRow[];
  private readonly geojson = new Map<Datum, GeoJsonCollection>();
  private readonly renameListeners: Array<() => void> = [];

  /** `edits`: the managers' edits kept in the store (none: the network's facts only). */
  constructor(
    readonly network: RoadNetwork,
    private readonly edits: Collection<RouteEdit> | null = null,
  ) {
    this.networkRows = network.lines.map(routeRow);
    this.rowsList = this.networkRows;
    this.refresh();
  }

  /** Reads the edits again (after QA's reset of the store). */
  refresh(): void {
    const edits = this.edits;
    this.rowsList = edits
      ? this.networkRows.map((row) => editedRow(row, edits.get(row.routeCode)))
      : this.networkRows;
    for (const listener of this.renameListeners) listener();
  }

  /** Called after a route's facts change (the records that carry its name read it again). */
  onChange(listener: () => void): void {
    this.renameListeners.push(listener);
  }

  /** '<code> <name>' as the route is named now (records generated with the old name show this). */
  routeName(routeCode: string): string | undefined {
    return this.get(routeCode)?.routeName;
  }

  /** A manager's change of a route's facts (updateRoute): checked whole, kept in the store. */
  update(routeCode: string, change: RouteChangeInput, nowMs: number): WorldResult<RouteRow> {
    if (!this.edits || !this.get(routeCode)) return refused(ROUTE_REFUSALS.missing);
    const checked = checkedRouteChange(
      change,
      this.rowsList.filter((row) => row.routeCode !== routeCode),
      ORGANISATIONS.filter((org) => org.orgType === 'office'),
    );
    if (!checked.ok) return checked;
    this.edits.set(routeCode, { ...checked.value, updateMs: nowMs });
    this.refresh();
    const row = this.get(routeCode);
    return row ? done(row) : refused(ROUTE_REFUSALS.missing);
  }

  rows(): RouteRow[] {
    return this.rowsList;
  }

  get(routeCode: string): RouteRow | undefined {
    return this.rowsList.find((row) => row.routeCode === routeCode);
  }

  page(query: TableQueryInput): Page<RouteRow> {
    return queryPage(this.rowsList, query, ROUTE_FIELDS);
  }

  /** The BD-09 point of a stake text on a route ('K260+500'), on a carriageway and lane if given. */
  positionAtStake(
    routeCode: string,
    stakeNo: string,
    direction?: '1' | '2',
    lane?: number,
  ): Position | undefined {
    const line = this.network.line(routeCode);
    const stakeM = parseStake(stakeNo);
    if (!line || stakeM === null || !line.hasStake(stakeM)) return undefined;
    return line.positionAtStake(stakeM, direction, lane);
  }

  /**
   * The network, stake markers, places and the district outline (mocks/files, the map_config
   * geo_json) as one FeatureCollection: what the offline map style draws. Built once per datum.
   */
  geoJson(datum: Datum = 'wgs84'): GeoJsonCollection {
    let collection = this.geojson.get(datum);
    if (!collection) {
      const district = JSON.parse(
        readFileSync(join(mocksRoot, 'files', 'jiangning-district.geojson'), 'utf8'),
      ) as GeoJsonCollection;
      collection = roadNetworkGeoJson(this.network, { datum, district });
      this.geojson.set(datum, collection);
    }
    return collection;
  }
}

/** The seeded organisations as the store keeps them: each with its code (江苏交控's prefix and its id). */
function seededOrganisations(): Record<string, OrgRecord> {
  return Object.fromEntries(
    ORGANISATIONS.map((o) => [o.id, { ...o, orgCode: `JSJK-${o.id}`, routeCodes: [...o.routeCodes] }]),
  );
}

/**
 * The organisations in the store (DATA_DIR), seeded from the world's catalogue and changed by
 * 系统管理 › 组织机构: what every list, picker, dispatch and screen reads. Records generated
 * before a change keep the organisation's name they were written with.
 */
export class Organisations {
  private readonly records: Collection<OrgRecord>;

  constructor(store: MockStore) {
    this.records = store.collection<OrgRecord>('worldOrganisations', seededOrganisations);
  }

  rows(): OrgRecord[] {
    return this.records.values();
  }

  get(id: string): OrgRecord | undefined {
    return this.records.get(id);
  }

  page(query: TableQueryInput): Page<OrgRecord> {
    return queryPage(this.rows(), query, ORGANISATION_FIELDS);
  }

  /** The companies that repair (a dispatch's choices), on one route or all. */
  repairUnits(routeCode?: string): OrgRecord[] {
    return this.rows().filter(
      (o) => o.orgType === 'maintenance' && (routeCode === undefined || o.routeCodes.includes(routeCode)),
    );
  }

  /** Adds (no id) or replaces an organisation checked by organisation-rules.ts. */
  put(id: string | null, value: Omit<OrgRecord, 'id'>): OrgRecord {
    const saved: OrgRecord = {
      id: id ?? String(Math.max(20194, ...this.records.values().map((o) => Number(o.id) || 0)) + 1),
      ...value,
    };
    this.records.set(saved.id, saved);
    return saved;
  }

  remove(id: string): void {
    this.records.delete(id);
  }

  inspectors(): readonly Inspector[] {
    return INSPECTORS;
  }

  vehicles(): readonly Vehicle[] {
    return VEHICLES;
  }
}
