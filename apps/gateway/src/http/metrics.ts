// Prometheus metrics (prom-client), served by a listener of their own (METRICS_PORT, on
// METRICS_HOST, loopback by default) so they never show on the public port: requests and latency
// by operation and status (sign-in failures and lockouts are systemLogin's 401s), upstream
// failures by upstream and answer, open event streams, throttled sign-ins, and the process's own.
import Fastify, { type FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { OpenStreams } from './open-streams';

export class GatewayMetrics {
  readonly registry = new Registry();
  readonly requests = new Histogram({
    name: 'jt_gateway_request_duration_seconds',
    help: 'Requests answered, by contract operation (or route), method and status',
    labelNames: ['operation', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  readonly upstreamFailures = new Counter({
    name: 'jt_gateway_upstream_failures_total',
    help: 'Proxied calls whose upstream failed, by upstream and the status answered (502, 503, 504)',
    labelNames: ['upstream', 'status'] as const,
    registers: [this.registry],
  });
  readonly signInThrottled = new Counter({
    name: 'jt_gateway_signin_throttled_total',
    help: 'Sign-in attempts refused with 429, by the limit that refused them (ip, account)',
    labelNames: ['by'] as const,
    registers: [this.registry],
  });

  readonly contractChecked = new Counter({
    name: 'jt_gateway_contract_checked_total',
    help: 'Sampled upstream answers checked against the contract (CONTRACT_DRIFT_EVERY), by operation',
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });
  readonly contractDrift = new Counter({
    name: 'jt_gateway_contract_drift_total',
    help: 'Sampled upstream answers that differ from the contract, by operation and status',
    labelNames: ['operation', 'status'] as const,
    registers: [this.registry],
  });

  constructor(streams: OpenStreams) {
    new Gauge({
      name: 'jt_gateway_open_streams',
      help: 'Event streams (chat SSE) being relayed now',
      registers: [this.registry],
      collect() {
        this.set(streams.size);
      },
    });
    collectDefaultMetrics({ register: this.registry, prefix: 'jt_gateway_' });
  }

  /** The listener of /metrics (not yet listening: main.ts does that). */
  server(): FastifyInstance {
    const server = Fastify({ logger: false });
    server.get('/metrics', async (_request, reply) =>
      reply.type(this.registry.contentType).send(await this.registry.metrics()),
    );
    return server;
  }
}
