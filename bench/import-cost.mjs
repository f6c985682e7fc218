// What an import costs the browser. Each case is a tiny entry that imports something and keeps it
// alive (assigns it to a global, so no bundler can drop it), bundled and minified twice:
//   - esbuild (bundle, minify, ESM, es2022, production React);
//   - Vite 8 (Rolldown), the bundler the web app is really built with.
// JS and CSS are measured raw and gzip (node:zlib level 9). react + react-dom are in every case.
// These figures choose the web app's imports (sign-in budget: initial JS under 120 KB gzip).
//
// Reproduce: node bench/import-cost.mjs
// Writes bench/results/import-cost.md and bench/results/import-cost.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build as esbuild, version as esbuildVersion } from 'esbuild';
import { build as viteBuild, version as viteVersion } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'apps/web');
const resultsDir = join(root, 'bench/results');
const COMMAND = 'node bench/import-cost.mjs';

const semi = (component) => `@douyinfe/semi-ui/lib/es/${component}`;
const BASE_CSS = `import '${semi('_base/base.css')}';`;

/**
 * A case: its name, the import it measures, the entry's import statements and the bindings to
 * keep. The floor (react + react-dom/client) is added to every case.
 */
const semiComponent = (name, path, binding = 'default') => ({
  name: `Semi ${name}`,
  what: `import ${binding === 'default' ? 'X' : `{ ${binding} }`} from '${semi(path)}'`,
  imports: `import ${binding === 'default' ? 'C' : `{ ${binding} as C }`} from '${semi(path)}';`,
  keep: ['C'],
});
const semiSet = (name, parts, withBaseCss) => ({
  name,
  what: `per-component imports${withBaseCss ? ' + base.css' : ''}`,
  imports: [
    withBaseCss ? BASE_CSS : '',
    ...parts.map(([path, binding = 'default'], i) =>
      binding === 'default'
        ? `import C${i} from '${semi(path)}';`
        : `import { ${binding} as C${i} } from '${semi(path)}';`,
    ),
  ].join(' '),
  keep: parts.map((_, i) => `C${i}`),
});

const cases = [
  { name: 'react + react-dom (floor)', what: "react, 'react-dom/client'", imports: '', keep: [] },
  {
    name: 'Semi from the package root: Button, Input',
    what: "import { Button, Input } from '@douyinfe/semi-ui'",
    imports: "import { Button, Input } from '@douyinfe/semi-ui';",
    keep: ['Button', 'Input'],
  },
  {
    name: 'Semi from the package root: Button, Input, Form',
    what: "import { Button, Input, Form } from '@douyinfe/semi-ui'",
    imports: "import { Button, Input, Form } from '@douyinfe/semi-ui';",
    keep: ['Button', 'Input', 'Form'],
  },
  { name: 'Semi base.css', what: `import '${semi('_base/base.css')}'`, imports: BASE_CSS, keep: [] },
  semiComponent('Input', 'input'),
  semiComponent('Button', 'button'),
  semiComponent('Checkbox', 'checkbox'),
  semiComponent('Toast', 'toast'),
  semiComponent('Form (every field type)', 'form', 'Form'),
  semiComponent('Modal', 'modal'),
  semiComponent('Tooltip', 'tooltip'),
  semiComponent('Tabs', 'tabs'),
  semiComponent('Nav', 'navigation'),
  semiComponent('Layout', 'layout'),
  semiComponent('Dropdown', 'dropdown'),
  semiComponent('Table', 'table'),
  semiComponent('Empty', 'empty'),
  semiComponent('Spin', 'spin'),
  semiComponent('LocaleProvider (zh_CN)', 'locale/localeProvider'),
  semiSet(
    'Sign-in set: Input, Button, Checkbox, Toast',
    [['input'], ['button'], ['checkbox'], ['toast']],
    true,
  ),
  semiSet('Sign-in set + Form', [['input'], ['button'], ['checkbox'], ['toast'], ['form', 'Form']], true),
  {
    name: 'IllustrationNotFound, deep path',
    what: "import X from '@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationNotFound'",
    imports: "import I from '@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationNotFound';",
    keep: ['I'],
  },
  {
    name: 'IllustrationNotFound, package root',
    what: "import { IllustrationNotFound } from '@douyinfe/semi-illustrations'",
    imports: "import { IllustrationNotFound } from '@douyinfe/semi-illustrations';",
    keep: ['IllustrationNotFound'],
  },
  {
    name: 'wouter',
    what: "import { Router, Route, Switch, Link, Redirect } from 'wouter'",
    imports: "import { Router, Route, Switch, Link, Redirect } from 'wouter';",
    keep: ['Router', 'Route', 'Switch', 'Link', 'Redirect'],
  },
  {
    name: 'valtio',
    what: "import { proxy, useSnapshot } from 'valtio'",
    imports: "import { proxy, useSnapshot } from 'valtio';",
    keep: ['proxy', 'useSnapshot'],
  },
  {
    name: 'API client (openapi-fetch)',
    what: "import { createApiClient } from '@jt/api-contract'",
    imports: "import { createApiClient } from '@jt/api-contract';",
    keep: ['createApiClient'],
  },
];

