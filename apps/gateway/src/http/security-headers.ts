// Security headers on everything the gateway answers (helmet): a Content-Security-Policy
// that allows the app's own origin — and Baidu's map origins only when a browser map key is
// configured, since only then does the app load their script — nosniff, frame-ancestors 'self',
// a Referrer-Policy that still gives Baidu the origin its browser-key whitelist checks, and HSTS
// only on requests that came over TLS (directly or, with TRUST_PROXY, through the proxy in front).
// Answers that carry user data are never stored by a browser or a shared cache (no-store).
// helmet itself, not @fastify/helmet: that plugin builds helmet's middleware (parsing the policy)
// again on every request; the policy never changes, so the middleware is built once, at start.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Where the Baidu Map GL script, its styles, tiles and web-service calls come from (research §3.1). */
export const BAIDU_MAP_ORIGINS = [
  'https://api.map.baidu.com',
  'https://*.map.baidu.com',
  'https://*.bdimg.com',
  'https://*.map.bdimg.com',
  'https://dlswbr.baidu.com',
  'https://miao.baidu.com',
];

/** The policy's directives (helmet's form); exported for the tests. */
export function contentSecurityPolicy(browserMapKey: boolean): Record<string, string[]> {
  const map = browserMapKey ? BAIDU_MAP_ORIGINS : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...map],
    // React and Semi UI set style attributes; index.html has one inline <style> for the first paint.
    'style-src': ["'self'", "'unsafe-inline'", ...map],
    // Captcha images are data: URLs; videos and generated files may be blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:', ...map],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...map],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** Upstreams whose answers carry user data (no-store). */
export const USER_DATA_UPSTREAMS: ReadonlySet<string> = new Set(['api', 'chat']);
export const HSTS = 'max-age=31536000; includeSubDomains';

function gatewayHelmet(browserMapKey: boolean) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(browserMapKey) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    // Only over TLS (below): on plain HTTP the header means nothing and misleads.
    strictTransportSecurity: false,
    // The map script and <video> ranges are cross-origin or need no isolation.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}

/**
 * The headers helmet sets on every answer, as [name, value] pairs, read once from helmet itself
 * (the policy has no per-request part: no nonces), for the proxy's fast lane, which writes them
 * with the upstream's headers in one writeHead.
 */
export function securityHeaderPairs(browserMapKey: boolean): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      pairs.push([name.toLowerCase(), String(value)]);
    },
    removeHeader() {},
  };
  gatewayHelmet(browserMapKey)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => {},
  );
  return pairs;
}

export const securityHeaders = fp(
  async (app: FastifyInstance, { browserMapKey }: { browserMapKey: boolean }) => {
    const applyHeaders = gatewayHelmet(browserMapKey);
    app.addHook('onRequest', (request, reply, done) => {
      applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      const upstream = request.routeOptions.config?.upstream;
      const userData =
        (upstream !== undefined && USER_DATA_UPSTREAMS.has(upstream)) || request.url.startsWith('/__mock/');
      if (userData && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
