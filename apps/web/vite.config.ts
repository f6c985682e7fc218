import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // The gateway serves the app at / with an SPA fallback for client routes, so asset URLs must be
  // absolute: a relative base would break on a deep link such as /gl-hotMap/detail.
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed names under assets/: the gateway caches them as immutable, index.html never.
    assetsDir: 'assets',
    // dist/.vite/manifest.json maps every source module to its chunk: bench/bundle-report.mjs reads it.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  preview: { port: 4173, strictPort: true },
});
