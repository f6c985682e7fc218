// How /routeInfo shows a route, apart from React.
import type { Schemas } from '@jt/api-contract';

/** A route of the network as listRoutes answers it. */
export type NetworkRoute = Schemas['RoutePageResult']['data']['records'][number];
export type RouteRow = NetworkRoute & { id: string };

/** The technical grades of the network's routes (JTG B01). */
export const TECHNICAL_GRADES = ['高速公路', '一级公路', '二级公路', '三级公路', '四级公路'] as const;

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
