// Diseases (病害) of the world: the rows of /diseaseManage now (facts joined with their work
// order's state), and the writes with their rules: create (a work order is opened with it),
// edit, delete. A write is checked whole before anything is saved.

import { type DiseaseLevel, LEVEL_NAMES } from '@jt/mocks/world/disease-types';
import { ID_WORKER, recordCode, snowflakeId } from '@jt/mocks/world/ids';
import { type DiseaseRow, diseaseRow, emptyOrderState, type Timed } from '@jt/mocks/world/materialise';
import { organisation } from '@jt/mocks/world/organisations';
import type { DiseaseFacts, WorkOrderState } from '@jt/mocks/world/records';
import { formatStake } from '@jt/mocks/world/stake';
import { stakeOnRoute } from '@jt/mocks/world/stake-rules';
import { DAY, formatTime, parseTime } from '@jt/mocks/world/time';
import { STATUS_NAMES } from '@jt/mocks/world/work-order-states';
import { type Page, queryPage, selectRows, type TableQueryInput } from '../platform/table-query';
import type { DiseaseTypes } from './disease-type-records';
import { done, fieldSpecs, refused, type WorldResult } from './field-specs';
import type { Roads } from './roads';
import type { WorkOrders } from './work-orders';
import type { WorldData } from './world-data';
import { WorldList } from './world-list';

export type { DiseaseRow } from '@jt/mocks/world/materialise';

/** What a user enters for a disease (create: all required but the optional ones; edit: any). */
export interface DiseaseInput {
  diseaseType: string;
  diseaseName?: string;
  diseaseLevel: DiseaseLevel;
  routeCode: string;
  stakeNo: string;
  direction: '1' | '2';
  lane?: number;
  diseaseArea: number;
  reportTime?: string;
  picUrl?: string;
  remark?: string;
  needsRepair?: boolean;
}

export interface Author {
  /** Who enters it (the signed-in user's name). */
  name: string;
  orgId: string | null;
}

export const DISEASE_FIELDS = fieldSpecs<DiseaseRow>({
  id: 'text',
  diseaseCode: 'text',
  diseaseType: 'text',
  diseaseTypeName: 'text',
  diseaseName: 'text',
  diseaseLevel: 'number',
  diseaseLevelName: 'text',
  routeCode: 'text',
  routeName: 'text',
  stakeNo: 'stake',
  stakeM: 'number',
  direction: 'text',
  directionName: 'text',
  lane: 'number',
  diseaseArea: 'number',
  areaUnit: 'text',
  reportTime: 'time',
  source: 'text',
  sourceName: 'text',
  patrolId: 'text',
  patrolCode: 'text',
  inspectorName: 'text',
  orgId: 'text',
  orgName: 'text',
  remark: 'text',
  workOrderId: 'text',
  processStatus: 'number',
  processStatusName: 'text',
  endTime: 'time',
});

/** Who records a disease by hand when the author has no organisation: the tenant's centre (org 201). */
const CENTRE_ID = '201';

let createdSequence = 0;

export class Diseases {
  private readonly table: WorldList<DiseaseRow>;

  constructor(
    private readonly data: WorldData,
    private readonly orders: WorkOrders,
    private readonly types: DiseaseTypes,
    private readonly roads: Roads,
  ) {
    this.table = new WorldList(
      data,
      () => data.diseaseIds,
      () => data.diseaseIndex,
      (id, now) => this.compute(id, now),
    );
    orders.onMove = (diseaseId) => this.table.invalidate(diseaseId);
    // A renamed route: every disease shows (and filters by) the route's name now (data.facts).
    roads.onChange(() => this.table.list.invalidateAll());
  }

  private compute(id: string, nowMs: number): Timed<DiseaseRow> {
    const facts = this.data.facts(id);
    if (!facts) return { value: null, nextMs: Number.POSITIVE_INFINITY };
    if (nowMs < facts.reportMs) return { value: null, nextMs: facts.reportMs };
    // The order's row comes from the orders' own list (computed once for both lists).
    const orderId = this.data.orderOfDisease.get(id);
    const order = orderId === undefined ? undefined : this.orders.table.at(orderId, nowMs);
    if (!order) return { value: diseaseRow(facts, null), nextMs: Number.POSITIVE_INFINITY };
    return { value: diseaseRow(facts, order.row), nextMs: order.nextMs };
  }

  /** Every disease reported by now, newest first. */
  rows(): DiseaseRow[] {
    return this.table.rows();
  }

  get(id: string): DiseaseRow | undefined {
    return this.table.get(id);
  }

  page(query: TableQueryInput): Page<DiseaseRow> {
    return queryPage(this.rows(), query, DISEASE_FIELDS);
  }

