import { access, readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { problem } from '../http/problem';

/** Paths the gateway owns: never answered with the web app's index.html. */
export const GATEWAY_PREFIXES = [
  '/api/',
  '/chat/',
  '/media/',
  '/maps/',
  '/tts',
  '/__mock/',
  '/docs',
  '/healthz',
  '/readyz',
  '/app-config.json',
];

export interface WebAppOptions {
  /** The built web app; null serves none (API-only gateway). */
  root: string | null;
  /** A Vite dev server to proxy the app (and its hot-reload socket) to instead. */
  devServer: string | null;
}

/**
 * Same-origin serving of the built web app: hashed assets are immutable for a year, index.html
 * is never cached, and a client route (/home, /login …) gets index.html; the gateway's own paths
 * answer a Problem 404 instead.
 */
export const webApp = fp(
  async (app: FastifyInstance, { root, devServer }: WebAppOptions) => {
    let routePages = new Map<string, string>();
    if (devServer !== null) {
      await app.register(fastifyHttpProxy, {
        upstream: devServer,
        websocket: true,
        preHandler: (request, reply, done) => {
          if (isGatewayPath(request.url)) {
            reply
              .code(404)
              .type('application/json')
              .send(problem(404, notInContract(request), request.url));
            return;
          }
          done();
        },
      });
      return;
    }
    if (root !== null) {
      await access(join(root, 'index.html')).catch(() => {
        throw new Error(
          `WEB_ROOT: ${root} has no index.html; build the web app (npm run build) or set WEB_ROOT='' to serve none`,
        );
      });
      routePages = await readRoutePages(root);
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        index: false,
        wildcard: true,
        // The web build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, path) {
          // Vite's hashed build output lives in assets/: its names change whenever its content does.
          reply.header(
            'cache-control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    if (root !== null) {
      // The app's entry; the static handler would refuse the directory itself.
      app.get('/', (_request, reply) =>
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html'),
      );
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (root !== null && isClientRoute(request)) {
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .sendFile(routePages.get(routeKey(request.url)) ?? 'index.html');
      }
      return reply
        .code(404)
        .type('application/json')
        .send(problem(404, notInContract(request), request.url));
    });
  },
  { name: 'web-app' },
);

/** The web build's list (route-pages.json) of paths with their own copy of index.html. */
export const ROUTE_PAGES_FILE = 'route-pages.json';

/**
 * The copies of index.html the build made for some routes, preloading their page's chunk
 * (apps/web/build/route-preload-plugin.ts); none when the build has no list. Read once, at start.
 */
async function readRoutePages(root: string): Promise<Map<string, string>> {
  let text: string;
  try {
    text = await readFile(join(root, ROUTE_PAGES_FILE), 'utf8');
  } catch {
    return new Map();
  }
  const pages = new Map<string, string>();
  for (const [path, file] of Object.entries(JSON.parse(text) as Record<string, unknown>)) {
    const safe = typeof file === 'string' && file.endsWith('.html') ? normalize(file) : '';
    if (!path.startsWith('/') || safe === '' || safe.startsWith('..') || safe.startsWith('/'))
      throw new Error(
        `WEB_ROOT: ${ROUTE_PAGES_FILE} maps ${path} to ${String(file)}, not an HTML file of the build`,
      );
    await access(join(root, safe));
    pages.set(routeKey(path), safe);
  }
  return pages;
}

/** A route as the web app's router matches it: case and trailing slashes ignored. */
function routeKey(url: string): string {
  return ((url.split('?')[0] ?? '').replace(/\/+$/, '') || '/').toLowerCase();
}

function notInContract(request: FastifyRequest): string {
  return `${request.method} ${request.url.split('?')[0]} is not a call of the contract`;
}

function isGatewayPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return GATEWAY_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix));
}

function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (isGatewayPath(path)) return false;
  if (/\.[a-z0-9]+$/i.test(path)) return false; // a missing file, not a route
  return true;
}
