// A page every visit needs first (the sign-in page; the shell's frame, around every menu page) in
// two chunks instead of dozens: its own feature's modules, and the libraries those modules import,
// which it shares with other pages (Semi's input, checkbox, popup message …). Left to automatic
// splitting, those libraries come as one small common chunk per set of pages sharing them; over
// HTTP/1.1 (the gateway, an intranet) the browser opens at most six connections, so each six files
// more cost a round trip before the page is drawn (bench/lighthouse-login.mjs: 23 requests → 8,
// FCP 2.17 → 1.77 s; a cold /diseaseManage, shell and page: 64 requests → 22, list shown about
// 300 ms sooner, bench/disease-manage.mjs).
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** dist/page-chunks.json: page source → the name of the chunk that holds it. */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

/** A rolldown code-splitting group (rolldownOptions.output.codeSplitting.groups), the fields used. */
export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively?: boolean;
}

/**
 * The page's own modules (those `own` accepts, reached from `root` through static imports of own
 * modules) and the frontier: the other modules they import statically, whose own dependencies the
 * bundler adds as it links them (only what is used: an unused re-export of a barrel stays out).
 */
export function pageRegion(
  root: string,
  staticImportsOf: (id: string) => readonly string[] | undefined,
  own: (id: string) => boolean,
): { own: Set<string>; frontier: Set<string> } {
  const region = new Set<string>();
  const frontier = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (region.has(id)) continue;
    region.add(id);
    for (const imported of staticImportsOf(id) ?? []) {
      if (own(imported)) pending.push(imported);
      else frontier.add(imported);
    }
  }
  return { own: region, frontier };
}

/** The feature folder a page belongs to: src/features/auth/login/LoginPage.tsx → src/features/auth/. */
export function featureFolder(pageFile: string): string {
  const match = /^(.*[\\/]features[\\/][^\\/]+[\\/])/.exec(pageFile);
  return match?.[1] ?? `${dirname(pageFile)}/`;
}

export interface PageChunks {
  /** Reads the page's region (pageRegion) once the module graph is complete. */
  plugin: Plugin;
  /** The page's source, relative to the app's root. */
  pageSource: string;
  /** The page's, then the libraries': both below the entry's own group (give it a higher priority). */
  groups: [page: ChunkGroup, shared: ChunkGroup];
  /** The page's chunk name: the manifest holds it under this name, not under the page's source. */
  chunkName: string;
}

/**
 * `pageSource` relative to the app's root (as the manifest names it); `chunkName` names the page's
 * chunk, `${chunkName}-shared` the libraries'. Priorities `priority` (page) and `priority - 1`.
 */
export function pageChunks(pageSource: string, chunkName: string, priority: number): PageChunks {
  let region = { own: new Set<string>(), frontier: new Set<string>() };
  let pageFile = '';
  let ownFolder = '';
  const own = (id: string) => id.startsWith(ownFolder);
  const plugin: Plugin = {
    name: 'jt:page-chunks',
    apply: 'build',
    configResolved(config) {
      pageFile = resolve(config.root, pageSource);
      ownFolder = featureFolder(pageFile);
    },
    buildEnd() {
      if (this.getModuleInfo(pageFile) === null)
        this.error(`page-chunks: ${pageSource} is not a module of the build`);
      region = pageRegion(pageFile, (id) => this.getModuleInfo(id)?.importedIds, own);
    },
    generateBundle(_options, bundle) {
      // The libraries' chunk must not need the page's: the two would import each other, and other
      // pages loading the libraries would run the sign-in page's modules too.
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const page = chunks.find((chunk) => chunk.name === chunkName);
      const shared = chunks.find((chunk) => chunk.name === `${chunkName}-shared`);
      if (page === undefined || shared === undefined)
        this.error(`page-chunks: no ${chunkName} or ${chunkName}-shared chunk`);
      if (shared.imports.includes(page.fileName))
        this.error(`page-chunks: ${shared.fileName} imports ${page.fileName}`);
    },
  };
  return {
    plugin,
    pageSource,
    chunkName,
    groups: [
      // The page's own modules alone (their dependencies are the libraries' group's) …
      { name: chunkName, test: (id) => region.own.has(id), priority, includeDependenciesRecursively: false },
      // … then what they import, with its dependencies as the bundler links them.
      { name: `${chunkName}-shared`, test: (id) => region.frontier.has(id), priority: priority - 1 },
    ],
  };
}

/**
 * Writes dist/page-chunks.json for the readers of the manifest (bench/bundle-report.mjs): it lists
 * a grouped page under its chunk's name only, not under the page's source.
 */
export function pageChunksFile(pages: readonly PageChunks[]): Plugin {
  return {
    name: 'jt:page-chunks-file',
    apply: 'build',
    generateBundle() {
      const where = Object.fromEntries(pages.map((page) => [page.pageSource, page.chunkName]));
      this.emitFile({
        type: 'asset',
        fileName: PAGE_CHUNKS_FILE,
        source: `${JSON.stringify(where, null, 2)}\n`,
      });
    },
  };
}
