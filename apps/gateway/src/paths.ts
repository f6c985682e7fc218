import { fileURLToPath } from 'node:url';

// Anchored here, at apps/gateway/src/, which sits at the same depth as the bundled
// apps/gateway/dist/main.js: the same relative URL finds the repository from both.
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const mocksRoot = fileURLToPath(new URL('../../../mocks/', import.meta.url));
