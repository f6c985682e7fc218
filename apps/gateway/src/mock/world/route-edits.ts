// A route's facts as a manager edits them on /routeInfo (updateRoute): the name, lanes per
// direction, technical grade, design speed, pavement and management office. The code and the
// stakes are the network's (records are placed by them) and stay. Pure: checked whole, the first
// reason in Chinese; the store keeps the edits (Roads, roads.ts).
import type { Organisation } from '@jt/mocks/world/organisations';
import { done, refused, type WorldResult } from './field-specs';

export const TECHNICAL_GRADES = ['高速公路', '一级公路', '二级公路', '三级公路', '四级公路'] as const;
export const PAVEMENTS = ['沥青混凝土', '水泥混凝土'] as const;
export const ROUTE_LIMITS = { name: 30, lanes: 8, minSpeed: 20, maxSpeed: 120 } as const;

export const ROUTE_REFUSALS = {
  missing: '路线不存在',
  name: `路线名称不能为空，最多 ${ROUTE_LIMITS.name} 个字`,
  lanes: `单向车道数应为 1～${ROUTE_LIMITS.lanes}`,
  speed: `设计速度应为 ${ROUTE_LIMITS.minSpeed}～${ROUTE_LIMITS.maxSpeed} km/h，且为 10 的倍数`,
  grade: `技术等级应为${TECHNICAL_GRADES.join('、')}之一`,
  pavement: `路面类型应为${PAVEMENTS.join('、')}之一`,
} as const;

/** What a manager changes (the contract's RouteChange). */
export interface RouteChangeInput {
  name: string;
  lanes: number;
  technicalGrade: string;
  designSpeedKmh: number;
  pavement: string;
  officeId: string;
}

/** The change as the store keeps it: checked, and when. */
export interface RouteEdit extends RouteChangeInput {
  updateMs: number;
}

/**
 * Checks a change whole. `others` are the other routes' codes and names now; `offices` the
 * management offices (管理处) a route can be given to.
 */
export function checkedRouteChange(
  input: RouteChangeInput,
  others: ReadonlyArray<{ routeCode: string; name: string }>,
  offices: readonly Organisation[],
): WorldResult<RouteChangeInput> {
  const name = input.name.trim();
  if (!name || name.length > ROUTE_LIMITS.name) return refused(ROUTE_REFUSALS.name);
  const twin = others.find((other) => other.name === name);
  if (twin) return refused(`路线名称「${name}」已被 ${twin.routeCode} 使用`);
  if (!Number.isInteger(input.lanes) || input.lanes < 1 || input.lanes > ROUTE_LIMITS.lanes)
    return refused(ROUTE_REFUSALS.lanes);
  if (!(TECHNICAL_GRADES as readonly string[]).includes(input.technicalGrade))
    return refused(ROUTE_REFUSALS.grade);
  const speed = input.designSpeedKmh;
  if (
    !Number.isInteger(speed) ||
    speed < ROUTE_LIMITS.minSpeed ||
    speed > ROUTE_LIMITS.maxSpeed ||
    speed % 10 !== 0
  )
    return refused(ROUTE_REFUSALS.speed);
  if (!(PAVEMENTS as readonly string[]).includes(input.pavement)) return refused(ROUTE_REFUSALS.pavement);
  const office = offices.find((org) => org.id === input.officeId);
  if (!office) return refused(`管理处「${input.officeId}」不存在`);
  return done({ ...input, name });
}
