import { buildGateway } from './app';
import { ConfigError, loadConfig } from './config';

// Starts the gateway: configuration from the environment, validated once, then listen.
async function main() {
  const config = loadConfig(process.env, process.argv.slice(2));
  // buildGateway can still refuse the configuration (e.g. an unknown scenario name).
  const app = await buildGateway(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'closing');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
