import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/flaky-reporter.ts', './tests/support/file-times-reporter.ts'],
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          // Node unless a file asks for jsdom (its first line): a browser per file is most of a small file's time.
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          server: { deps: { inline: [/@refinedev\//] } },
          // Two files at a time on a two-core machine (most of a file's time is importing and
          // setting up jsdom, not rendering). A render sharing the CPU can take a few seconds, so
          // a test has 15 s rather than 5 before it counts as hung. Each file keeps its own modules:
          // many initialise i18n or mock a module, and a file reads them as it set them.
          maxWorkers: Math.max(2, os.availableParallelism() - 1),
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          // Vitest's default (one core fewer than the machine has) is a single worker on a two-core
          // CI machine, yet an API test file often waits (on a child server, PostgreSQL, a paced
          // import) with a core idle: two files at a time keep both cores busy.
          maxWorkers: Number(process.env.API_WORKERS) || Math.max(2, os.availableParallelism() - 1),
          // A worker imports the server once for all its files rather than once per file (about 2 s
          // of a file's 3 to 5 s of set-up): each file still starts its own app on its own database.
          // It holds because Parley keeps no state per module that outlives an app: caches are keyed
          // by their context or database (WeakMap), as one keyed by ids alone would mix two files'
          // databases and fail their tests.
          isolate: false,
          // A project with its own worker count runs in its own group: after the unit tests when both run.
          sequence: { groupOrder: 1 },
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // An API test that drives child servers, SMSCs and queues through real time can lose a
          // race to a loaded machine; it gets one more try, and tests/support/flaky-reporter.ts
          // names every test that needed it at the end of the run, so a race is seen and fixed.
          retry: 1,
        },
      },
    ],
  },
});
