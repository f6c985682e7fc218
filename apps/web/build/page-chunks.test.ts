import { describe, expect, it } from 'vitest';
import { featureFolder, pageRegion } from './page-chunks';

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
