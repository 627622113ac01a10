/**
 * The browser tests: `npm run test:e2e [-- <file or name filter>]`.
 *
 * Each worker starts its own Parley (fresh embedded database, demo data, its own SMSC simulator
 * port) in tests/e2e/fixtures.ts, so workers never share a server. Journeys run in the
 * light project; the screen sweep runs once per project: as staff in light English, and as a viewer
 * in dark Arabic (axe judges contrast in both modes; the second pass is right-to-left).
 */
import os from 'node:os';
import { defineConfig } from '@playwright/test';
import type { E2EOptions } from './tests/e2e/fixtures.ts';

const SWEEP = /sweep\.e2e\.ts$/;

export default defineConfig<E2EOptions>({
  testDir: 'tests/e2e',
  testMatch: /\.e2e\.ts$/,
  outputDir: 'test-results/playwright',
  globalSetup: './tests/e2e/global-setup.ts',
  // A worker keeps about two cores busy at its peaks (its browser renders while its server answers):
  // one worker per two cores. Two workers on two cores took 27 minutes and timed out under each
  // other's load where one took 17 and passed.
  workers: Number(process.env.E2E_WORKERS) || Math.max(1, Math.floor(os.availableParallelism() / 2)),
  fullyParallel: true,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // A failure is tried once more, recording a trace, and the report names the test as flaky:
  // a race is seen and fixed, never hidden.
  retries: 1,
  reportSlowTests: null,
  reporter: [
    ['list'],
    ['html', { outputFolder: 'test-results/report', open: 'never' }],
    ['json', { outputFile: 'test-results/e2e.json' }],
  ],
  use: {
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // Without the background-networking flags Chromium keeps dialling Google on this closed network.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'light', use: { colorScheme: 'light', sweepKind: 'en' } },
    { name: 'dark Arabic', testMatch: SWEEP, use: { colorScheme: 'dark', sweepKind: 'viewer' } },
  ],
});
