import type { components } from '@jt/api-contract';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import { problem } from '../../http/problem';
import type { CaptchaServices } from './captcha-services';

type Schemas = components['schemas'];

/**
 * The captcha's QA routes under /__mock/captcha: read the answer of a live captcha (by token or
 * key, or the newest of a kind), seed the next captchas, change the frequency limits, forget the
 * counters. Reading an answer consumes nothing.
 */
export function captchaAdminRoutes(
  app: FastifyInstance,
  ctx: GatewayContext,
  services: CaptchaServices,
): void {
  const { aj, digital, limiter, limits, randomness } = services;
  const route = (id: string) => ctx.contract.operation(id);

  app.route(
    operationRoute(route('mockCaptchaSeedNext'), ctx.hooks, {
      handler: async (request, reply) => {
        const { seed, uses = 1 } = request.body as Schemas['CaptchaSeed'];
        return reply.send(randomness.seedNext(seed, uses));
      },
    }),
  );

  app.route(
    operationRoute(route('mockCaptchaAnswer'), ctx.hooks, {
      handler: async (request, reply) => {
        const { id } = request.params as { id: string };
        const answer = aj.answer(id) ?? digitalAnswer(id);
        if (!answer) return reply.code(404).send(problem(404, `No live captcha ${id}`, request.url));
        return reply.send(answer);
      },
    }),
  );

  app.route(
    operationRoute(route('mockCaptchaLatestAnswer'), ctx.hooks, {
      handler: async (request, reply) => {
        const { captchaType } = request.query as { captchaType: 'blockPuzzle' | 'clickWord' | 'numberCode' };
        const answer = captchaType === 'numberCode' ? digitalAnswer() : aj.latest(captchaType);
        if (!answer) return reply.code(404).send(problem(404, `No live ${captchaType} captcha`, request.url));
        return reply.send(answer);
      },
    }),
  );

  app.route(
    operationRoute(route('mockCaptchaGetLimits'), ctx.hooks, {
      handler: async (_request, reply) => reply.send(limits.get()),
    }),
  );
  app.route(
    operationRoute(route('mockCaptchaSetLimits'), ctx.hooks, {
      handler: async (request, reply) =>
        reply.send(limits.update(request.body as Schemas['CaptchaLimitsChange'])),
    }),
  );
  app.route(
    operationRoute(route('mockCaptchaClearCounters'), ctx.hooks, {
      handler: async (_request, reply) => {
        limiter.clear();
        return reply.code(204).send();
      },
    }),
  );

  function digitalAnswer(key?: string) {
    const answer = key === undefined ? digital.latest() : digital.answer(key);
    return answer && { captchaType: 'numberCode' as const, ...answer };
  }
}
