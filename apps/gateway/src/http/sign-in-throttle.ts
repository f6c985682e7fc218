// Sign-in throttling, in front of the lockout rules (which stay exactly as seed 000 §4 says): every
// call that checks a password counts against the client's address and against the account it
// names, in a fixed window (@fastify/rate-limit's counters: in memory for one process, in Redis
// when REDIS_URL is set so that every instance behind a load balancer shares them). Over either
// limit: 429 with Retry-After and the platform's Problem body. The client's address is the socket's
// unless TRUST_PROXY names the proxies in front, so a forged X-Forwarded-For buys nothing.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { GatewayConfig } from '../config';
import { problem } from './problem';

/** The calls that check a password (the sign-in form, the embedded sign-in, the forced update). */
export const SIGN_IN_OPERATIONS = new Set(['systemLogin', 'integrationLogin', 'forceUpdateUserPwd']);

export function throttledText(seconds: number): string {
  return `登录尝试过于频繁，请${seconds}秒后再试`;
}

export interface SignInThrottleOptions {
  limits: GatewayConfig['signInLimits'];
  redis: Redis | null;
  /** Told of every refused attempt (metrics). */
  onThrottled?: (by: 'ip' | 'account') => void;
}

interface LimitCheck {
  isAllowed: boolean;
  isExceeded?: boolean;
  ttlInSeconds?: number;
}

/** "tenant/user" of a sign-in body (as sent: the backend finds accounts by the exact name). */
export function accountOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const fields = body as Record<string, unknown>;
  const user = fields.username ?? fields.userName;
  if (typeof user !== 'string') return null;
  return `${String(fields.tenantAccount ?? '')}/${user}`;
}

export const signInThrottle = fp(
  async (app: FastifyInstance, { limits, redis, onThrottled }: SignInThrottleOptions) => {
    await app.register(fastifyRateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'jt-gateway-signin:' } : {}),
      // A Redis that is down must not stop sign-in: the account lockout still stands.
      skipOnError: true,
    });
    const window = limits.windowSeconds * 1000;
    const byIp = app.createRateLimit({
      max: limits.perIp,
      timeWindow: window,
      keyGenerator: (request) => `ip:${request.ip}`,
    });
    const byAccount = app.createRateLimit({
      max: limits.perAccount,
      timeWindow: window,
      keyGenerator: (request) => `account:${accountOf(request.body)}`,
    });

    const refuse = (reply: FastifyReply, request: FastifyRequest, check: LimitCheck) => {
      const seconds = Math.max(
        1,
        ('ttlInSeconds' in check ? check.ttlInSeconds : undefined) ?? limits.windowSeconds,
      );
      return reply
        .code(429)
        .header('retry-after', String(seconds))
        .type('application/json')
        .send(problem(429, throttledText(seconds), request.url, 'error.http.429'));
    };

    app.addHook('preHandler', async (request, reply) => {
      const operationId = request.routeOptions.config?.operationId;
      if (operationId === undefined || !SIGN_IN_OPERATIONS.has(operationId)) return;
      const ip: LimitCheck = await byIp(request);
      if (ip.isExceeded) {
        onThrottled?.('ip');
        return refuse(reply, request, ip);
      }
      if (accountOf(request.body) === null) return;
      const account: LimitCheck = await byAccount(request);
      if (account.isExceeded) {
        onThrottled?.('account');
        return refuse(reply, request, account);
      }
    });
  },
  { name: 'sign-in-throttle' },
);
