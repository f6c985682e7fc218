import type { AddressInfo } from 'node:net';
import { buildGateway, loadConfig } from '@jt/gateway';
import type { FastifyInstance } from 'fastify';

/**
 * A fresh in-memory store, quiet logs, and sign-in throttling far above what a test file does
 * (the throttle has its own tests in tests/gateway/abuse.test.ts; these sign in from 127.0.0.1
 * many times a minute).
 */
const TEST_ENV = {
  DATA_DIR: ':memory:',
  LOG_LEVEL: 'silent',
  SIGNIN_LIMIT_IP: '100000',
  SIGNIN_LIMIT_ACCOUNT: '100000',
};

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
  const app = await buildGateway(loadConfig({ ...TEST_ENV, ...env }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
