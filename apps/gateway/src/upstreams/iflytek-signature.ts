// iFlytek's WebSocket APIs authenticate the handshake by query parameters: an HMAC-SHA256 over
// host, date and request line, keyed with the APISecret (research chat-tts-map.md §2.2). No
// maintained npm library signs this scheme; it is a few lines of node:crypto.
import { createHmac } from 'node:crypto';

export interface IflytekCredentials {
  apiKey: string;
  apiSecret: string;
}

/**
 * The URL to open for one session: `url` with `authorization`, `date` and `host` added to its
 * query. The signature is valid for 300 s around `date` (iFlytek rejects a larger clock skew),
 * so sign right before connecting. The result holds the APIKey: never log or show it.
 */
export function signIflytekUrl(url: string, { apiKey, apiSecret }: IflytekCredentials, date: Date): string {
  const target = new URL(url);
  // RFC 1123 in GMT ("Wed, 10 Jul 2019 07:35:43 GMT"), which is what toUTCString writes.
  const rfc1123 = date.toUTCString();
  const signatureOrigin = `host: ${target.host}\ndate: ${rfc1123}\nGET ${target.pathname} HTTP/1.1`;
  const signature = createHmac('sha256', apiSecret).update(signatureOrigin).digest('base64');
  // `headers` names the signed parts literally; it is not their values.
  const authorizationOrigin = `api_key="${apiKey}", algorithm="hmac-sha256", headers="host date request-line", signature="${signature}"`;
  target.searchParams.set('authorization', Buffer.from(authorizationOrigin, 'utf8').toString('base64'));
  target.searchParams.set('date', rfc1123);
  target.searchParams.set('host', target.host);
  return target.toString();
}
