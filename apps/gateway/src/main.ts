import { buildGateway } from './app';
import { ConfigError, loadConfig } from './config';
import { logDestination } from './http/log-destination';

// Starts the gateway: configuration from the environment, validated once, then listen. On SIGTERM
// or SIGINT it drains: /readyz turns 503, no new connection is accepted, in-flight requests
// finish, open event streams end with a final error frame, and the process exits — by
// SHUTDOWN_TIMEOUT at the latest, whatever still holds a connection open.
async function main() {
  const config = loadConfig(process.env, process.argv.slice(2));
  // buildGateway can still refuse the configuration (e.g. an unknown scenario name).
  const app = await buildGateway(config, config.logLevel === 'silent' ? {} : { logStream: logDestination() });
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal, deadlineMs: config.shutdownTimeoutMs }, 'draining');
      const deadline = setTimeout(() => {
        app.log.warn('shutdown deadline passed: closing the connections still open');
        app.server.closeAllConnections();
        process.exit(0);
      }, config.shutdownTimeoutMs);
      deadline.unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  if (app.metricsServer && config.metricsPort !== null) {
    await app.metricsServer.listen({ port: config.metricsPort, host: config.metricsHost });
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
