import { describe, expect, it } from 'vitest';
import { featureFolder, PAGE_CHUNKS_FILE, pageChunks, pageChunksFile, pageRegion } from './page-chunks';

// A page of features/auth importing its own modules, a barrel of a package and Semi.
const imports: Record<string, string[]> = {
  '/app/src/features/auth/login/LoginPage.tsx': [
    '/app/src/features/auth/login/form.ts',
    '/app/src/features/auth/shared/encryptor.ts',
    '/semi/input.js',
  ],
  '/app/src/features/auth/login/form.ts': ['/semi/checkbox.js', '/app/src/features/auth/login/LoginPage.tsx'],
  '/app/src/features/auth/shared/encryptor.ts': ['/crypto/rsa.ts'],
  '/semi/input.js': ['/semi/base.js'],
  '/semi/checkbox.js': ['/semi/base.js'],
  '/app/src/features/shell/Shell.tsx': ['/semi/input.js'],
};
const own = (id: string) => id.startsWith('/app/src/features/auth/');

describe('the sign-in page in two chunks', () => {
  it("takes the page's own modules through own imports only, and stops at each library they import", () => {
    const region = pageRegion('/app/src/features/auth/login/LoginPage.tsx', (id) => imports[id], own);
    expect([...region.own].sort()).toEqual([
      '/app/src/features/auth/login/LoginPage.tsx',
      '/app/src/features/auth/login/form.ts',
      '/app/src/features/auth/shared/encryptor.ts',
    ]);
    // The libraries' own dependencies (/semi/base.js) are the bundler's to add as it links them.
    expect([...region.frontier].sort()).toEqual(['/crypto/rsa.ts', '/semi/checkbox.js', '/semi/input.js']);
  });

  it('names the feature folder a page belongs to, on either kind of separator', () => {
    expect(featureFolder('/w/apps/web/src/features/auth/login/LoginPage.tsx')).toBe(
      '/w/apps/web/src/features/auth/',
    );
    expect(featureFolder('C:\\w\\src\\features\\auth\\login\\LoginPage.tsx')).toBe(
      'C:\\w\\src\\features\\auth\\',
    );
  });
});

describe('dist/page-chunks.json', () => {
  it('names the chunk of every grouped page, the sign-in page and the shell alike', () => {
    const pages = [
      pageChunks('src/features/auth/login/LoginPage.tsx', 'sign-in', 4),
      pageChunks('src/features/shell/ShellLayout.tsx', 'shell', 2),
    ];
    const emitted: Array<{ fileName?: string; source?: unknown }> = [];
    const plugin = pageChunksFile(pages);
    const generate = plugin.generateBundle as unknown as (this: {
      emitFile(file: { fileName?: string; source?: unknown }): string;
    }) => void;
    generate.call({ emitFile: (file) => String(emitted.push(file)) });
    expect(emitted.map((file) => file.fileName)).toEqual([PAGE_CHUNKS_FILE]);
    expect(JSON.parse(String(emitted[0]?.source))).toEqual({
      'src/features/auth/login/LoginPage.tsx': 'sign-in',
      'src/features/shell/ShellLayout.tsx': 'shell',
    });
    // Each page's own group at the priority given, its libraries' just below it.
    expect(pages.flatMap((page) => page.groups.map((group) => [group.name, group.priority]))).toEqual([
      ['sign-in', 4],
      ['sign-in-shared', 3],
      ['shell', 2],
      ['shell-shared', 1],
    ]);
  });
});