  /** Every disease a query keeps, in its order (the list's map and its export). */
  select(query: Pick<TableQueryInput, 'model' | 'filters' | 'orders'>): DiseaseRow[] {
    return selectRows(this.rows(), query, DISEASE_FIELDS);
  }

  /** The diseases a patrol has recorded so far, in the order it met them. */
  ofPatrol(patrolId: string): DiseaseRow[] {
    return this.rows()
      .filter((row) => row.patrolId === patrolId)
      .sort((a, b) => a.reportMs - b.reportMs);
  }

  /** Checks an entry and places it on the network; the facts, or why not. */
  private place(
    input: DiseaseInput,
    nowMs: number,
    /** An edit that keeps the type (and level) it was recorded with: the type may have been disabled since. */
    kept: { type: boolean; level: boolean } = { type: false, level: false },
  ): WorldResult<
    Omit<
      DiseaseFacts,
      | 'id'
      | 'diseaseCode'
      | 'patrolId'
      | 'patrolCode'
      | 'inspectorName'
      | 'orgId'
      | 'orgName'
      | 'source'
      | 'sourceName'
    >
  > {
    const type = this.types.get(input.diseaseType);
    if (!type)
      return refused(
        `病害类型「${input.diseaseType}」不存在，可选：${this.types
          .offered()
          .map((t) => `${t.code} ${t.typeName}`)
          .join('、')}`,
      );
    if (!type.enabled && !kept.type) return refused(`病害类型「${type.typeName}」已停用，不能选用`);
    if (!type.levels.includes(input.diseaseLevel) && !(kept.type && kept.level))
      return refused(
        `${type.typeName}没有「${LEVEL_NAMES[input.diseaseLevel]}」等级（可选：${type.levels.map((l) => LEVEL_NAMES[l]).join('、')}）`,
      );
    const name = input.diseaseName ?? type.names[0];
    if (!name || !type.names.includes(name))
      return refused(
        `病害名称「${input.diseaseName}」不属于${type.typeName}（可选：${type.names.join('、')}）`,
      );
    const line = this.data.network.line(input.routeCode);
    if (!line) return refused(`路线「${input.routeCode}」不存在`);
    const routeName = this.roads.routeName(line.routeCode) ?? line.routeName;
    const stake = stakeOnRoute(line, input.stakeNo, '桩号', routeName);
    if (!stake.ok) return refused(stake.reason);
    const stakeM = stake.value;
    // The lanes as the route's manager last set them (updateRoute).
    const lanes = this.roads.get(line.routeCode)?.lanes ?? line.definition.lanes;
    const lane = input.lane ?? lanes;
    if (lane < 1 || lane > lanes) return refused(`${routeName}单向${lanes}车道，车道应为 1～${lanes}`);
    if (!(input.diseaseArea > 0)) return refused(`${type.unit === 'm' ? '长度' : '面积'}必须大于0`);
    const reportMs = input.reportTime ? parseTime(input.reportTime) : Math.floor(nowMs / 1000) * 1000;
    if (Number.isNaN(reportMs)) return refused('上报时间格式应为 yyyy-MM-dd HH:mm:ss');
    if (reportMs > nowMs) return refused('上报时间不能晚于当前时间');
    if (reportMs < nowMs - 366 * DAY) return refused('上报时间不能早于一年前');
    const direction = line.direction(input.direction);
    return done({
      diseaseType: type.code,
      diseaseTypeName: type.typeName,
      diseaseName: name,
      diseaseLevel: input.diseaseLevel,
      diseaseLevelName: LEVEL_NAMES[input.diseaseLevel],
      routeCode: line.routeCode,
      routeName,
      stakeM,
      stakeNo: formatStake(stakeM),
      direction: direction.code,
      directionName: direction.name,
      lane,
      laneName: `第${lane}车道`,
      ...line.positionAtStake(stakeM, direction.code, lane),
      diseaseArea: Math.round(input.diseaseArea * 1000) / 1000,
      areaUnit: type.unit,
      reportTime: formatTime(reportMs),
      reportMs,
      picUrl: input.picUrl ?? this.types.pictures(type.code)[0] ?? '',
      remark: input.remark ?? '',
      needsRepair: input.needsRepair ?? true,
    });
  }

