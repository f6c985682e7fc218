// The web app's bundle, as the browser gets it: raw and gzip size (node:zlib level 9) of every
// chunk, initial or lazy, and per route what the first load costs and what opening the route adds.
//
// Reproduce: npm run build -w @jt/web && node bench/bundle-report.mjs
// Writes bench/results/bundle.md and bench/results/bundle.json.
//
// Chunks come from Vite's manifest (apps/web/dist/.vite/manifest.json). Routes come from the
// source: every object literal under apps/web/src with a `path` (a string, or a same-file string
// constant) and a `load` that calls `import('…')` is a route, and the imported module is the
// manifest's `src` of the route's dynamic entry.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { readManifest } from './support/manifest-keys.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'apps/web');
const distDir = join(webDir, 'dist');
const manifestPath = join(distDir, '.vite/manifest.json');
const resultsDir = join(root, 'bench/results');
const COMMAND = 'npm run build -w @jt/web && node bench/bundle-report.mjs';

if (!existsSync(manifestPath)) {
  console.error(`No ${relative(root, manifestPath)}: build the web app first (npm run build -w @jt/web).`);
  process.exit(1);
}

// A page a code-splitting group took in (apps/web/build/page-chunks.ts) is found by keyOf through
// dist/page-chunks.json (bench/support/manifest-keys.mjs).
const { manifest, keyOf } = readManifest(distDir);

// ---- sizes of every emitted file ----------------------------------------------------------------
const sizeCache = new Map();
function sizeOf(file) {
  let size = sizeCache.get(file);
  if (!size) {
    const bytes = readFileSync(join(distDir, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizeCache.set(file, size);
  }
  return size;
}

// ---- chunk graph --------------------------------------------------------------------------------
/** The manifest keys a chunk needs before it runs: itself and its static imports, recursively. */
function staticClosure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, into);
  return into;
}

/** The files (JS and CSS) of a set of manifest keys. */
function filesOf(keys) {
  const files = { js: new Set(), css: new Set() };
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) files.js.add(chunk.file);
    for (const css of chunk.css ?? []) files.css.add(css);
  }
  return files;
}

function total(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = sizeOf(file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const initialKeys = new Set();
for (const key of entryKeys) staticClosure(key, initialKeys);
const initialFiles = filesOf(initialKeys);

// ---- routes from the source ---------------------------------------------------------------------
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [path] : [];
  });
}

