// The chat service's static road-map pictures by name: road_map_<route>_<yyyyMMdd>.png of the
// world's today (the traffic agent names them in its message_file); another day's picture is
// gone, as a service's temporary files are. Drawn once a minute at most per route.

import { compactDay } from '@jt/mocks/world/time';
import type { World } from '../world/world';
import { trafficOf } from './brains/world-facts';
import { drawRoadMap } from './road-map-image';

const NAME = /^road_map_([A-Z0-9]+)_(\d{8})\.png$/;
const CACHE_SIZE = 16;

/** The PNG of a picture name, or null when there is no such picture. */
export function roadMapPictures(world: World | null): (fileName: string) => Promise<Buffer | null> {
  const cache = new Map<string, Promise<Buffer>>();
  return async (fileName) => {
    const match = NAME.exec(fileName);
    if (!world || !match) return null;
    const [, routeCode, day] = match as unknown as [string, string, string];
    const line = world.roads.network.line(routeCode);
    const now = world.clock.now();
    if (!line || day !== compactDay(now)) return null;
    const key = `${fileName}@${Math.floor(now / 60_000)}`;
    let png = cache.get(key);
    if (!png) {
      const sections = trafficOf(world, routeCode);
      const workZones = sections.filter((s) => s.work).map((s) => s.stakeM);
      png = drawRoadMap({ line, atMs: now, sections, workZones });
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(key, png);
    }
    return png;
  };
}
