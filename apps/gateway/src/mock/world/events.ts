// Traffic events (交通事件) of the world now: the day's drawn events (accidents, breakdowns,
// congestion, debris, weather) visible once they start and cleared when they end, the road
// works of the work orders being repaired (施工占道: one for each repair, from its start until
// the crew submits it), and the events users report or clear by hand.

import {
  EVENT_LEVELS,
  EVENT_SOURCES,
  EVENT_STATUS,
  EVENT_TYPES,
  type EventFacts,
  type EventLevel,
  type EventStatus,
  type EventType,
  OPEN_END_MS,
} from '@jt/mocks/world/events';
import { ID_WORKER, recordCode, snowflakeId } from '@jt/mocks/world/ids';
import type { Timed } from '@jt/mocks/world/materialise';
import { organisation } from '@jt/mocks/world/organisations';
import { formatStake, parseStake } from '@jt/mocks/world/stake';
import { stakeOnRoute } from '@jt/mocks/world/stake-rules';
import { DAY, formatTime, parseTime } from '@jt/mocks/world/time';
import { type Page, queryPage, type TableQueryInput } from '../platform/table-query';
import { done, fieldSpecs, refused, type WorldResult } from './field-specs';
import type { WorkOrderRow, WorkOrders } from './work-orders';
import type { WorldData } from './world-data';
import { WorldList } from './world-list';

export interface EventRow extends EventFacts {
  status: EventStatus;
  statusName: string;
  /** Minutes from start to clearance (so far, while it is handled). */
  durationMin: number;
}

/** What a user reports. */
export interface EventReport {
  eventType: Exclude<EventType, '5'>;
  level?: EventLevel;
  routeCode: string;
  stakeNo: string;
  direction: '1' | '2';
  lanesClosed?: number;
  description: string;
  startTime?: string;
}

export const EVENT_FIELDS = fieldSpecs<EventRow>({
  id: 'text',
  eventCode: 'text',
  eventType: 'text',
  eventTypeName: 'text',
  level: 'number',
  levelName: 'text',
  routeCode: 'text',
  routeName: 'text',
  stakeNo: 'stake',
  stakeM: 'number',
  direction: 'text',
  startTime: 'time',
  endTime: 'time',
  source: 'text',
  sourceName: 'text',
  status: 'text',
  statusName: 'text',
  lanesClosed: 'number',
  queueKm: 'number',
  durationMin: 'number',
  orgName: 'text',
  workOrderId: 'text',
});

/** A road work's event id: the repair's start with the order's sequence, high bit set (never a drawn event's). */
function roadWorkId(order: WorkOrderRow, startMs: number): string {
  const sequence = Number(BigInt(order.id) & 0x7ffn) | 0x800;
  return snowflakeId(startMs, ID_WORKER.event, sequence);
}

function eventRow(facts: EventFacts, nowMs: number): EventRow {
  const cleared = nowMs >= facts.endMs;
  const status: EventStatus = cleared ? '2' : '1';
  return {
    ...facts,
    status,
    statusName: EVENT_STATUS[status],
    durationMin: Math.round(((cleared ? facts.endMs : nowMs) - facts.startMs) / 60_000),
  };
}

let reportSequence = 0;

export class Events {
  private readonly table: WorldList<EventRow>;
  private merged: { at: number; drawn: EventRow[]; orders: WorkOrderRow[]; rows: EventRow[] } | null = null;

  constructor(
    private readonly data: WorldData,
    private readonly orders: WorkOrders,
  ) {
    this.table = new WorldList(
      data,
      () => data.eventIds,
      () => data.eventIndex,
      (id, now) => this.compute(id, now),
    );
  }

