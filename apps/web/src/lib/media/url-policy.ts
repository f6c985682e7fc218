// Which addresses an answer may link to or show (model output is untrusted): only the gateway's
// own origin and the media base URL. Everything else — javascript:, data:, another host that
// could collect what a picture's address carries — is dropped. Pictures and videos of the
// gateway's media paths carry the session in access_token (an <img> cannot send a header).

export interface UrlPolicy {
  /** The page's origin (the gateway). */
  origin: string;
  /** The runtime config's mediaBaseUrl ('/media/' or an absolute prefix). */
  mediaBaseUrl: string;
  /** The session token without 'Bearer ', or null. */
  accessToken: string | null;
}

/** Paths of the gateway that read a token from access_token (docs/decisions.md). */
const TOKEN_PATHS = ['/media/', '/chat/static/'];

function parse(url: string, base: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** The address to use for a link or picture of an answer, or null when it is not allowed. */
export function allowedUrl(url: string, policy: UrlPolicy, kind: 'link' | 'media'): string | null {
  const trimmed = url.trim();
  if (trimmed === '') return null;
  const parsed = parse(trimmed, policy.origin);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return null;
  const media = parse(policy.mediaBaseUrl, policy.origin);
  const sameOrigin = parsed.origin === policy.origin;
  const underMedia = media !== null && parsed.href.startsWith(media.href);
  if (!sameOrigin && !underMedia) return null;
  if (
    kind === 'media' &&
    sameOrigin &&
    policy.accessToken &&
    TOKEN_PATHS.some((p) => parsed.pathname.startsWith(p))
  ) {
    parsed.searchParams.set('access_token', policy.accessToken);
  }
  return sameOrigin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.href;
}

/** The address of an object key of the media store (`{mediaBaseUrl}{key}`), with the token. */
export function mediaUrl(key: string, policy: UrlPolicy): string | null {
  if (key === '' || key.includes('..')) return null;
  return allowedUrl(`${policy.mediaBaseUrl}${encodeURI(key)}`, policy, 'media');
}

export interface Highlight {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The rectangle a picture's address names with the W3C media fragment `#xywh=x,y,w,h` (pixels
 * of the picture; `pixel:` may prefix them), drawn as the green highlight. Null without one.
 */
export function highlightOf(url: string): Highlight | null {
  const match = /#xywh=(?:pixel:)?(\d+(?:\.\d+)?),(\d+(?:\.\d+)?),(\d+(?:\.\d+)?),(\d+(?:\.\d+)?)$/.exec(url);
  if (!match) return null;
  const [x, y, w, h] = match.slice(1).map(Number) as [number, number, number, number];
  return w > 0 && h > 0 ? { x, y, w, h } : null;
}
