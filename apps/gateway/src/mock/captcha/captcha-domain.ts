// The captcha side of the mock: AJ-Captcha's /api/captcha/get and /check (puzzle and click-word)
// and the digital captcha. Registering it gives the sign-in its captcha gate (ctx.captchaGate)
// and, with MOCK_ADMIN, the QA routes under /__mock/captcha.

import type { components } from '@jt/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../../context';
import { operationRoute } from '../../contract/operation-route';
import type { MockDomain } from '../mock-domain';
import { captchaAdminRoutes } from './captcha-admin';
import { createCaptchaServices } from './captcha-services';
import { browserInfo, validateClientId } from './client-id';

type Schemas = components['schemas'];

const OPERATIONS = ['captchaGet', 'captchaCheck', 'getDigitalCaptcha'] as const;

async function captchaPlugin(app: FastifyInstance, { ctx }: ContextOptions) {
  if (!ctx.store) throw new Error('The captcha mock needs the mock store');
  const services = await createCaptchaServices(ctx.store);
  ctx.captchaGate = services.gate;
  // Frequency counters live in memory like AJ-Captcha's local cache; a QA reset clears them too.
  ctx.store.onReset(() => services.limiter.clear());

  const route = (id: (typeof OPERATIONS)[number]) => ctx.contract.operation(id);

  app.route(
    operationRoute(route('captchaGet'), ctx.hooks, {
      handler: async (request, reply) => {
        const body = request.body as Schemas['CaptchaGetRequest'];
        const clientId = validateClientId(browserInfo(request), body.clientUid);
        return reply.type('application/json').send(await services.aj.get(body, clientId));
      },
    }),
  );
  app.route(
    operationRoute(route('captchaCheck'), ctx.hooks, {
      handler: async (request, reply) => {
        const body = request.body as Schemas['CaptchaCheckRequest'];
        const clientId = validateClientId(browserInfo(request), body.clientUid);
        return reply.type('application/json').send(services.aj.check(body, clientId));
      },
    }),
  );
  app.route(
    operationRoute(route('getDigitalCaptcha'), ctx.hooks, {
      handler: async (_request, reply) => {
        const { key, image } = await services.digital.create();
        return reply
          .header('cache-control', 'no-store')
          .type('application/json')
          .send({ code: 200, msg: '操作成功', data: { [key]: image } });
      },
    }),
  );

  if (ctx.config.mockAdmin) captchaAdminRoutes(app, ctx, services);
}

export const captchaDomain: MockDomain = {
  name: 'captcha',
  operations: OPERATIONS,
  plugin: captchaPlugin,
};
