import formBody from '@fastify/formbody';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import packageJson from '../package.json' with { type: 'json' };
import { type GatewayConfig, UPSTREAMS } from './config';
import type { GatewayContext } from './context';
import { type ContractOperation, loadContract } from './contract/contract';
import type { OpenApiDocument } from './contract/openapi-types';
import { contractValidatorCompiler } from './contract/validators';
import { errorAnswers } from './http/error-answers';
import { logRequest } from './http/log-redaction';
import { GatewayMetrics } from './http/metrics';
import { OpenStreams } from './http/open-streams';
import { securityHeaders } from './http/security-headers';
import { sharedRedis } from './http/shared-redis';
import { signInThrottle } from './http/sign-in-throttle';
import { loadPasswordKeys } from './keys/password-keys';
import { assistantDomain } from './mock/assistant/assistant-domain';
import { authDomain } from './mock/auth/auth-domain';
import { captchaDomain } from './mock/captcha/captcha-domain';
import { chatDomain } from './mock/chat/chat-domain';
import { configAdminDomain } from './mock/config/config-admin-domain';
import { configDomain } from './mock/config/config-domain';
import { pageDesignerDomain } from './mock/config/page-designer-domain';
import { exampleAnswers } from './mock/examples/example-answers';
import { preferOverride } from './mock/examples/prefer-override';
import { filesDomain } from './mock/files/files-domain';
import { mediaDomain } from './mock/files/media-domain';
import { storageDomain } from './mock/files/storage-domain';
import { formsDomain } from './mock/forms/forms-domain';
import { holidaysDomain } from './mock/holidays/holidays-domain';
import { jobsDomain } from './mock/jobs/jobs-domain';
import { mapsDomain } from './mock/maps/maps-domain';
import { menusDomain } from './mock/menus/menus-domain';
import type { MockDomain } from './mock/mock-domain';
import { noticesDomain } from './mock/notices/notices-domain';
import { checkPileDomain } from './mock/platform/check-pile/check-pile-domain';
import { diseaseConfigDomain } from './mock/platform/disease-config/disease-config-domain';
import { diseasesDomain } from './mock/platform/diseases/diseases-domain';
import { evaluationsDomain } from './mock/platform/evaluations/evaluations-domain';
import { maintenanceAreasDomain } from './mock/platform/maintenance-areas/maintenance-areas-domain';
import { organisationsDomain } from './mock/platform/organisations/organisations-domain';
import { patrolsDomain } from './mock/platform/patrols/patrols-domain';
import { roadDrawDomain } from './mock/platform/road-draw/road-draw-domain';
import { roadPropertyDomain } from './mock/platform/road-property/road-property-domain';
import { roadSafetyDomain } from './mock/platform/road-safety/road-safety-domain';
import { roadsDomain } from './mock/platform/roads/roads-domain';
import { screensDomain } from './mock/platform/screens/screens-domain';
import { tripsDomain } from './mock/platform/trips/trips-domain';
import { workOrdersDomain } from './mock/platform/work-orders/work-orders-domain';
import { adminRequestRules } from './mock/qa/admin-requests';
import { qaTools } from './mock/qa/qa-tools';
import { MockStore } from './mock/store/mock-store';
import { tenantsDomain } from './mock/tenant-admin/tenants-domain';
import { ttsDomain } from './mock/tts/tts-domain';
import { userGroupsDomain } from './mock/user-groups/user-groups-domain';
import { departmentsDomain } from './mock/users/departments-domain';
import { usersDomain } from './mock/users/users-domain';
import { createWorld } from './mock/world/world';
import { offlineMapStyle } from './offline-map/offline-map-style';
import { gatewaySurface } from './surface/gateway-surface';
import { apiProxy } from './upstreams/api-proxy';
import { chatProxy } from './upstreams/chat-proxy';
import { ContractDrift } from './upstreams/contract-drift';
import { mapsProxy } from './upstreams/maps-proxy';
import { remoteSessionCheck } from './upstreams/remote-session-check';
import { storageProxy } from './upstreams/storage-proxy';
import { ttsProxy } from './upstreams/tts-proxy';
import { webApp } from './web/web-app';

export type { GatewayConfig } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The /metrics listener (METRICS_PORT); main.ts makes it listen, tests inject into it. */
    metricsServer?: FastifyInstance;
  }
}

export { ConfigError, loadConfig } from './config';

