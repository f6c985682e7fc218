import { describe, expect, it } from 'vitest';
import { pageChunkKey, routePreloads, type ViteManifest, withPreloads } from './route-preloads';

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-b.js', '_client-c.js'],
    css: ['assets/index-a.css'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_client-c.js': { file: 'assets/client-c.js', css: ['assets/shared-x.css'] },
  'src/Login.tsx': {
    file: 'assets/Login-d.js',
    imports: ['_react-b.js', '_input-e.js', 'index.html'],
    css: ['assets/Login-d.css'],
  },
  '_input-e.js': {
    file: 'assets/input-e.js',
    imports: ['_client-c.js', '_popup-f.js'],
    css: ['assets/input-e.css', 'assets/shared-x.css'],
  },
  '_popup-f.js': { file: 'assets/popup-f.js' },
};

describe('route preloads', () => {
  it('lists the page chunk and its static imports that the entry does not already load', () => {
    expect(routePreloads(manifest, 'src/Login.tsx')).toEqual({
      scripts: ['assets/Login-d.js', 'assets/input-e.js', 'assets/popup-f.js'],
      styles: ['assets/Login-d.css', 'assets/input-e.css'],
    });
  });

  it('refuses a page the manifest does not hold, so a renamed page fails the build', () => {
    expect(() => routePreloads(manifest, 'src/Gone.tsx')).toThrow('Vite manifest has no chunk src/Gone.tsx');
  });

  it("finds a page a code-splitting group took in under the group's chunk name", () => {
    const grouped: ViteManifest = {
      'index.html': manifest['index.html'] as ViteManifest[string],
      '_react-b.js': { file: 'assets/react-b.js' },
      '_client-c.js': { file: 'assets/client-c.js', css: ['assets/shared-x.css'] },
      '_sign-in-g.js': { file: 'assets/sign-in-g.js', name: 'sign-in', imports: ['_sign-in-shared-h.js'] },
      '_sign-in-shared-h.js': { file: 'assets/sign-in-shared-h.js', name: 'sign-in-shared' },
    };
    expect(pageChunkKey(grouped, { source: 'src/Login.tsx', chunk: 'sign-in' })).toBe('_sign-in-g.js');
    expect(routePreloads(grouped, { source: 'src/Login.tsx', chunk: 'sign-in' }).scripts).toEqual([
      'assets/sign-in-g.js',
      'assets/sign-in-shared-h.js',
    ]);
    expect(() => pageChunkKey(grouped, { source: 'src/Login.tsx', chunk: 'login' })).toThrow(
      'Vite manifest has 0 chunks named login (for src/Login.tsx), not one',
    );
  });

  it('asks for the scripts as modules and the styles as preloads before </head>, as Vite requests them', () => {
    const html = withPreloads('<html>\n  <head>\n    <title>t</title>\n  </head>\n</html>', {
      scripts: ['assets/Login-d.js'],
      styles: ['assets/Login-d.css'],
    });
    expect(html).toBe(
      '<html>\n  <head>\n    <title>t</title>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/Login-d.js">\n' +
        '    <link rel="preload" as="style" crossorigin href="/assets/Login-d.css">\n  </head>\n</html>',
    );
  });
});
