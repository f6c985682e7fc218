// A gateway whose world stands still at a chosen moment of today (China time), for tests that
// read and move the world through the platform's calls.

import type { BuildOptions } from '@jt/gateway';
import type { FastifyInstance } from 'fastify';
import { ADMIN, gateway, tokenOf } from './gateway';

type GatewayContext = Parameters<NonNullable<BuildOptions['inspectContext']>>[0];

const HOUR = 3_600_000;

/**
 * How long a gateway's start may take in a test hook: a listening gateway generates the world
 * first (about a second alone, several on a busy CI machine running many files at once).
 */
export const WORLD_START_MS = 60_000;
const CST = 8 * HOUR;

/** Midnight (China time) of today, as the world counts days. */
export function todayStart(): number {
  return Math.floor((Date.now() + CST) / 86_400_000) * 86_400_000 - CST;
}

export interface WorldGateway {
  app: FastifyInstance;
  ctx: GatewayContext;
  world: NonNullable<GatewayContext['world']>;
  token: string;
}

/** The gateway with the world frozen at `hoursIntoToday` (10.5 = 10:30 today, China time). */
export async function worldGateway(
  hoursIntoToday = 10.5,
  env: Record<string, string> = {},
): Promise<WorldGateway> {
  let ctx: GatewayContext | null = null;
  const app = await gateway(env, {
    inspectContext: (c) => {
      ctx = c;
    },
  });
  const context = ctx as GatewayContext | null;
  if (!context?.world) throw new Error('the gateway has no world');
  context.world.clock.set(todayStart() + hoursIntoToday * HOUR, true);
  const token = await tokenOf(app, ADMIN);
  return { app, ctx: context, world: context.world, token };
}
