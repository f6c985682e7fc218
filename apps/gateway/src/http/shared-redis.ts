// The Redis that several gateway instances share (sign-in throttling). Commands fail at once while
// it is unreachable instead of queueing (the throttle then lets sign-in through: the lockout still
// stands), and it reconnects by itself; closed with the gateway.
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

export function sharedRedis(url: string, app: FastifyInstance): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    app.log.warn({ err: error }, 'redis unreachable: sign-in throttling falls back to letting calls through');
  });
  redis.on('ready', () => {
    reported = false;
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}