const entrySource = ({ imports, keep }) =>
  `import * as React from 'react'; import { createRoot } from 'react-dom/client'; ${imports}\n` +
  `globalThis.__keep = [React, createRoot, ${keep.join(', ')}];\n`;

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;

function sizesOf(files) {
  const sizes = { jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0 };
  for (const { name, bytes } of files) {
    const kind = name.endsWith('.js') ? 'js' : name.endsWith('.css') ? 'css' : null;
    if (!kind) continue;
    sizes[`${kind}Raw`] += bytes.length;
    sizes[`${kind}Gzip`] += gzip(bytes);
  }
  return sizes;
}

async function measureWithEsbuild(source) {
  const result = await esbuild({
    stdin: { contents: source, resolveDir: webDir, loader: 'js', sourcefile: 'entry.js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: join(resultsDir, 'import-cost.tmp'),
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.png': 'file', '.svg': 'file', '.woff': 'file', '.woff2': 'file', '.ttf': 'file' },
  });
  return sizesOf(result.outputFiles.map((f) => ({ name: f.path, bytes: f.contents })));
}

async function measureWithVite(source) {
  const ENTRY = '\0import-cost-entry.js';
  const result = await viteBuild({
    configFile: false,
    root: webDir,
    logLevel: 'silent',
    plugins: [
      {
        name: 'import-cost-entry',
        resolveId: (id) => (id === 'virtual:import-cost-entry' ? ENTRY : null),
        load: (id) => (id === ENTRY ? source : null),
      },
    ],
    build: {
      write: false,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: { input: 'virtual:import-cost-entry' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  return sizesOf(
    outputs.map((o) => ({
      name: o.fileName,
      bytes: Buffer.from(o.type === 'chunk' ? o.code : o.source),
    })),
  );
}

const rows = [];
for (const c of cases) {
  const source = entrySource(c);
  rows.push({
    name: c.name,
    what: c.what,
    esbuild: await measureWithEsbuild(source),
    vite: await measureWithVite(source),
  });
}
const [floorRow] = rows;

// Rounded first so a few bytes below zero print as 0.0, not -0.0.
const kb = (bytes) => (Math.round(bytes / 102.4) / 10).toFixed(1);
const over = (row, tool) => (row === floorRow ? '—' : kb(row[tool].jsGzip - floorRow[tool].jsGzip));
const markdown = `${[
  '# Import cost',
  '',
  `Reproduce: \`${COMMAND}\``,
  '',
  `Each entry imports the case and keeps it alive, plus react + react-dom/client (the floor), bundled`,
  `and minified by esbuild ${esbuildVersion} (ESM, es2022, production React) and by Vite ${viteVersion}`,
  `(Rolldown, the web app's bundler). Sizes in KB (1024 bytes), gzip at level 9. "+JS" is the gzip`,
  'JS the case adds over the floor.',
  '',
  '| Case | Vite JS raw | Vite JS gzip | Vite +JS gzip | Vite CSS raw | Vite CSS gzip | esbuild JS gzip | esbuild +JS gzip | esbuild CSS gzip |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${kb(r.vite.jsRaw)} | ${kb(r.vite.jsGzip)} | ${over(r, 'vite')} | ${kb(r.vite.cssRaw)} | ${kb(r.vite.cssGzip)} | ${kb(r.esbuild.jsGzip)} | ${over(r, 'esbuild')} | ${kb(r.esbuild.cssGzip)} |`,
  ),
  '',
  '## Imports',
  '',
  ...rows.map((r) => `- ${r.name}: \`${r.what}\``),
].join('\n')}\n`;

mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'import-cost.md'), markdown);
writeFileSync(
  join(resultsDir, 'import-cost.json'),
  `${JSON.stringify({ command: COMMAND, esbuild: esbuildVersion, vite: viteVersion, rows }, null, 2)}\n`,
);
process.stdout.write(`${COMMAND}\n\n${markdown}`);
