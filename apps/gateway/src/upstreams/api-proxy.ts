import type { FastifyInstance } from 'fastify';
import { forwardOperations, type UpstreamProxyOptions } from './forward-operations';

/** Proxy mode of the platform backend: its calls go through as the browser sent them. */
export async function apiProxy(app: FastifyInstance, { ctx, operations }: UpstreamProxyOptions) {
  const base = ctx.config.upstreams.api.url;
  if (base === null) throw new Error('API_URL is required with API_MODE=proxy');
  await app.register(forwardOperations, { ctx, base, operations });
}
