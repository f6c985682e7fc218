// The world's records in the shapes of seed 001 §3 the assistant reads: patrol items, to-do
// items, disease positions, a disease's disposal (before/after card) and track points. Pure
// conversions: the chat agents' cards and the platform calls give the same data.

import type { components } from '@jt/api-contract';
import { formatTime } from '@jt/mocks/world/time';
import type { DiseaseRow } from '../world/diseases';
import type { PatrolRow, TrackPoint } from '../world/patrols';
import type { TodoItem as WorldTodo } from '../world/todos';
import type { WorkOrderDetail } from '../world/work-orders';

type Schemas = components['schemas'];

export function patrolItem(row: PatrolRow): Schemas['PatrolItem'] {
  return { id: row.id, routeCode: row.routeCode, orgId: row.orgId, startTime: row.startTime };
}

export function todoItem(todo: WorldTodo): Schemas['TodoItem'] {
  return {
    id: todo.id,
    diseaseId: todo.diseaseId,
    type: todo.type,
    statusText: todo.statusText,
    roadName: todo.roadName,
    pile: todo.pile,
    unit: todo.unit,
    collectTime: todo.collectTime,
  };
}

export function diseasePosition(row: DiseaseRow): Schemas['AssistantDisease'] {
  return {
    diseaseId: row.id,
    diseaseName: row.diseaseName,
    diseaseArea: row.diseaseArea,
    diseaseLevel: row.diseaseLevel,
    roadName: row.routeName,
    pile: row.stakeNo,
    lon: row.lon,
    lat: row.lat,
    picUrl: row.picUrl,
  };
}

/** The before/after card of a disease whose work order exists (processListByDiseaseId). */
export function diseaseDetail(order: WorkOrderDetail): Schemas['DiseaseDetail'] {
  return {
    diseaseId: order.diseaseId,
    ktWords: order.ktWords,
    jsWords: order.jsWords,
    picBefore: order.picBefore,
    workStepVoList: order.workStepVoList.map((step) => ({ ...step })),
  };
}

/** A disease only watched (no work order): its card says so and has no steps. */
export function watchedDetail(row: DiseaseRow): Schemas['DiseaseDetail'] {
  return {
    diseaseId: row.id,
    ktWords: `${row.routeName} ${row.stakeNo} ${row.directionName}方向${row.diseaseName}（${row.diseaseArea.toFixed(3)}${row.areaUnit}）为轻微病害，列入观察，未派单处置。`,
    jsWords: '无需验收。',
    picBefore: row.picUrl,
    workStepVoList: [],
  };
}

/** Track points as getGisById answers them (lon, lat; seed 001 §3). */
export function trackPoints(track: readonly TrackPoint[]): Schemas['TrackPoint'][] {
  return track.map((point) => ({ lon: point.lon, lat: point.lat }));
}

/** The world's now as the platform writes it. */
export function timeText(ms: number): string {
  return formatTime(ms);
}
