import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ContextOptions, GatewayContext } from '../context';
import { operationRoute } from '../contract/operation-route';
import { buildOfflineStyle, NO_MAP_DATA, type OfflineMapData } from './offline-style';

/**
 * What the mock's world gives the offline map (its network as WGS-84 GeoJSON: the district
 * outline, routes, kilometre stakes, interchanges and towns); the background alone behind a real
 * backend, which has no such export.
 */
function mapData(ctx: GatewayContext): OfflineMapData {
  if (!ctx.world) return NO_MAP_DATA;
  const data: OfflineMapData = {
    ...NO_MAP_DATA,
    districts: { type: 'FeatureCollection', features: [] },
    roads: { type: 'FeatureCollection', features: [] },
    stakes: { type: 'FeatureCollection', features: [] },
    places: { type: 'FeatureCollection', features: [] },
  };
  for (const feature of ctx.world.roads.geoJson('wgs84').features) {
    const { kind, ...properties } = feature.properties;
    const { geometry } = feature;
    if (kind === 'district' && (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon')) {
      data.districts.features.push({ type: 'Feature', properties: properties as never, geometry });
    } else if (kind === 'route' && geometry.type === 'LineString') {
      data.roads.features.push({ type: 'Feature', properties: properties as never, geometry });
    } else if (kind === 'stake' && geometry.type === 'Point') {
      const label = String(properties.stakeNo ?? '').replace(/\+000$/, '');
      data.stakes.features.push({
        type: 'Feature',
        properties: { routeCode: String(properties.routeCode), label },
        geometry,
      });
    } else if (kind === 'place' && geometry.type === 'Point') {
      data.places.features.push({ type: 'Feature', properties: { name: String(properties.name) }, geometry });
    }
  }
  return data;
}

/**
 * GET /map-style/offline.json: the offline engine's style, built at its first request (its data
 * is the seeded road network, which does not change while the gateway runs; start-up stays
 * fast), with an ETag so a reload of the map costs a 304.
 */
export async function offlineMapStyle(app: FastifyInstance, { ctx }: ContextOptions) {
  let built: { body: string; etag: string } | null = null;
  const style = () => {
    if (!built) {
      const body = JSON.stringify(buildOfflineStyle(mapData(ctx)));
      built = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    }
    return built;
  };

  app.route(
    operationRoute(ctx.contract.operation('getOfflineMapStyle'), ctx.hooks, {
      handler: async (request, reply) => {
        const { body, etag } = style();
        reply.header('etag', etag).header('cache-control', 'no-cache');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(body);
      },
    }),
  );
}
