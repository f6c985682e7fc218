// Readiness (/readyz): not draining, the store loaded, and in proxy mode every upstream accepting
// a TCP connection. A connection check per upstream at most every few seconds, whatever the rate
// of probes, so a load balancer polling every second costs the upstreams nothing.
import { connect } from 'node:net';
import type { components } from '@jt/api-contract';
import { UPSTREAMS, type UpstreamName } from '../config';
import type { GatewayContext } from '../context';

type Readiness = components['schemas']['Readiness'];
type UpstreamState = components['schemas']['UpstreamState'];

const CHECK_EVERY_MS = 5_000;
const CONNECT_TIMEOUT_MS = 1_000;

/** Resolves whether something accepts a TCP connection at the URL's host and port. */
export function accepts(url: string, timeoutMs = CONNECT_TIMEOUT_MS): Promise<boolean> {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'https:' || parsed.protocol === 'wss:';
  const port = Number(parsed.port || (secure ? 443 : 80));
  return new Promise((resolveCheck) => {
    const socket = connect({ host: parsed.hostname, port, timeout: timeoutMs });
    const done = (ok: boolean) => {
      socket.destroy();
      resolveCheck(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

export function readiness(ctx: GatewayContext): () => Promise<Readiness> {
  const { upstreams } = ctx.config;
  const checked = new Map<UpstreamName, { at: number; state: UpstreamState }>();
  const stateOf = async (name: UpstreamName): Promise<UpstreamState> => {
    const upstream = upstreams[name];
    if (upstream.mode === 'mock' || upstream.url === null) return 'mock';
    const last = checked.get(name);
    if (last && Date.now() - last.at < CHECK_EVERY_MS) return last.state;
    const state: UpstreamState = (await accepts(upstream.url)) ? 'ok' : 'unreachable';
    checked.set(name, { at: Date.now(), state });
    return state;
  };
  return async () => {
    const states = await Promise.all(UPSTREAMS.map(async (name) => [name, await stateOf(name)] as const));
    const upstreamStates = Object.fromEntries(states) as Readiness['upstreams'];
    const anyMocked = states.some(([, state]) => state === 'mock');
    const storeOk = !anyMocked || ctx.store !== null;
    const ready = !ctx.draining && storeOk && states.every(([, state]) => state !== 'unreachable');
    return {
      status: ready ? 'ready' : 'not-ready',
      draining: ctx.draining,
      store: ctx.store !== null ? 'ok' : 'none',
      upstreams: upstreamStates,
    };
  };
}
