import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routePreloadPages } from './build/route-preload-plugin';
import { LOGIN_PATH, SYS_LOGIN_PATH } from './src/lib/http/login-pages';

// The sign-in page is the first screen of most visits: its chunk is preloaded by the HTML itself.
const LOGIN_PAGE = 'src/features/auth/login/LoginPage.tsx';

export default defineConfig({
  // The gateway serves the app at / with an SPA fallback for client routes, so asset URLs must be
  // absolute: a relative base would break on a deep link such as /gl-hotMap/detail.
  base: '/',
  plugins: [react(), routePreloadPages({ [LOGIN_PATH]: LOGIN_PAGE, [SYS_LOGIN_PATH]: LOGIN_PAGE })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed names under assets/: the gateway caches them as immutable, index.html never.
    assetsDir: 'assets',
    // dist/.vite/manifest.json maps every source module to its chunk: bench/bundle-report.mjs reads it.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically, in one file rather than a dozen common chunks.
            { name: 'initial', tags: ['$initial'], priority: 2 },
          ],
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
});
