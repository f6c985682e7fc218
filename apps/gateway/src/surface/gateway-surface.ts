import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../context';
import { operationRoute } from '../contract/operation-route';
import { appConfigOf } from './app-config';

/** The gateway's own calls (health, runtime config of the web app) and the API reference. */
export async function gatewaySurface(app: FastifyInstance, { ctx }: ContextOptions) {
  const { contract, config, hooks } = ctx;
  const upstreamModes = {
    api: config.upstreams.api.mode,
    chat: config.upstreams.chat.mode,
    storage: config.upstreams.storage.mode,
    tts: config.upstreams.tts.mode,
    maps: config.upstreams.maps.mode,
  };

  app.route(
    operationRoute(contract.operation('getHealth'), hooks, {
      handler: async (_request, reply) =>
        reply.header('cache-control', 'no-store').send({
          status: 'ok',
          version: ctx.version,
          uptimeSeconds: Math.floor((Date.now() - ctx.startedAt) / 1000),
          upstreams: upstreamModes,
        }),
    }),
  );

  // Built once: the document only changes with a restart.
  const appConfig = appConfigOf(ctx);
  app.route(
    operationRoute(contract.operation('getAppConfig'), hooks, {
      handler: async (_request, reply) => reply.header('cache-control', 'no-cache').send(appConfig),
    }),
  );

  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: contract.document as never },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}
