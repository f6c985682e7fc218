// The disease heat map's points (/gl-hotMap): the world's diseases reported in the last `days`,
// optionally of one type, each as [lon, lat, level], with the window's counts per type (all types,
// for the screen's filter), level and route. Pure over the World: the plugin only answers it.
import type { Schemas } from '@jt/api-contract';
import { LEVEL_NAMES } from '@jt/mocks/world/disease-types';
import { DAY, formatTime } from '@jt/mocks/world/time';
import type { World } from '../../world/world';

export type HeatScreen = Schemas['HeatScreen'];
export type HeatDays = HeatScreen['days'];

export function heatScreen(world: World, days: HeatDays, diseaseType: string | null): HeatScreen {
  const now = world.clock.now();
  const from = now - days * DAY;
  const byType = new Map(
    world.diseaseTypes.rows().map((t) => [t.code, { code: t.code, name: t.typeName, count: 0 }]),
  );
  const byLevel = new Map(
    ([1, 2, 3] as const).map((level) => [level, { level, name: LEVEL_NAMES[level], count: 0 }]),
  );
  const routes = new Map(
    world.roads
      .rows()
      .map((r) => [r.routeCode, { routeCode: r.routeCode, routeName: r.routeName, count: 0 }]),
  );
  const points: HeatScreen['points'] = [];
  for (const row of world.diseases.rows()) {
    if (row.reportMs < from || row.reportMs > now) continue;
    const type = byType.get(row.diseaseType);
    if (type) type.count++;
    if (diseaseType !== null && row.diseaseType !== diseaseType) continue;
    points.push([row.lon, row.lat, row.diseaseLevel]);
    const level = byLevel.get(row.diseaseLevel);
    if (level) level.count++;
    const route = routes.get(row.routeCode);
    if (route) route.count++;
  }
  return {
    asOf: formatTime(now),
    days,
    diseaseType,
    total: points.length,
    severe: byLevel.get(3)?.count ?? 0,
    points,
    byType: [...byType.values()].sort((a, b) => b.count - a.count),
    byLevel: [...byLevel.values()],
    byRoute: [...routes.values()].sort((a, b) => b.count - a.count),
  };
}
