// How /routeInfo shows a route, apart from React.
import type { Schemas } from '@jt/api-contract';

/** A route of the network as listRoutes answers it. */
export type NetworkRoute = Schemas['RoutePageResult']['data']['records'][number];
export type RouteRow = NetworkRoute & { id: string };
/** What 编辑路线 sends (updateRoute): the code and stakes are the network's and stay. */
export type RouteChange = Schemas['RouteChange'];

/** The technical grades of the network's routes (JTG B01). */
export const TECHNICAL_GRADES = ['高速公路', '一级公路', '二级公路', '三级公路', '四级公路'] as const;
export const PAVEMENTS = ['沥青混凝土', '水泥混凝土'] as const;
/** The gateway's bounds (updateRoute): a name of 30 characters, 1–8 lanes a direction, 20–120 km/h in tens. */
export const ROUTE_LIMITS = { name: 30, lanes: 8, minSpeed: 20, maxSpeed: 120 } as const;
export const ROUTE_BUTTONS = { edit: 'route:edit' } as const;

export const ROUTE_TEXTS = {
  title: '路线信息',
  edit: '编辑',
  editTitle: (route: Pick<NetworkRoute, 'routeCode'>) => `编辑路线 ${route.routeCode}`,
  actions: '操作',
  saved: '保存成功',
  saveFailed: '保存失败',
  officesFailed: '管理处加载失败',
  fields: {
    name: '路线名称',
    lanes: '单向车道数',
    technicalGrade: '技术等级',
    designSpeedKmh: '设计速度(km/h)',
    pavement: '路面类型',
    officeId: '管理处',
  },
  nameRequired: '请输入路线名称',
  lanes: `单向车道数应为 1～${ROUTE_LIMITS.lanes}`,
  speed: `设计速度应为 ${ROUTE_LIMITS.minSpeed}～${ROUTE_LIMITS.maxSpeed} km/h，且为 10 的倍数`,
  choose: (label: string) => `请选择${label}`,
} as const;

export type RouteFormValues = Partial<RouteChange> & Record<string, unknown>;

export function routeFormValues(route: NetworkRoute): RouteFormValues {
  return {
    name: route.name,
    lanes: route.lanes,
    technicalGrade: route.technicalGrade as RouteChange['technicalGrade'],
    designSpeedKmh: route.designSpeedKmh,
    pavement: (route.pavement ?? PAVEMENTS[0]) as RouteChange['pavement'],
    officeId: route.officeId,
  };
}

/** Whether a design speed is one the gateway takes (a multiple of 10 in range). */
export const speedAllowed = (speed: unknown): boolean =>
  typeof speed === 'number' &&
  Number.isInteger(speed) &&
  speed >= ROUTE_LIMITS.minSpeed &&
  speed <= ROUTE_LIMITS.maxSpeed &&
  speed % 10 === 0;

/** The call's body from the checked values (the name trimmed). */
export function routePayload(values: RouteFormValues): RouteChange {
  return {
    name: (values.name ?? '').trim(),
    lanes: Number(values.lanes),
    technicalGrade: values.technicalGrade ?? '高速公路',
    designSpeedKmh: Number(values.designSpeedKmh),
    pavement: values.pavement ?? '沥青混凝土',
    officeId: values.officeId ?? '',
  };
}

/** The sheet's facts, in the order a road engineer reads them. */
export function routeFacts(route: NetworkRoute): Array<{ key: string; value: string }> {
  return [
    { key: '路线编码', value: route.routeCode },
    { key: '路线全称', value: route.name },
    { key: '起止桩号', value: `${route.startStakeNo} ～ ${route.endStakeNo}` },
    { key: '里程', value: `${route.lengthKm.toFixed(3)} km` },
    { key: '车道', value: route.laneText ?? '' },
    { key: '技术等级', value: route.technicalGrade },
    { key: '设计速度', value: `${route.designSpeedKmh} km/h` },
    { key: '路面', value: route.pavement ?? '' },
    { key: '通车年份', value: String(route.openedYear) },
    { key: '管理处', value: route.officeName },
    ...(route.directions ?? []).map((direction) => ({
      key: direction.name,
      value: `往${direction.towards}`,
    })),
  ];
}