/** `{ path, title?, load: () => import('…') }` object literals of one source file. */
function routesIn(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const constants = new Map();
  const routes = [];
  const stringOf = (node) => {
    if (!node) return undefined;
    if (ts.isStringLiteralLike(node)) return node.text;
    if (ts.isIdentifier(node)) return constants.get(node.text);
    return undefined;
  };
  const property = (object, name) =>
    object.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(source) === name)?.initializer;
  const importIn = (node) => {
    let found;
    const visit = (n) => {
      if (found) return;
      if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
        found = stringOf(n.arguments[0]);
        return;
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
    return found;
  };
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const path = stringOf(property(node, 'path'));
      const load = property(node, 'load');
      const specifier = load && importIn(load);
      if (path !== undefined && specifier?.startsWith('.')) {
        routes.push({
          path,
          title: stringOf(property(node, 'title')),
          module: relative(webDir, resolve(dirname(file), specifier)),
          declaredIn: relative(root, file),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  // Constants first (a route may use one declared below it), then the routes.
  ts.forEachChild(source, function collect(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (ts.isStringLiteralLike(node.initializer)) constants.set(node.name.text, node.initializer.text);
    }
    ts.forEachChild(node, collect);
  });
  visit(source);
  return routes;
}

const routes = sourceFiles(join(webDir, 'src'))
  .flatMap(routesIn)
  .map((route) => {
    const key = keyOf(route.module);
    if (!key) return { ...route, chunk: null };
    const closure = staticClosure(key);
    const files = filesOf(closure);
    const addedJs = [...files.js].filter((f) => !initialFiles.js.has(f));
    const addedCss = [...files.css].filter((f) => !initialFiles.css.has(f));
    return {
      ...route,
      chunk: manifest[key].file,
      adds: { js: total(addedJs), css: total(addedCss), files: [...addedJs, ...addedCss] },
    };
  });

// ---- chunk table --------------------------------------------------------------------------------
const routedChunks = new Map();
for (const route of routes) {
  if (route.chunk) routedChunks.set(route.chunk, [...(routedChunks.get(route.chunk) ?? []), route.path]);
}
const chunkRows = Object.entries(manifest)
  .flatMap(([key, chunk]) => [
    { key, file: chunk.file, kind: chunk.file.endsWith('.js') ? 'JS' : 'asset' },
    ...(chunk.css ?? []).map((css) => ({ key, file: css, kind: 'CSS' })),
  ])
  .filter((row, i, rows) => rows.findIndex((r) => r.file === row.file) === i)
  .map((row) => ({
    ...row,
    loading: initialKeys.has(row.key) ? 'initial' : 'lazy',
    routes: routedChunks.get(manifest[row.key].file) ?? [],
    ...sizeOf(row.file),
  }))
  .sort((a, b) => (a.loading === b.loading ? b.gzip - a.gzip : a.loading === 'initial' ? -1 : 1));

const initial = { js: total(initialFiles.js), css: total(initialFiles.css) };
const unroutedLazy = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry && !routedChunks.has(chunk.file))
  .map(([key]) => key);

// ---- output -------------------------------------------------------------------------------------
// Rounded first so a few bytes below zero print as 0.0, not -0.0.
const kb = (bytes) => (Math.round(bytes / 102.4) / 10).toFixed(1);
const lines = [
  '# Web bundle',
  '',
  `Reproduce: \`${COMMAND}\``,
  '',
  'Sizes in KB (1024 bytes); gzip is node:zlib level 9 of each file. "Initial" is what every page',
  'load fetches (the entry, its static imports and their CSS); a route adds its lazy chunk and the',
  'static imports of that chunk not already loaded.',
  '',
  '## Initial load',
  '',
  '| | raw KB | gzip KB |',
  '|---|---:|---:|',
  `| JS | ${kb(initial.js.raw)} | ${kb(initial.js.gzip)} |`,
  `| CSS | ${kb(initial.css.raw)} | ${kb(initial.css.gzip)} |`,
  `| JS + CSS | ${kb(initial.js.raw + initial.css.raw)} | ${kb(initial.js.gzip + initial.css.gzip)} |`,
  '',
  '## Per route',
  '',
  '| Route | Title | Page module | Initial JS + CSS gzip KB | Route adds JS gzip KB | Route adds CSS gzip KB | Total on first visit, gzip KB |',
  '|---|---|---|---:|---:|---:|---:|',
  ...routes.map((r) =>
    r.chunk
      ? `| ${r.path} | ${r.title ?? ''} | ${r.module} | ${kb(initial.js.gzip + initial.css.gzip)} | ${kb(r.adds.js.gzip)} | ${kb(r.adds.css.gzip)} | ${kb(initial.js.gzip + initial.css.gzip + r.adds.js.gzip + r.adds.css.gzip)} |`
      : `| ${r.path} | ${r.title ?? ''} | ${r.module} | — | not in the build | — | — |`,
  ),
  '',
  '## Every chunk',
  '',
  '| File | Kind | Loading | Route | raw KB | gzip KB |',
  '|---|---|---|---|---:|---:|',
  ...chunkRows.map(
    (c) => `| ${c.file} | ${c.kind} | ${c.loading} | ${c.routes.join(', ')} | ${kb(c.raw)} | ${kb(c.gzip)} |`,
  ),
  ...(unroutedLazy.length > 0
    ? ['', `Lazy chunks behind no route of the registry: ${unroutedLazy.join(', ')}.`]
    : []),
];
const markdown = `${lines.join('\n')}\n`;

mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'bundle.md'), markdown);
writeFileSync(
  join(resultsDir, 'bundle.json'),
  `${JSON.stringify({ command: COMMAND, initial, routes, chunks: chunkRows, unroutedLazy }, null, 2)}\n`,
);
process.stdout.write(`${COMMAND}\n\n${markdown}`);
