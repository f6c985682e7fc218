import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pageChunks, pageChunksFile } from './build/page-chunks';
import { routePreloadPages } from './build/route-preload-plugin';
import { LOGIN_PATH, SYS_LOGIN_PATH } from './src/lib/http/login-pages';

// The sign-in page is the first screen of most visits: its chunk is preloaded by the HTML itself.
const LOGIN_PAGE = 'src/features/auth/login/LoginPage.tsx';
// …in two chunks (its own code, the libraries it shares), not a dozen small common ones.
const signIn = pageChunks(LOGIN_PAGE, 'sign-in', 6);
// The shell's frame, around every menu page, the same way; below the sign-in page's groups, so
// what both use stays in the sign-in page's chunks and the sign-in page loads nothing of the shell.
const shell = pageChunks('src/features/shell/ShellLayout.tsx', 'shell', 4);
// The config-driven table's public surface (ui/table: ConfigTable, ConfirmDelete …), on most menu
// pages, the same way (its libraries: Semi's Table, DatePicker, drag-and-drop …), below the shell's
// groups: a cold /diseaseManage fetches 26 files.
const table = pageChunks('src/ui/table/index.ts', 'table', 2);

export default defineConfig({
  // The gateway serves the app at / with an SPA fallback for client routes, so asset URLs must be
  // absolute: a relative base would break on a deep link such as /gl-hotMap/detail.
  base: '/',
  plugins: [
    react(),
    signIn.plugin,
    shell.plugin,
    table.plugin,
    pageChunksFile([signIn, shell, table]),
    routePreloadPages({
      [LOGIN_PATH]: { source: LOGIN_PAGE, chunk: signIn.chunkName },
      [SYS_LOGIN_PATH]: { source: LOGIN_PAGE, chunk: signIn.chunkName },
    }),
  ],
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
            { name: 'initial', tags: ['$initial'], priority: 7 },
            ...signIn.groups,
            ...shell.groups,
            ...table.groups,
          ],
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
});
