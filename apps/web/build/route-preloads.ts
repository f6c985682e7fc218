// Which files a route's page needs on its first visit beyond the entry's own, read from Vite's
// manifest, and the copy of index.html that asks for them at once. A lazy page's chunk is
// otherwise only requested once the entry has downloaded and run: on a phone's network that is a
// whole round trip and a download more before the sign-in form (bench/lighthouse-login.mjs).
// Pure, so it is tested without a build; route-preload-plugin.ts applies it to one.

/** One entry of dist/.vite/manifest.json (the fields this reads). */
export interface ManifestChunk {
  file: string;
  /** The chunk's name: a code-splitting group's name for a group's chunk. */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

export interface RoutePreloads {
  /** JS files, modulepreloaded. */
  scripts: string[];
  /** CSS files, preloaded (not applied: the page's chunk applies them as it would anyway). */
  styles: string[];
}

/** Every chunk reachable from `keys` through static imports, each once, in a stable order. */
function staticClosure(manifest: ViteManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/** A route's page: its source module and, when a code-splitting group took it, that group's name. */
export interface PageModule {
  source: string;
  chunk?: string;
}

/**
 * The manifest's key of the chunk holding a page: its source's own chunk, or the named group's
 * chunk that took it in (the manifest then lists the page under neither).
 */
export function pageChunkKey(manifest: ViteManifest, { source, chunk }: PageModule): string {
  if (manifest[source]) return source;
  const named = Object.keys(manifest).filter((key) => chunk !== undefined && manifest[key]?.name === chunk);
  if (named.length === 1 && named[0] !== undefined) return named[0];
  throw new Error(
    chunk === undefined
      ? `Vite manifest has no chunk ${source}`
      : `Vite manifest has ${named.length} chunks named ${chunk} (for ${source}), not one`,
  );
}

/** The files the page module adds to what every entry of the build already loads. */
export function routePreloads(manifest: ViteManifest, page: string | PageModule): RoutePreloads {
  const pageSource = pageChunkKey(manifest, typeof page === 'string' ? { source: page } : page);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = new Set(staticClosure(manifest, entries));
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  const added = staticClosure(manifest, [pageSource]).filter((key) => !loaded.has(key));
  const chunks = added.map((key) => manifest[key] as ManifestChunk);
  return {
    scripts: chunks.map((chunk) => chunk.file),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((css) => !loadedCss.has(css)),
  };
}

/**
 * index.html with the preloads before `</head>`. `crossorigin` as on Vite's own links: a preload
 * is only reused by a request of the same mode, and Vite requests chunks and their CSS so.
 */
export function withPreloads(html: string, { scripts, styles }: RoutePreloads, base = '/'): string {
  const links = [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`),
  ];
  const head = /([ \t]*)<\/head>/;
  if (!head.test(html)) throw new Error('index.html has no </head>');
  if (links.length === 0) return html;
  return html.replace(
    head,
    (_, indent: string) => `${links.map((link) => `${indent}  ${link}\n`).join('')}${indent}</head>`,
  );
}
