import type { FastifyInstance } from 'fastify';
import { SIGN_IN_OPERATIONS } from '../http/sign-in-throttle';
import { ProxyFastLane, serveBelowFastify } from './fast-lane/proxy-fast-lane';
import { forwardOperations, UPSTREAM_TIMEOUT_MS, type UpstreamProxyOptions } from './forward-operations';

/**
 * Proxy mode of the platform backend: its calls go through as the browser sent them. The Fastify
 * routes check and forward every call; the fast lane in front of them serves the ones it can serve
 * in full (fast-lane/), so the hop on every screen's path costs little more than the hop itself.
 */
export async function apiProxy(app: FastifyInstance, { ctx, operations }: UpstreamProxyOptions) {
  const base = ctx.config.upstreams.api.url;
  if (base === null) throw new Error('API_URL is required with API_MODE=proxy');
  await app.register(forwardOperations, { ctx, base, operations });

  const lane = new ProxyFastLane({
    ctx,
    base,
    // Sign-in calls are throttled on their body, and header parameters are validated only by
    // Fastify: those stay on the Fastify route.
    operations: operations.filter(
      (op) => !SIGN_IN_OPERATIONS.has(op.operationId) && !op.parameters.some((p) => p.in === 'header'),
    ),
    log: app.log,
    timeoutMs: UPSTREAM_TIMEOUT_MS,
  });
  serveBelowFastify(app.server, lane);
  app.addHook('onReady', (done) => {
    lane.open();
    done();
  });
  app.addHook('onClose', async () => lane.close());
}
