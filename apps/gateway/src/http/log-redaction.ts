// What the gateway's request log may show. <img>, <video> and the speech socket carry the jtToken
// in the access_token query parameter, so a logged URL has its value masked; the Authorization
// header is redacted by the logger itself (app.ts).
import type { FastifyRequest } from 'fastify';

/** The URL with every access_token value replaced by '***'. */
export function maskAccessToken(url: string): string {
  return url.replace(/([?&]access_token=)[^&#]*/gi, '$1***');
}

/** Fastify's default request serializer, with the URL masked. */
export function logRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskAccessToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