  private compute(id: string, nowMs: number): Timed<EventRow> {
    const facts = this.data.event(id);
    if (!facts) return { value: null, nextMs: Number.POSITIVE_INFINITY };
    if (nowMs < facts.startMs) return { value: null, nextMs: facts.startMs };
    const row = eventRow(facts, nowMs);
    // While handled its duration grows: valid for this moment only.
    return { value: row, nextMs: row.status === '1' ? nowMs + 1 : Number.POSITIVE_INFINITY };
  }

  /** The road works of the orders repaired within the world's year, newest first. */
  private roadWorks(orders: readonly WorkOrderRow[], nowMs: number): EventRow[] {
    const out: EventRow[] = [];
    const since = nowMs - 366 * DAY;
    for (const order of orders) {
      if (!order.repairStartTime) continue;
      const startMs = parseTime(order.repairStartTime);
      if (startMs < since || startMs > nowMs) continue;
      const repairing = order.status === 3;
      const endMs = repairing
        ? OPEN_END_MS
        : order.submitTime
          ? parseTime(order.submitTime)
          : startMs + 2 * 3_600_000;
      const line = this.data.network.line(order.routeCode);
      const lanes = line?.definition.lanes ?? 2;
      const office = line ? organisation(line.definition.officeId) : undefined;
      const facts: EventFacts = {
        id: roadWorkId(order, startMs),
        eventCode: `SG${order.orderCode.slice(2)}`,
        eventType: '5',
        eventTypeName: EVENT_TYPES['5'],
        level: 1,
        levelName: EVENT_LEVELS[1],
        routeCode: order.routeCode,
        routeName: order.routeName,
        stakeM: parseStake(order.stakeNo) ?? 0,
        stakeNo: order.stakeNo,
        direction: order.direction,
        directionName: order.directionName,
        lon: order.lon,
        lat: order.lat,
        startTime: order.repairStartTime,
        startMs,
        endTime: endMs === OPEN_END_MS ? null : formatTime(endMs),
        endMs,
        source: '6',
        sourceName: EVENT_SOURCES['6'],
        deviceId: null,
        deviceName: null,
        lanesClosed: 1,
        queueKm: 0,
        description: `${order.routeName} ${order.stakeNo} ${order.directionName}${order.diseaseName}修补（${order.orderCode}），${order.maintainUnit ?? '养护单位'}封闭第${lanes}车道施工`,
        orgId: line?.definition.officeId ?? '',
        orgName: office?.orgName ?? '',
        workOrderId: order.id,
      };
      out.push(eventRow(facts, nowMs));
    }
    return out.sort((a, b) => b.startMs - a.startMs);
  }

  /** Every event started by now, newest first: drawn and reported ones and the road works. */
  rows(): EventRow[] {
    const now = this.data.now();
    const drawn = this.table.rows();
    const orders = this.orders.rows();
    const cached = this.merged;
    if (cached && cached.at === now && cached.drawn === drawn && cached.orders === orders) return cached.rows;
    const works = this.roadWorks(orders, now);
    const rows: EventRow[] = [];
    let i = 0;
    let j = 0;
    while (i < drawn.length || j < works.length) {
      const a = drawn[i];
      const b = works[j];
      if (b === undefined || (a !== undefined && a.startMs >= b.startMs)) {
        rows.push(a as EventRow);
        i++;
      } else {
        rows.push(b);
        j++;
      }
    }
    this.merged = { at: now, drawn, orders, rows };
    return rows;
  }

  /** The events being handled now. */
  active(): EventRow[] {
    return this.rows().filter((e) => e.status === '1');
  }

  get(id: string): EventRow | undefined {
    return this.table.get(id) ?? this.rows().find((e) => e.id === id);
  }

  page(query: TableQueryInput): Page<EventRow> {
    return queryPage(this.rows(), query, EVENT_FIELDS);
  }

