// What the gateway's request log may show. <img>, <video> and the speech socket carry the jtToken
// in the access_token query parameter, so a logged URL has its value masked; the Authorization
// header is redacted by the logger itself (app.ts).
import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values never reach a log: the jtToken of <img>/<video>/the speech socket
 * (access_token), map keys and signatures (ak, sn), passwords, tokens, tickets and captcha answers.
 * Names are matched also when percent-encoded (access%5Ftoken).
 */
const SECRET_PARAMS = [
  'access_token',
  'ak',
  'sn',
  'password',
  'token',
  'ticket',
  'param',
  'captchaverification',
];
const SECRET_PARAM = new RegExp(
  `([?&](?:${SECRET_PARAMS.map((name) => name.replace(/_/g, '(?:_|%5f)')).join('|')})=)[^&#]*`,
  'gi',
);

/** The URL with the value of every secret query parameter replaced by '***'. */
export function maskAccessToken(url: string): string {
  // Every secret is a `name=` parameter: a URL without '=' has none, and is not searched.
  return url.includes('=') ? url.replace(SECRET_PARAM, '$1***') : url;
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
