import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure logic, plugins injected in-process, contract checks) and `browser`
// (real headless Chromium against a started gateway serving the built web app).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // The unit files run first, on both CPUs; the browser files after them (groupOrder 1),
          // so neither starves the other's timers.
          sequence: { groupOrder: 0 },
          maxWorkers: 2,
          // One module cache per worker, not per file: re-importing the gateway (contract, Ajv,
          // Fastify) for each of ~200 files cost as much as the tests themselves (import 199 s of
          // 513 s; 22 s of 245 s without). Each test builds its own gateway, store and clock.
          isolate: false,
          include: [
            'packages/**/src/**/*.test.ts',
            'apps/gateway/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'mocks/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/gateway/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/dist/**'],
          // Many tests build a whole gateway (contract, Ajv, mock store, key pair): on a busy 2-CPU
          // CI machine one can take seconds, which is no failure of the behaviour under test.
          testTimeout: 15_000,
          hookTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at a time: most of a browser test is waiting (timers, animations, the
          // gateway), so two overlap well on a 2-CPU machine; more start to starve each other.
          maxWorkers: 2,
          // As in the unit project: the support modules and the gateway are imported once per
          // worker (each file still starts its own gateway and Chromium).
          isolate: false,
          sequence: { groupOrder: 1 },
          // expect.poll waits for the page (a count animating, a map redrawn): 1 s, the default,
          // is a busy machine's hiccup, not a failure of the behaviour.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