export interface BuildOptions {
  /** Another contract than the platform's (tests of the gateway's own mechanics). */
  contractDocument?: OpenApiDocument;
  /** Tests: sees the context once every plugin is registered (e.g. to put a fake captcha gate in it). */
  inspectContext?: (ctx: GatewayContext) => void;
  /** Tests: where the log's lines go instead of stdout. */
  logStream?: { write(line: string): void };
}

/** The stateful domains of the embedded mock; operations none of them lists answer from examples. */
const MOCK_DOMAINS: readonly MockDomain[] = [
  captchaDomain,
  authDomain,
  usersDomain,
  departmentsDomain,
  configDomain,
  configAdminDomain,
  pageDesignerDomain,
  noticesDomain,
  holidaysDomain,
  tenantsDomain,
  userGroupsDomain,
  formsDomain,
  jobsDomain,
  menusDomain,
  filesDomain,
  mediaDomain,
  storageDomain,
  chatDomain,
  assistantDomain,
  ttsDomain,
  roadsDomain,
  roadDrawDomain,
  organisationsDomain,
  evaluationsDomain,
  maintenanceAreasDomain,
  checkPileDomain,
  roadPropertyDomain,
  roadSafetyDomain,
  diseasesDomain,
  diseaseConfigDomain,
  patrolsDomain,
  tripsDomain,
  workOrdersDomain,
  screensDomain,
  mapsDomain,
];

/**
 * Builds the gateway for a configuration: contract-validated routes for every operation, each
 * answered by the embedded mock or forwarded to its upstream, plus the web app on the same
 * origin. Tests inject into the returned instance; main.ts makes it listen.
 */
