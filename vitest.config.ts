import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Three files at a time on the two-core CI machine: the tests mostly wait (on
          // PostgreSQL, sockets, timers), so 8 minutes instead of 14 with Vitest's one worker.
          maxWorkers: 3,
          globalSetup: ['tests/helpers/global-setup.ts', 'tests/helpers/build-javascript-sdk.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Real processes under real faults (tests/faults/README.md): kill -9, SIGTERM, PostgreSQL
        // and Redis outages. One file at a time: each owns a PostgreSQL it kills, and its timings
        // should not compete with another file's load.
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 240_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The schema-derived fuzzer: its own run (`npm run test:fuzz`, after the integration
        // tests), so the health-check latencies it asserts measure the fuzzer's load alone.
        test: {
          name: 'fuzz',
          include: ['tests/fuzz/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