  /** An event a user reports (the control room's 事件上报); handled until it is cleared. */
  report(input: EventReport): WorldResult<EventRow> {
    const now = this.data.now();
    if (!(input.eventType in EVENT_TYPES) || input.eventType === ('5' as string))
      return refused('事件类型应为 1 交通事故、2 车辆故障、3 交通拥堵、4 路面抛洒物或 6 恶劣天气');
    const line = this.data.network.line(input.routeCode);
    if (!line) return refused(`路线「${input.routeCode}」不存在`);
    const stake = stakeOnRoute(line, input.stakeNo);
    if (!stake.ok) return refused(stake.reason);
    const stakeM = stake.value;
    const lanesClosed = input.lanesClosed ?? 1;
    if (lanesClosed < 0 || lanesClosed > line.definition.lanes)
      return refused(
        `${line.routeName}单向${line.definition.lanes}车道，封闭车道数应为 0～${line.definition.lanes}`,
      );
    const description = input.description.trim();
    if (!description) return refused('请填写事件描述');
    if ([...description].length > 200) return refused('事件描述不能超过200个字符');
    const startMs = input.startTime ? parseTime(input.startTime) : Math.floor(now / 1000) * 1000;
    if (Number.isNaN(startMs)) return refused('发生时间格式应为 yyyy-MM-dd HH:mm:ss');
    if (startMs > now) return refused('发生时间不能晚于当前时间');
    const level = input.level ?? 1;
    const direction = line.direction(input.direction);
    const dayIndex = this.data.dayIndexOf(startMs);
    const sameDay =
      [...this.data.eventFacts.values()].filter((e) => this.data.dayIndexOf(e.startMs) === dayIndex).length +
      this.data.eventOverlay
        .values()
        .filter((o) => !o.deleted && o.created && this.data.dayIndexOf(o.value.startMs) === dayIndex).length;
    let id: string;
    do id = snowflakeId(now, ID_WORKER.created, reportSequence++);
    while (this.data.event(id));
    const office = organisation(line.definition.officeId);
    const facts: EventFacts = {
      id,
      eventCode: recordCode('SJ', this.data.epochMs + dayIndex * DAY, sameDay + 1),
      eventType: input.eventType,
      eventTypeName: EVENT_TYPES[input.eventType],
      level,
      levelName: EVENT_LEVELS[level],
      routeCode: line.routeCode,
      routeName: line.routeName,
      stakeM,
      stakeNo: formatStake(stakeM),
      direction: direction.code,
      directionName: direction.name,
      ...line.positionAtStake(stakeM, direction.code),
      startTime: formatTime(startMs),
      startMs,
      endTime: null,
      endMs: OPEN_END_MS,
      source: '4',
      sourceName: EVENT_SOURCES['4'],
      deviceId: null,
      deviceName: null,
      lanesClosed,
      queueKm: 0,
      description,
      orgId: line.definition.officeId,
      orgName: office?.orgName ?? '',
      workOrderId: null,
    };
    this.data.eventOverlay.set(id, { value: facts, created: true });
    this.data.reindex();
    const row = this.get(id);
    if (!row) throw new Error('a reported event is not in the list');
    return done(row);
  }

  /** Clears an event being handled (road works clear when their repair is submitted). */
  clear(id: string): WorldResult<EventRow> {
    const now = this.data.now();
    const facts = this.data.event(id);
    if (!facts) {
      return this.rows().some((e) => e.id === id)
        ? refused('施工占道事件随工单提交验收自动解除')
        : refused('事件不存在');
    }
    if (now < facts.startMs) return refused('事件不存在');
    if (now >= facts.endMs) return refused(`事件已于${facts.endTime}解除`);
    const endMs = Math.floor(now / 1000) * 1000;
    const overlay = this.data.eventOverlay.get(id);
    this.data.eventOverlay.set(id, {
      value: { ...facts, endMs, endTime: formatTime(endMs) },
      created: overlay !== undefined && !overlay.deleted && overlay.created,
    });
    this.table.invalidate(id);
    const row = this.get(id);
    if (!row) throw new Error('a cleared event left the list');
    return done(row);
  }
}
