// /trip's pure rules: its route (whose table configuration gives the columns), how its filters
// are entered (the patrol records' fields: route chosen, dates picked), and the detail's facts
// and stops as the drawer lists them.
import type { Schemas } from '@jt/api-contract';
import type { FilterField } from '../../ui/table';
import { patrolFilterFields } from '../patrols/patrol-rules';
import type { TripDetail, TripStop } from './trip-calls';

/** The page's route, whose table configuration gives the columns (seed 000 §2). */
export const TRIP_ROUTE = '/trip';

/** The button code of 行程轨迹's 导出 in the menu tree (seed 000 §6). */
export const TRIP_EXPORT = 'trip:export';

export const TRIP_TEXTS = {
  title: '行程轨迹',
  detail: '行程详情',
  detailFailed: '行程加载失败',
  stops: '停留点',
  noStops: '暂无停留',
  diseases: '发现病害',
  noDiseases: '本次行程未发现病害',
  track: '行驶轨迹',
  stillThere: '停留中',
  onTheRoad: '行驶中',
} as const;

type Road = Pick<Schemas['RoutePageResult']['data']['records'][number], 'routeName'>;

/** The trip table's filters: those of the patrol records, and the trip's duration and stops as numbers. */
export function tripFilterFields(roads: readonly Road[]): Record<string, FilterField> {
  return { ...patrolFilterFields(roads), durationMinutes: { kind: 'number' }, stopCount: { kind: 'number' } };
}

/** A duration in minutes as people read it: 42分钟, 1小时05分钟. */
export function durationText(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 60) return `${whole}分钟`;
  return `${Math.floor(whole / 60)}小时${String(whole % 60).padStart(2, '0')}分钟`;
}

/** Seconds at a stop: 1分30秒, 45秒. */
export function stopText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return whole < 60 ? `${whole}秒` : `${Math.floor(whole / 60)}分${String(whole % 60).padStart(2, '0')}秒`;
}

/** The facts of a trip as the drawer lists them (a trip on the road has no end yet). */
export function tripFacts(trip: TripDetail): { key: string; value: string }[] {
  return [
    { key: '巡查编号', value: trip.patrolCode },
    { key: '路线', value: `${trip.routeName}（${trip.routeCode}）` },
    { key: '巡查人', value: trip.inspectorName },
    { key: '车牌号', value: trip.vehiclePlate },
    { key: '出发时间', value: trip.startTime },
    { key: '结束时间', value: trip.endTime ?? TRIP_TEXTS.onTheRoad },
    { key: '行驶里程', value: `${trip.mileage.toFixed(2)} km` },
    { key: '行程时长', value: durationText(trip.durationMinutes) },
    { key: '停留次数', value: `${trip.stops.length} 次` },
    { key: '发现病害', value: `${trip.diseases.length} 处` },
  ];
}

/** A stop as the stops table shows it. */
export function stopRow(stop: TripStop): {
  key: string;
  index: number;
  arriveTime: string;
  place: string;
  duration: string;
  disease: string;
} {
  return {
    key: String(stop.index),
    index: stop.index,
    arriveTime: stop.arriveTime,
    place: `${stop.routeCode} ${stop.stakeNo}（${stop.direction === '1' ? '上行' : '下行'}）`,
    duration:
      stop.leaveTime === null
        ? `${stopText(stop.durationSeconds)}（${TRIP_TEXTS.stillThere}）`
        : stopText(stop.durationSeconds),
    disease: stop.diseaseCode ? `${stop.diseaseName ?? ''} ${stop.diseaseCode}` : '—',
  };
}
