// Traffic events (交通事件) of one day, from the seed and the day alone: accidents, breakdowns,
// rush-hour congestion on the busy routes, debris on the carriageway and the season's fog or
// heavy rain, each reported by a source (a camera's video analytics when one watches the spot,
// a patrol, a 12122 call, the traffic police, a detector) and cleared after a while. Road works
// are not drawn here: the world derives them from its work orders in repair (events of type 5).

import { DEVICE_TYPES, type DeviceFacts } from './devices';
import { ID_WORKER, recordCode, snowflakeId } from './ids';
import { organisation } from './organisations';
import { type Rng, streamOf } from './random';
import type { RoadLine, RoadNetwork } from './road-network';
import { formatStake } from './stake';
import { formatTime, HOUR, MINUTE, weekday } from './time';

/** event_type dictionary. */
export const EVENT_TYPES = {
  '1': '交通事故',
  '2': '车辆故障',
  '3': '交通拥堵',
  '4': '路面抛洒物',
  '5': '施工占道',
  '6': '恶劣天气',
} as const;
export type EventType = keyof typeof EVENT_TYPES;

/** event_level dictionary. */
export const EVENT_LEVELS = { 1: '一般', 2: '较大', 3: '重大' } as const;
export type EventLevel = keyof typeof EVENT_LEVELS;

/** event_source dictionary. */
export const EVENT_SOURCES = {
  '1': '视频识别',
  '2': '巡查发现',
  '3': '12122报警',
  '4': '交警通报',
  '5': '检测器预警',
  '6': '养护作业',
} as const;
export type EventSource = keyof typeof EVENT_SOURCES;

/** event_status dictionary: an event is handled until it is cleared. */
export const EVENT_STATUS = { '1': '处置中', '2': '已解除' } as const;
export type EventStatus = keyof typeof EVENT_STATUS;

export interface EventFacts {
  id: string;
  /** 'SJ20260518003'. */
  eventCode: string;
  eventType: EventType;
  eventTypeName: string;
  level: EventLevel;
  levelName: string;
  routeCode: string;
  routeName: string;
  stakeM: number;
  stakeNo: string;
  direction: '1' | '2';
  directionName: string;
  /** BD-09. */
  lon: number;
  lat: number;
  startTime: string;
  startMs: number;
  /** When it is cleared (the status turns 已解除 then); null and OPEN_END_MS while no end is known. */
  endTime: string | null;
  endMs: number;
  source: EventSource;
  sourceName: string;
  /** The device that reported it (a camera, a detector, a weather station), when one did. */
  deviceId: string | null;
  deviceName: string | null;
  /** Lanes closed while it is handled (0: the hard shoulder only). */
  lanesClosed: number;
  /** Length of the queue behind it, km (1 decimal). */
  queueKm: number;
  description: string;
  /** The management office that handles it. */
  orgId: string;
  orgName: string;
  /** Road works: the work order being repaired (null for the others). */
  workOrderId: string | null;
}

/** The endMs of an event whose end is not known yet (kept in the store: JSON has no Infinity). */
export const OPEN_END_MS = Number.MAX_SAFE_INTEGER;

export interface EventDayParams {
  seed: number;
  dayMs: number;
  dayIndex: number;
}

const ACCIDENTS = [
  '两车追尾',
  '三车追尾',
  '小型客车撞击护栏',
  '货车与小型客车刮擦',
  '货车侧翻',
  '车辆撞击防撞桶',
];
const BREAKDOWNS = ['小型客车爆胎', '货车抛锚', '客车发动机故障', '小型客车缺油停驶', '货车轮胎脱落'];
const DEBRIS = ['货物散落', '轮胎碎片', '纸箱', '木板', '遗撒砂石', '塑料布'];

type Kind = 'accident' | 'breakdown' | 'congestion' | 'debris' | 'weather';

interface Draft {
  kind: Kind;
  line: RoadLine;
  stakeM: number;
  direction: '1' | '2';
  startMs: number;
  durationMin: number;
}

