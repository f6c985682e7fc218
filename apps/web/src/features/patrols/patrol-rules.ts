// /patrolRecord's pure rules: its route (whose table configuration gives the columns), its
// permission code (the menu tree's button entry, seed 000 §6), how its filters are entered and
// the facts and disease markers of the detail drawer.
import type { Schemas } from '@jt/api-contract';
import type { TrackMapDisease } from '../../ui/map';
import { LEVEL_COLORS } from '../../ui/map/engine/icons';
import type { FilterField } from '../../ui/table';
import type { PatrolDetail } from './patrol-calls';

/** The page's route, whose table configuration gives the columns (seed 000 §2). */
export const PATROL_ROUTE = '/patrolRecord';

/** The button codes of 巡查记录's entry in the menu tree. */
export const PATROL_BUTTONS = { export: 'patrol:export' } as const;

/** The statuses a patrol shows (the world's patrols: on the road, or finished). */
export const PATROL_STATUSES = ['巡查中', '已完成'] as const;

type Road = Pick<Schemas['RoutePageResult']['data']['records'][number], 'routeName'>;

const asOptions = (labels: readonly string[]) => labels.map((label) => ({ label, value: label }));

/** How each filtering column of the patrol table is entered: route and status chosen, dates picked. */
export function patrolFilterFields(roads: readonly Road[]): Record<string, FilterField> {
  return {
    routeName: { kind: 'options', options: asOptions([...new Set(roads.map((road) => road.routeName))]) },
    statusName: { kind: 'options', options: asOptions(PATROL_STATUSES) },
    startTime: { kind: 'time' },
    endTime: { kind: 'time' },
    mileage: { kind: 'number' },
    diseaseCount: { kind: 'number' },
  };
}

/** The facts of a patrol as the drawer lists them (a patrol on the road has no end yet). */
export function patrolFacts(patrol: PatrolDetail): { key: string; value: string }[] {
  return [
    { key: '巡查编号', value: patrol.patrolCode },
    { key: '巡查类型', value: patrol.patrolTypeName },
    { key: '路线', value: `${patrol.routeName}（${patrol.routeCode}）` },
    { key: '巡查单位', value: patrol.orgName },
    { key: '巡查人', value: patrol.inspectorName },
    { key: '车牌号', value: patrol.vehiclePlate },
    { key: '开始时间', value: patrol.startTime },
    { key: '结束时间', value: patrol.endTime ?? '巡查中' },
    { key: '巡查里程', value: `${patrol.mileage.toFixed(2)} km` },
    { key: '发现病害', value: `${patrol.diseases.length} 处` },
    { key: '状态', value: patrol.statusName },
  ];
}

/** The diseases the patrol found as markers on its track, coloured by level. */
export function diseaseMarkers(patrol: Pick<PatrolDetail, 'diseases'>): TrackMapDisease[] {
  return patrol.diseases.map((disease) => ({
    id: disease.id,
    position: [disease.lon, disease.lat],
    title: `${disease.diseaseName} ${disease.stakeNo}`,
    color: LEVEL_COLORS[String(disease.diseaseLevel)],
  }));
}

/** The columns of the diseases a patrol (or a trip) found, as its drawer lists them. */
export const PATROL_DISEASE_COLUMNS = [
  { title: '病害编号', dataIndex: 'diseaseCode', width: 150 },
  { title: '病害类型', dataIndex: 'diseaseTypeName', width: 100 },
  { title: '等级', dataIndex: 'diseaseLevelName', width: 70 },
  { title: '桩号', dataIndex: 'stakeNo', width: 100 },
  { title: '上报时间', dataIndex: 'reportTime' },
];
