// The headers of one proxy hop, as pure functions (the fast lane's; the same rules as the Fastify
// path's @fastify/reply-from, plus the hop-by-hop headers RFC 9110 §7.6.1 says a proxy drops).
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/** Headers that describe one connection, never the message: a proxy does not pass them on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  // Node answers 100-continue to the client itself; the upstream gets the body without asking.
  'expect',
]);

/** The names a Connection header lists (they are hop-by-hop too), lower-cased. */
export function connectionListed(connection: string | string[] | undefined): string[] {
  if (connection === undefined) return [];
  const text = Array.isArray(connection) ? connection.join(',') : connection;
  if (!text.includes(',') && (text === 'keep-alive' || text === 'close')) return [];
  return text
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && name !== 'keep-alive' && name !== 'close');
}

/** Where the request came from, as the gateway forwards it (X-Forwarded-*). */
export interface HopOrigin {
  /** The upstream's host (and port), the Host of the forwarded request. */
  upstreamHost: string;
  /** The client's address (the socket's, or with TRUST_PROXY the first untrusted one). */
  clientIp: string;
  /** http or https, as the client (or the trusted proxy in front) reached the gateway. */
  protocol: string;
}

/**
 * The caller's headers as the upstream gets them: hop-by-hop headers (and those the Connection
 * header names) dropped, Host the upstream's, X-Forwarded-For/-Proto/-Host set by the gateway (a
 * client's own values are replaced, as the Fastify path does). The Authorization header, the
 * jtToken the backend checks itself, goes through unchanged.
 */
export function forwardedRequestHeaders(
  incoming: IncomingHttpHeaders,
  origin: HopOrigin,
): Record<string, string | string[]> {
  const listed = connectionListed(incoming.connection);
  const out: Record<string, string | string[]> = {};
  for (const name in incoming) {
    const value = incoming[name];
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    if (listed.length > 0 && listed.includes(name)) continue;
    out[name] = value;
  }
  out.host = origin.upstreamHost;
  out['x-forwarded-for'] = origin.clientIp;
  out['x-forwarded-proto'] = origin.protocol;
  const host = incoming.host;
  if (host !== undefined) out['x-forwarded-host'] = host;
  else delete out['x-forwarded-host'];
  return out;
}

/** The security headers every answer carries (helmet's), worked out once at start. */
export interface SecurityHeaders {
  readonly pairs: ReadonlyArray<readonly [string, string]>;
  /** The same as a flat [name, value, …] list, copied as it is into an answer that sets none of them. */
  readonly flat: readonly string[];
  readonly names: ReadonlySet<string>;
}

export function securityHeaderBlock(pairs: ReadonlyArray<readonly [string, string]>): SecurityHeaders {
  return { pairs, flat: pairs.flat(), names: new Set(pairs.map(([name]) => name)) };
}

/** What the gateway adds to every answer of the lane besides the upstream's own headers. */
export interface AnswerPolicy {
  security: SecurityHeaders;
  /** HSTS value, set only when the request came over TLS. */
  hsts: string | null;
  /** The answer carries user data: no-store unless the upstream said how to cache it. */
  noStore: boolean;
  /** The connection cannot be reused (the upstream answered before the request body was read). */
  close: boolean;
}

/**
 * The answer's headers as a flat [name, value, …] list for writeHead: the security headers, then
 * the upstream's (which win over them, as they do on the Fastify path), less hop-by-hop ones.
 */
export function answerHeaders(upstream: OutgoingHttpHeaders, policy: AnswerPolicy): string[] {
  const listed = connectionListed(upstream.connection as string | string[] | undefined);
  const { security } = policy;
  let overrides = false;
  for (const name in upstream) {
    if (security.names.has(name) && upstream[name] !== undefined) overrides = true;
  }
  let flat: string[];
  if (!overrides) flat = security.flat.slice();
  else {
    flat = [];
    for (const [name, value] of security.pairs) {
      if (upstream[name] === undefined) flat.push(name, value);
    }
  }
  for (const name in upstream) {
    const value = upstream[name];
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    if (listed.length > 0 && listed.includes(name)) continue;
    if (Array.isArray(value)) for (const each of value) flat.push(name, each);
    else flat.push(name, String(value));
  }
  if (policy.hsts !== null) flat.push('strict-transport-security', policy.hsts);
  if (policy.noStore && upstream['cache-control'] === undefined) flat.push('cache-control', 'no-store');
  if (policy.close) flat.push('connection', 'close');
  return flat;
}
