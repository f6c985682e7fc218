// Baidu's SN check for web-service AKs that require it: sn = MD5 of the quote_plus-encoded text
// "<path>?<query as sent><SK>", the query carrying a timestamp. Written from Baidu's own sample
// (Python: urllib quote of the request, then quote_plus of it plus the SK, then md5); no npm
// package does it.
import { createHash } from 'node:crypto';

/** Python's urllib.parse.quote_plus: everything but A-Z a-z 0-9 _ . - ~ is %XX, spaces become '+'. */
export function quotePlus(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** The parameters as they go on the wire (values percent-encoded, in the given order). */
export function encodeQuery(params: ReadonlyArray<readonly [string, string]>): string {
  return params.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
}

/** The sn of a call: path (as Baidu's URL has it, e.g. /geocoding/v3/) and the encoded query without sn. */
export function baiduSn(path: string, encodedQuery: string, sk: string): string {
  return createHash('md5')
    .update(quotePlus(`${path}?${encodedQuery}${sk}`))
    .digest('hex');
}
