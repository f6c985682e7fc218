import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../context';
import { operationRoute } from '../contract/operation-route';
import { appConfigOf } from './app-config';
import { readiness } from './readiness';

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

  // (A test's own contract may lack it.)
  const readinessOperation = contract.operations.find((op) => op.operationId === 'getReadiness');
  if (readinessOperation) {
    const ready = readiness(ctx);
    app.route(
      operationRoute(readinessOperation, hooks, {
        handler: async (_request, reply) => {
          const answer = await ready();
          return reply
            .code(answer.status === 'ready' ? 200 : 503)
            .header('cache-control', 'no-store')
            .send(answer);
        },
      }),
    );
  }

  // Built once: the document only changes with a restart.
  const appConfig = appConfigOf(ctx);
  app.route(
    operationRoute(contract.operation('getAppConfig'), hooks, {
      handler: async (_request, reply) => reply.header('cache-control', 'no-cache').send(appConfig),
    }),
  );

  // The API reference: on in mock mode, off in production unless API_DOCS turns it on.
  if (!config.apiDocs) return;
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: contract.document as never },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}
