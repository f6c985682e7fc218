// Proxy mode of Baidu's map web services: /maps/… goes to MAPS_URL<x-upstream-path> with the
// gateway's server AK (and sn when MAPS_SK is set) added and the contract's fixed parameters
// (output=json); whatever the browser sent as ak, sn, timestamp, output or callback is dropped, and
// its jtToken never leaves the gateway. Baidu's answer comes back unchanged (HTTP 200 whatever its
// status).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MapsUpstream } from '../config';
import type { ContractOperation } from '../contract/contract';
import { baiduSn, encodeQuery } from './baidu-sn';
import { forwardOperations, type UpstreamProxyOptions, withoutCallerCredentials } from './forward-operations';
import { queryOf, upstreamPath } from './upstream-path';

/** Parameters only the gateway sets (or nobody: access_token is the caller's jtToken). */
const DROPPED = new Set(['ak', 'sn', 'timestamp', 'output', 'callback', 'access_token']);

export interface MapsSigning {
  maps: Pick<MapsUpstream, 'ak' | 'sk'>;
  now: () => number;
}

/**
 * The parameters Baidu receives, encoded: the caller's (less the dropped ones), the contract's
 * fixed ones, ak, and with an SK timestamp and sn. A POST's are sorted by name, as Baidu's SN
 * check of a POST wants.
 */
export function upstreamParams(
  operation: ContractOperation,
  path: string,
  sent: URLSearchParams,
  { maps, now }: MapsSigning,
): string {
  const params: Array<[string, string]> = [];
  for (const [name, value] of sent) if (!DROPPED.has(name)) params.push([name, value]);
  for (const [name, value] of Object.entries(operation.spec['x-upstream-query'] ?? {}))
    params.push([name, value]);
  params.push(['ak', maps.ak]);
  if (maps.sk === '') return encodeQuery(params);
  params.push(['timestamp', String(Math.floor(now() / 1000))]);
  if (operation.method === 'POST') params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const encoded = encodeQuery(params);
  return `${encoded}&sn=${baiduSn(path, encoded, maps.sk)}`;
}

export async function mapsProxy(app: FastifyInstance, { ctx, operations }: UpstreamProxyOptions) {
  const maps = ctx.config.upstreams.maps;
  const base = maps.url;
  const signing: MapsSigning = { maps, now: Date.now };
  const pathOf = (request: FastifyRequest, operation: ContractOperation) =>
    upstreamPath(operation, request.params as Record<string, unknown>);

  await app.register(forwardOperations, {
    ctx,
    base,
    operations,
    target: (request, operation) => {
      const path = pathOf(request, operation);
      if (operation.method === 'POST') return `${base}${path}`;
      return `${base}${path}?${upstreamParams(operation, path, queryOf(request.url), signing)}`;
    },
    rewriteBody: (rawBody, request, operation) =>
      upstreamParams(operation, pathOf(request, operation), new URLSearchParams(rawBody), signing),
    rewriteHeaders: withoutCallerCredentials,
  });
}
