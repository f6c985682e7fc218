import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Who the frequency limits count: the platform's captcha controller sets browserInfo to the
 * client's address followed by the User-Agent, and AJ-Captcha counts MD5(browserInfo); only
 * without it would it fall back to the widget's clientUid. As in Java, a missing User-Agent
 * concatenates as "null". The address is request.ip: the socket's, or the one the proxies named
 * by TRUST_PROXY vouch for, never an X-Forwarded-For any client can write (a fresh budget each).
 */
export function browserInfo(request: FastifyRequest): string | null {
  const ip = request.ip || request.socket.remoteAddress;
  if (!ip) return null;
  return `${ip}${request.headers['user-agent'] ?? 'null'}`;
}

export function validateClientId(info: string | null, clientUid: string | null | undefined): string | null {
  if (info) return createHash('md5').update(info, 'utf8').digest('hex');
  return clientUid || null;
}
