// A build step writing, for each listed route, a copy of index.html that preloads that route's
// page (route-preloads.ts), and dist/route-pages.json naming which copy the gateway serves for
// which path (apps/gateway/src/web/web-app.ts). Every other path keeps index.html.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { type PageModule, routePreloads, type ViteManifest, withPreloads } from './route-preloads';

/** The file the gateway reads; path → HTML file under the build's root. */
export const ROUTE_PAGES_FILE = 'route-pages.json';

/**
 * path → the page's source module as the manifest names it (e.g. src/features/…/LoginPage.tsx),
 * with the name of the code-splitting group that took it in, if one did (page-chunks.ts).
 */
export function routePreloadPages(pages: Readonly<Record<string, PageModule>>): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'jt:route-preload-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const outDir = join(config.root, config.build.outDir);
      const manifestFile =
        typeof config.build.manifest === 'string' ? config.build.manifest : '.vite/manifest.json';
      const manifest = JSON.parse(await readFile(join(outDir, manifestFile), 'utf8')) as ViteManifest;
      const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
      const htmlOfSource = new Map<string, string>();
      const routes: Record<string, string> = {};
      for (const [path, page] of Object.entries(pages)) {
        const { source } = page;
        let file = htmlOfSource.get(source);
        if (file === undefined) {
          const name = source.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '');
          file = `pages/${name}.html`;
          const html = withPreloads(indexHtml, routePreloads(manifest, page), config.base);
          await mkdir(dirname(join(outDir, file)), { recursive: true });
          await writeFile(join(outDir, file), html);
          htmlOfSource.set(source, file);
        }
        routes[path] = file;
      }
      await writeFile(join(outDir, ROUTE_PAGES_FILE), `${JSON.stringify(routes, null, 2)}\n`);
    },
  };
}
