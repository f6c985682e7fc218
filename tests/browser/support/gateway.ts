import type { AddressInfo } from 'node:net';
import { buildGateway, loadConfig } from '@jt/gateway';
import type { FastifyInstance } from 'fastify';

export interface RunningGateway {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the gateway as `npm start` does (mock mode, serving the built web app), on a free port
 * with an in-memory store, so each test file gets a fresh system.
 */
export async function startGateway(env: Record<string, string> = {}): Promise<RunningGateway> {
  const app = await buildGateway(loadConfig({ DATA_DIR: ':memory:', LOG_LEVEL: 'silent', ...env }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