  /** A disease entered by hand; a work order (待派单) is opened with it unless it is only watched. */
  create(input: DiseaseInput, author: Author): WorldResult<DiseaseRow> {
    const now = this.data.now();
    const placed = this.place(input, now);
    if (!placed.ok) return placed;
    const facts0 = placed.value;
    const day = this.data.dayIndexOf(facts0.reportMs);
    const dayMs = this.data.epochMs + day * DAY;
    const sameDay = this.data.diseaseOverlay
      .values()
      .filter((o) => !o.deleted && o.created && this.data.dayIndexOf(o.value.reportMs) === day).length;
    const seq = (this.data.diseasesOnDay.get(day) ?? 0) + sameDay + 1;
    let id: string;
    do {
      id = snowflakeId(now, ID_WORKER.created, createdSequence++);
    } while (this.data.facts(id) || this.data.diseaseIndex.has(id));
    const facts: DiseaseFacts = {
      id,
      diseaseCode: recordCode('BH', dayMs, seq),
      ...facts0,
      source: '1',
      sourceName: '巡查上报',
      patrolId: null,
      patrolCode: null,
      inspectorName: author.name,
      orgId: author.orgId ?? CENTRE_ID,
      orgName: organisation(author.orgId ?? CENTRE_ID)?.orgName ?? '',
      reportTime: facts0.reportTime,
    };
    this.data.diseaseOverlay.set(id, { value: facts, created: true });
    if (facts.needsRepair) {
      const orderId = snowflakeId(now, ID_WORKER.created, createdSequence++);
      const state: WorkOrderState = {
        ...emptyOrderState(
          { id: orderId, orderCode: recordCode('GD', dayMs, seq), diseaseId: id },
          facts.reportTime,
        ),
        history: [
          {
            status: 1,
            statusName: STATUS_NAMES[1],
            time: formatTime(now),
            operator: author.name,
            remark: `录入${facts.diseaseName}，生成工单`,
          },
        ],
      };
      this.data.orderOverlay.set(orderId, { value: state, created: true });
    }
    this.data.reindex();
    const row = this.get(id);
    if (!row) throw new Error('a created disease is not in the list');
    return done(row);
  }

  /** Changes a disease's entry; refused once its repair was accepted. */
  update(id: string, input: Partial<DiseaseInput>, _author: Author): WorldResult<DiseaseRow> {
    const now = this.data.now();
    const current = this.get(id);
    const facts = this.data.facts(id);
    if (!current || !facts) return refused('病害不存在或已删除');
    if (current.processStatus === 4) return refused('病害已验收通过，不能修改');
    const merged: DiseaseInput = {
      diseaseType: input.diseaseType ?? facts.diseaseType,
      diseaseLevel: input.diseaseLevel ?? facts.diseaseLevel,
      routeCode: input.routeCode ?? facts.routeCode,
      stakeNo: input.stakeNo ?? facts.stakeNo,
      direction: input.direction ?? facts.direction,
      lane: input.lane ?? (input.routeCode && input.routeCode !== facts.routeCode ? undefined : facts.lane),
      diseaseArea: input.diseaseArea ?? facts.diseaseArea,
      reportTime: input.reportTime ?? facts.reportTime,
      picUrl: input.picUrl ?? facts.picUrl,
      remark: input.remark ?? facts.remark,
      needsRepair: facts.needsRepair,
      ...(input.diseaseName !== undefined
        ? { diseaseName: input.diseaseName }
        : input.diseaseType === undefined || input.diseaseType === facts.diseaseType
          ? { diseaseName: facts.diseaseName }
          : {}),
    };
    const sameType = merged.diseaseType === facts.diseaseType;
    const placed = this.place(merged, now, {
      type: sameType,
      level: merged.diseaseLevel === facts.diseaseLevel,
    });
    if (!placed.ok) return placed;
    const overlay = this.data.diseaseOverlay.get(id);
    const created = overlay !== undefined && !overlay.deleted && overlay.created;
    // A disease keeps the type name it was recorded with while its type stays (a renamed type
    // names the diseases recorded after the change).
    const typeName = sameType ? { diseaseTypeName: facts.diseaseTypeName } : {};
    this.data.diseaseOverlay.set(id, { value: { ...facts, ...placed.value, ...typeName }, created });
    if (placed.value.reportMs !== facts.reportMs) this.data.reindex();
    this.table.invalidate(id);
    const orderId = this.data.orderOfDisease.get(id);
    if (orderId) this.orders.invalidate(orderId);
    const row = this.get(id);
    if (!row) throw new Error('an edited disease left the list');
    return done(row);
  }

  /** Deletes a disease (and its work order) that no one has started to repair. */
  remove(id: string): WorldResult<{ id: string }> {
    const current = this.get(id);
    if (!current) return refused('病害不存在或已删除');
    if (current.processStatus !== 0 && current.processStatus !== 1) {
      return refused(
        `病害已${current.processStatusName === '已派单' ? '派单' : `进入「${current.processStatusName}」`}，不能删除`,
      );
    }
    this.data.diseaseOverlay.set(id, { deleted: true });
    const orderId = this.data.orderOfDisease.get(id);
    if (orderId) {
      this.data.orderOverlay.set(orderId, { deleted: true });
      this.orders.invalidate(orderId);
    }
    this.table.invalidate(id);
    return done({ id });
  }
}
