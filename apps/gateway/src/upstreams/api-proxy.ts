import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../context';
import type { ContractOperation } from '../contract/contract';
import { forwardOperations } from './forward-operations';

export interface ApiProxyOptions extends ContextOptions {
  operations: ContractOperation[];
}

/** Proxy mode of the platform backend: its calls go through as the browser sent them. */
export async function apiProxy(app: FastifyInstance, { ctx, operations }: ApiProxyOptions) {
  const base = ctx.config.upstreams.api.url;
  if (base === null) throw new Error('API_URL is required with API_MODE=proxy');
  await app.register(forwardOperations, { ctx, base, operations });
}
