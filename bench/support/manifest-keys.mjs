// Finding a source module's chunk in Vite's manifest (dist/.vite/manifest.json). A page that a
// code-splitting group took in (the sign-in page, the shell's frame: apps/web/build/page-chunks.ts)
// is in the manifest under its chunk's name only, not under its source; dist/page-chunks.json says
// which chunk holds it. Shared by the benches that weigh a page's chunks.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @param {string} dist the built web app (apps/web/dist or a copy)
 * @returns {{ manifest: Record<string, {file: string, name?: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[], assets?: string[]}>, keyOf: (source: string) => string | undefined }}
 *   `keyOf` takes a source path relative to the web app (src/features/shell/ShellLayout.tsx) or its
 *   tail (features/shell/ShellLayout.tsx), with or without its extension, and answers the manifest
 *   key of the chunk holding it.
 */
export function readManifest(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const groupedFile = join(dist, 'page-chunks.json');
  /** @type {Record<string, string>} */
  const grouped = existsSync(groupedFile) ? JSON.parse(readFileSync(groupedFile, 'utf8')) : {};
  const bare = (path) => path.replace(/\.(tsx?|jsx?)$/, '');
  const keyOf = (source) => {
    const wanted = bare(source);
    const chunkName = Object.entries(grouped).find(([page]) => bare(page).endsWith(wanted))?.[1];
    if (chunkName !== undefined)
      return Object.keys(manifest).find(
        (key) => manifest[key].name === chunkName && manifest[key].file.endsWith('.js'),
      );
    return Object.keys(manifest).find((key) => bare(manifest[key].src ?? key).endsWith(wanted));
  };
  return { manifest, keyOf };
}