/** A moment of the day weighted towards the busy hours (or the night for accidents' share). */
function busyHour(rng: Rng, dayMs: number): number {
  const hour = rng.weighted<number>(
    Array.from(
      { length: 24 },
      (_, h) => [h, h < 6 ? 0.4 : h >= 7 && h <= 9 ? 2 : h >= 16 && h <= 19 ? 2.2 : 1] as const,
    ),
  );
  return dayMs + hour * HOUR + rng.int(0, 59) * MINUTE + rng.int(0, 59) * 1000;
}

function drafts(params: EventDayParams, network: RoadNetwork, rng: Rng): Draft[] {
  const out: Draft[] = [];
  const lines = network.lines;
  const anywhere = (kind: Kind, startMs: number, durationMin: number): Draft => {
    const line = rng.weighted(lines.map((l) => [l, l.lengthM] as const));
    return {
      kind,
      line,
      stakeM: Math.round(rng.float(line.startStakeM + 200, line.endStakeM - 200)),
      direction: rng.chance(0.5) ? '1' : '2',
      startMs,
      durationMin,
    };
  };
  for (let i = rng.int(0, 3); i > 0; i--)
    out.push(anywhere('accident', busyHour(rng, params.dayMs), rng.int(40, 180)));
  for (let i = rng.int(1, 5); i > 0; i--)
    out.push(anywhere('breakdown', busyHour(rng, params.dayMs), rng.int(20, 90)));
  for (let i = rng.int(0, 3); i > 0; i--)
    out.push(anywhere('debris', busyHour(rng, params.dayMs), rng.int(10, 45)));
  const dow = weekday(params.dayMs);
  if (dow >= 1 && dow <= 5) {
    for (const code of ['G42', 'G2503']) {
      const line = network.line(code);
      if (!line) continue;
      for (const [hour, direction] of [
        [7.5, '1'],
        [17.2, '2'],
      ] as const) {
        if (!rng.chance(0.55)) continue;
        const near = line.places[rng.int(0, line.places.length - 1)];
        out.push({
          kind: 'congestion',
          line,
          stakeM: Math.min(
            Math.max(near?.stakeM ?? line.startStakeM, line.startStakeM + 200),
            line.endStakeM - 200,
          ),
          direction,
          startMs: params.dayMs + hour * HOUR + rng.int(0, 50) * MINUTE,
          durationMin: rng.int(40, 120),
        });
      }
    }
  }
  const month = Number(formatTime(params.dayMs).slice(5, 7));
  const fog = month === 12 || month <= 2;
  const rain = month >= 6 && month <= 8;
  if ((fog && rng.chance(0.15)) || (rain && rng.chance(0.12))) {
    const startMs = params.dayMs + (fog ? rng.float(4.5, 7) : rng.float(13, 17)) * HOUR;
    out.push({ ...anywhere('weather', Math.round(startMs / MINUTE) * MINUTE, rng.int(120, 300)) });
  }
  return out.sort((a, b) => a.startMs - b.startMs);
}

/** The camera watching a spot (within 1.5 km, either carriageway or both), if any. */
function watchingCamera(
  cameras: readonly DeviceFacts[],
  routeCode: string,
  stakeM: number,
): DeviceFacts | null {
  let best: DeviceFacts | null = null;
  for (const camera of cameras) {
    if (camera.routeCode !== routeCode) continue;
    const d = Math.abs(camera.stakeM - stakeM);
    if (d <= 1500 && (best === null || d < Math.abs(best.stakeM - stakeM))) best = camera;
  }
  return best;
}

function nearestOfType(devices: readonly DeviceFacts[], type: string, routeCode: string, stakeM: number) {
  let best: DeviceFacts | null = null;
  for (const device of devices) {
    if (device.deviceType !== type || device.routeCode !== routeCode) continue;
    if (best === null || Math.abs(device.stakeM - stakeM) < Math.abs(best.stakeM - stakeM)) best = device;
  }
  return best;
}

