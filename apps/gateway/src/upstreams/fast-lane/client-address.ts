// The client's address and protocol of a raw request, by the same rule Fastify applies for the
// gateway's trustProxy setting (TRUST_PROXY): without it the socket's own, with it the address
// X-Forwarded-For names past the trusted proxies, and X-Forwarded-Proto only from a trusted peer.
// The fast lane answers below Fastify, so it works them out itself, once per request.
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { GatewayConfig } from '../../config';

export interface ClientAddress {
  ip: string;
  protocol: 'http' | 'https' | string;
}

type Trust = (address: string, hop: number) => boolean;

/** Fastify's trust function for the configured TRUST_PROXY (app.ts passes the same setting). */
export function trustFunction(trustProxy: GatewayConfig['trustProxy']): Trust | null {
  if (trustProxy === false) return null;
  // A hop count trusts that many proxies nearest the gateway (proxy-addr's rule for a number).
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return proxyAddr.compile(trustProxy);
}

/** The last entry of a header given more than once ("a, b" → "b"), as Fastify reads it. */
function lastEntry(value: string): string {
  const comma = value.lastIndexOf(',');
  return comma === -1 ? value.trim() : value.slice(comma + 1).trim();
}

export function clientAddressReader(
  trustProxy: GatewayConfig['trustProxy'],
): (request: IncomingMessage) => ClientAddress {
  const trust = trustFunction(trustProxy);
  const socketProtocol = (request: IncomingMessage) =>
    (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  if (trust === null) {
    return (request) => ({ ip: request.socket.remoteAddress ?? '', protocol: socketProtocol(request) });
  }
  return (request) => {
    const all = proxyAddr.all(request, trust);
    const forwardedProto = request.headers['x-forwarded-proto'];
    const peer = request.socket.remoteAddress;
    const protocol =
      typeof forwardedProto === 'string' && forwardedProto !== '' && peer !== undefined && trust(peer, 0)
        ? lastEntry(forwardedProto)
        : socketProtocol(request);
    return { ip: all[all.length - 1] ?? '', protocol };
  };
}
