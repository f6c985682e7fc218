import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../context';
import { operationRoute } from '../contract/operation-route';
import { mocksRoot } from '../paths';
import { buildOfflineStyle, NO_MAP_DATA, type OfflineMapData } from './offline-style';

/** The district outline map_config.geo_json points at in mock mode (WGS-84, RFC 7946). */
const MOCK_DISTRICT_FILE = join(mocksRoot, 'files', 'jiangning-district.geojson');

/** What the mock's world gives the offline map; the background alone behind a real backend. */
async function mapData(mockApi: boolean): Promise<OfflineMapData> {
  if (!mockApi) return NO_MAP_DATA;
  const districts = JSON.parse(await readFile(MOCK_DISTRICT_FILE, 'utf8')) as OfflineMapData['districts'];
  return { ...NO_MAP_DATA, districts };
}

/**
 * GET /map-style/offline.json: the offline engine's style, built once at start (its data is the
 * seeded road network, which does not change while the gateway runs), with an ETag so a reload
 * of the map costs a 304.
 */
export async function offlineMapStyle(app: FastifyInstance, { ctx }: ContextOptions) {
  const style = buildOfflineStyle(await mapData(ctx.config.upstreams.api.mode === 'mock'));
  const body = JSON.stringify(style);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

  app.route(
    operationRoute(ctx.contract.operation('getOfflineMapStyle'), ctx.hooks, {
      handler: async (request, reply) => {
        reply.header('etag', etag).header('cache-control', 'no-cache');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(body);
      },
    }),
  );
}