/** The traffic events that start on one day (road works excluded), in start order. */
export function generateDayEvents(
  params: EventDayParams,
  network: RoadNetwork,
  devices: readonly DeviceFacts[],
): EventFacts[] {
  const rng = streamOf(params.seed, 'events', params.dayIndex);
  const cameraType = DEVICE_TYPES[0].code;
  const cameras = devices.filter((d) => d.deviceType === cameraType);
  return drafts(params, network, rng).map((draft, i) => {
    const { line } = draft;
    const lanes = line.definition.lanes;
    const direction = line.direction(draft.direction);
    const camera = watchingCamera(cameras, line.routeCode, draft.stakeM);
    let type: EventType;
    let level: EventLevel = 1;
    let source: EventSource;
    let device: DeviceFacts | null = null;
    let lanesClosed = 0;
    let queueKm = 0;
    let description: string;
    const where = `${line.routeName} ${formatStake(draft.stakeM)} ${direction.name}（${direction.towards}）`;
    switch (draft.kind) {
      case 'accident': {
        type = '1';
        level = rng.weighted<EventLevel>([
          [1, 0.8],
          [2, 0.17],
          [3, 0.03],
        ]);
        lanesClosed = Math.min(lanes, level === 1 ? rng.int(1, 2) : rng.int(2, 3));
        queueKm = Math.round(rng.float(0.5, level === 1 ? 3 : 6) * 10) / 10;
        source = camera && rng.chance(0.6) ? '1' : rng.chance(0.6) ? '3' : '4';
        if (source === '1') device = camera;
        description = `${where}${rng.pick(ACCIDENTS)}，占用${lanesClosed}条车道，已通知交警、路政到场处置`;
        break;
      }
      case 'breakdown':
        type = '2';
        lanesClosed = rng.chance(0.6) ? 0 : 1;
        queueKm = lanesClosed === 0 ? 0 : Math.round(rng.float(0.3, 1.5) * 10) / 10;
        source = camera && rng.chance(0.5) ? '1' : '3';
        if (source === '1') device = camera;
        description = `${where}${rng.pick(BREAKDOWNS)}，${lanesClosed === 0 ? '停靠应急车道' : `占用第${lanes}车道`}，已安排清障车`;
        break;
      case 'debris':
        type = '4';
        lanesClosed = 1;
        source = camera && rng.chance(0.5) ? '1' : '2';
        if (source === '1') device = camera;
        description = `${where}路面${rng.pick(DEBRIS)}，占用第${rng.int(1, lanes)}车道，巡查人员前往清理`;
        break;
      case 'congestion': {
        type = '3';
        queueKm = Math.round(rng.float(1, 8) * 10) / 10;
        level = queueKm > 5 ? 2 : 1;
        source = '5';
        device = nearestOfType(devices, '2', line.routeCode, draft.stakeM);
        description = `${where}车流量大，缓行约${queueKm}公里，请绕行或减速慢行`;
        break;
      }
      case 'weather': {
        type = '6';
        level = 2;
        source = '5';
        device = nearestOfType(devices, '3', line.routeCode, draft.stakeM);
        const fog = new Date(draft.startMs + 8 * HOUR).getUTCHours() < 10;
        description = fog
          ? `${line.routeName}${line.placeNear(draft.stakeM)}段出现团雾，能见度不足100米，已启动限速60公里/小时`
          : `${line.routeName}${line.placeNear(draft.stakeM)}段强降雨，路面积水风险，已发布情报板预警`;
        break;
      }
    }
    const position = line.positionAtStake(
      draft.stakeM,
      draft.direction,
      Math.max(1, Math.min(lanes, lanes - lanesClosed + 1)),
    );
    const startMs = Math.round(draft.startMs / 1000) * 1000;
    const endMs = startMs + draft.durationMin * MINUTE;
    const office = organisation(line.definition.officeId);
    return {
      id: snowflakeId(startMs, ID_WORKER.event, i),
      eventCode: recordCode('SJ', params.dayMs, i + 1),
      eventType: type,
      eventTypeName: EVENT_TYPES[type],
      level,
      levelName: EVENT_LEVELS[level],
      routeCode: line.routeCode,
      routeName: line.routeName,
      stakeM: draft.stakeM,
      stakeNo: formatStake(draft.stakeM),
      direction: draft.direction,
      directionName: direction.name,
      lon: position.lon,
      lat: position.lat,
      startTime: formatTime(startMs),
      startMs,
      endTime: formatTime(endMs),
      endMs,
      source,
      sourceName: EVENT_SOURCES[source],
      deviceId: device?.id ?? null,
      deviceName: device?.deviceName ?? null,
      lanesClosed,
      queueKm,
      description,
      orgId: line.definition.officeId,
      orgName: office?.orgName ?? '',
      workOrderId: null,
    };
  });
}