export async function buildGateway(
  config: GatewayConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.authorization',
              'err.headers.authorization',
              'err.options.headers.authorization',
            ],
            serializers: { req: logRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: config.bodyLimitBytes,
    // One access-log line per request (below), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count trusts that many proxies nearest the gateway (proxy-addr's rule for a number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    return503OnClosing: true,
  });
  const contract = loadContract(options.contractDocument);
  const mockUpstreams = new Set(UPSTREAMS.filter((name) => config.upstreams[name].mode === 'mock'));
  const store =
    mockUpstreams.size > 0 ? await MockStore.open(config.dataDir, { create: config.createDataDir }) : null;
  const ctx: GatewayContext = {
    config,
    contract,
    hooks: {
      sessionCheck: null,
      answerOverride: null,
      faultInjector: null,
      requestObserver: null,
      answerObserver: null,
    },
    passwordKeys: await loadPasswordKeys(config),
    store,
    world:
      store && config.upstreams.api.mode === 'mock' ? createWorld(store, { seed: config.worldSeed }) : null,
    captchaGate: null,
    chatTasks: null,
    startedAt: Date.now(),
    version: packageJson.version,
    draining: false,
    streams: new OpenStreams(),
    metrics: null,
    contractDrift: null,
  };
  if (config.metricsPort !== null) {
    const metrics = new GatewayMetrics(ctx.streams);
    ctx.metrics = metrics;
    const metricsServer = metrics.server();
    app.decorate('metricsServer', metricsServer);
    app.addHook('onResponse', (request, reply, done) => {
      const operation = request.routeOptions.config?.operationId ?? request.routeOptions.url ?? 'unmatched';
      metrics.requests.observe(
        { operation, method: request.method, status: reply.statusCode },
        reply.elapsedTime / 1000,
      );
      done();
    });
    app.addHook('onClose', async () => metricsServer.close());
  }
  const anyProxied = Object.values(config.upstreams).some((upstream) => upstream.mode === 'proxy');
  if (anyProxied && config.contractDriftEvery > 0) {
    ctx.contractDrift = new ContractDrift(contract, {
      every: config.contractDriftEvery,
      onChecked: (operation, status, drifted) => {
        ctx.metrics?.contractChecked.inc({ operation });
        if (drifted) ctx.metrics?.contractDrift.inc({ operation, status });
      },
      onDrift: (finding) => app.log.warn({ drift: finding }, 'contract drift'),
    });
  }
  // Shutdown (app.close(), from SIGTERM in main.ts): not ready any more, and the open streams end
  // with a final error frame instead of holding the close until they finish by themselves.
  app.addHook('preClose', (done) => {
    ctx.draining = true;
    ctx.streams.endAll();
    done();
  });
  ctx.hooks.answerOverride = preferOverride(ctx);

  app.setValidatorCompiler(contractValidatorCompiler(contract));
  if (config.logLevel !== 'silent') {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
        'request completed',
      );
      done();
    });
  }
  if (store) {
    // An answer that changed the store leaves only once the change is on disk (group commit).
    app.addHook('onSend', (_request, _reply, payload, done) => {
      if (!store.unsynced) return done(null, payload);
      store.sync().then(
        () => done(null, payload),
        (error: Error) => done(error),
      );
    });
    app.addHook('onClose', () => store.close());
  }
  await app.register(errorAnswers);
  const redis = config.redisUrl === null ? null : sharedRedis(config.redisUrl, app);
  await app.register(signInThrottle, {
    limits: config.signInLimits,
    redis,
    onThrottled: (by) => ctx.metrics?.signInThrottled.inc({ by }),
  });
  await app.register(securityHeaders, { browserMapKey: config.upstreams.maps.browserAk !== '' });
  if (config.mockAdmin) await app.register(adminRequestRules);
  await app.register(formBody);
  await app.register(webApp, {
    root: config.webDevServer === null ? config.webRoot : null,
    devServer: config.webDevServer,
  });
  await app.register(gatewaySurface, { ctx });
  if (hasOperation(contract, 'getOfflineMapStyle')) await app.register(offlineMapStyle, { ctx });

  const answered = new Set(
    contract.operations.filter((op) => op.upstream === 'gateway').map((op) => op.operationId),
  );
  // The world is generated lazily; a listening gateway generates it right away, off the request path.
  if (ctx.world) {
    const world = ctx.world;
    app.addHook('onListen', async () => {
      const started = performance.now();
      const cpu = process.cpuUsage();
      world.warm();
      const counts = world.summary().counts;
      const used = process.cpuUsage(cpu);
      const cpuMs = Math.round((used.user + used.system) / 1000);
      app.log.info(
        { ms: Math.round(performance.now() - started), cpuMs, summary: counts },
        'world generated',
      );
    });
  }

  for (const domain of MOCK_DOMAINS) {
    // A test's own contract lacks the platform's operations: its domains are not built.
    if (options.contractDocument && !domain.operations.every((id) => hasOperation(contract, id))) continue;
    const owned = domain.operations.map((id) => contract.operation(id));
    if (!owned.every((op) => op.upstream !== 'gateway' && mockUpstreams.has(op.upstream))) continue;
    await app.register(domain.plugin, { ctx });
    for (const op of owned) answered.add(op.operationId);
  }

  // QA's faults, journal, admin API and start scenario: after the domains, whose state they reach.
  if (store && config.upstreams.api.mode === 'mock' && !options.contractDocument) {
    await app.register(qaTools, { ctx });
  }

  const unanswered = (predicate: (op: ContractOperation) => boolean) =>
    contract.operations.filter((op) => !answered.has(op.operationId) && predicate(op));

  if (config.upstreams.api.mode === 'proxy') {
    await app.register(apiProxy, { ctx, operations: unanswered((op) => op.upstream === 'api') });
    // The backend checks its own calls; the gateway's other upstreams hold its keys, so their
    // callers' sessions are checked with the backend first.
    if (hasOperation(contract, 'getCurrentUserDetail')) ctx.hooks.sessionCheck = remoteSessionCheck(ctx);
  }
  const proxied = { chat: chatProxy, storage: storageProxy, tts: ttsProxy, maps: mapsProxy } as const;
  for (const name of ['chat', 'storage', 'tts', 'maps'] as const) {
    if (config.upstreams[name].mode !== 'proxy') continue;
    await app.register(proxied[name], { ctx, operations: unanswered((op) => op.upstream === name) });
  }
  await app.register(exampleAnswers, {
    ctx,
    operations: unanswered((op) => op.upstream !== 'gateway' && mockUpstreams.has(op.upstream)),
  });

  options.inspectContext?.(ctx);
  await app.ready();
  assertEveryOperationRouted(
    app,
    contract.operations.filter((op) => config.mockAdmin || !op.path.startsWith('/__mock/')),
  );
  return app;
}

function hasOperation(contract: { operations: ContractOperation[] }, id: string): boolean {
  return contract.operations.some((op) => op.operationId === id);
}

/** A documented call must never fall through to 404: fail at start instead. */
function assertEveryOperationRouted(app: FastifyInstance, operations: ContractOperation[]) {
  const missing = operations.filter((op) => !app.hasRoute({ method: op.method, url: op.url }));
  if (missing.length > 0) {
    throw new Error(
      `Operations without a route: ${missing.map((op) => `${op.operationId} (${op.method} ${op.path})`).join(', ')}`,
    );
  }
}
