/**
 * What every browser test is handed: `e2e`, a running Parley of its worker's own and the small
 * kit the journeys share (new contexts, named screenshots, labelled steps). A worker starts its
 * server once (fresh temporary DATA_DIR, demo data, its own SMSC simulator port) and stops it when
 * it ends; a failed test leaves screenshots of its open pages and the server log's tail attached to
 * its report.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { freePort, ROOT, startServer, stopServer, tail } from '../support/server-process.ts';
import { DEMO } from './helpers.ts';
import { apiGet, apiSignIn } from './sweep/api.ts';
import type { SweepKind } from './sweep/sweep.ts';

export const SHOTS_DIR = path.join(ROOT, 'test-results/e2e');

export interface E2EContext {
  /** http://127.0.0.1:<port> of this worker's Parley. */
  baseURL: string;
  /** The port of that Parley's own SMSC simulator. */
  smscPort: number;
  /** The port hub clients bind to (its SMPP server). */
  smppPort: number;
  browser: Browser;
  /** A new browser context (the project's colour scheme, baseURL set); closed after the test. */
  newContext(opts?: BrowserContextOptions): Promise<BrowserContext>;
  /** Saves test-results/e2e/<name>.png and returns its path. */
  screenshot(page: Page, name: string): Promise<string>;
  /** Runs fn as a named step of the report, so a failure shows the step it happened in. */
  step<T>(label: string, fn: () => Promise<T>): Promise<T>;
}

/** Options a project sets: which sweep it runs (staff in light English, a viewer in dark Arabic). */
export interface E2EOptions {
  sweepKind: SweepKind;
}

interface Parley {
  baseURL: string;
  smscPort: number;
  smppPort: number;
  logFile: string;
}

/**
 * Until a fresh server's first work is done: the demo's first jobs (an export, a rate sheet) run
 * right after seeding, and a test's first sign-in racing them on a busy machine could wait out its
 * timeout. Signs in once (which also warms the password check) and waits for no queued or running job.
 */
async function settled(baseURL: string): Promise<void> {
  const session = await apiSignIn(baseURL, DEMO.email, DEMO.password);
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
    const busy = await apiGet<unknown[]>(session, '/v1/jobs?status=queued&status=running&status=retrying&_end=1');
    if (busy.status === 200 && Array.isArray(busy.data) && busy.data.length === 0) return;
  }
}

export const test = base.extend<{ e2e: E2EContext } & E2EOptions, { parley: Parley }>({
  sweepKind: ['en', { option: true }],
  parley: [
    async ({}, use, workerInfo) => {
      fs.mkdirSync(SHOTS_DIR, { recursive: true });
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-'));
      const logFile = path.join(SHOTS_DIR, `server-${workerInfo.workerIndex}.log`);
      fs.rmSync(logFile, { force: true });
      const smscPort = await freePort();
      const smppPort = await freePort();
      const server = await startServer({
        logFile,
        env: {
          DATA_DIR: dataDir,
          SMSC_SIMULATOR_PORT: String(smscPort),
          SMPP_SERVER_PORT: String(smppPort),
          // Many tests sign in within a minute; the sign-in rate limit is tested by the API tests.
          AUTH_RATE_LIMIT: process.env.AUTH_RATE_LIMIT ?? '1000',
        },
      });
      try {
        await settled(server.baseURL);
        await use({ baseURL: server.baseURL, smscPort, smppPort, logFile });
      } finally {
        await stopServer(server.child);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ parley }, use) => use(parley.baseURL),
  e2e: async ({ browser, parley }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    const ctx: E2EContext = {
      baseURL: parley.baseURL,
      smscPort: parley.smscPort,
      smppPort: parley.smppPort,
      browser,
      async newContext(opts) {
        const c = await browser.newContext({ baseURL: parley.baseURL, ...opts });
        c.setDefaultTimeout(15_000);
        contexts.push(c);
        return c;
      },
      async screenshot(page, name) {
        const file = path.join(SHOTS_DIR, `${name.replace(/[^\w.-]+/g, '_')}.png`);
        // Finite animations end at once (a progress bar's shimmer never stops on its own). On a
        // busy machine Chromium has been seen to stall capturing a tall page beyond its viewport:
        // the second try is of the viewport alone, which is what someone opening the file looks at first.
        const shoot = (fullPage: boolean) => page.screenshot({ path: file, fullPage, animations: 'disabled', timeout: 20_000 });
        await shoot(true).catch((e: Error) => {
          console.log(`    screenshot ${name}: the full page timed out (${e.message.split('\n')[0]}); taking the viewport`);
          return shoot(false);
        });
        return file;
      },
      step: (label, fn) => test.step(label, fn),
    };
    await use(ctx);
    if (testInfo.status !== testInfo.expectedStatus) {
      const pages = contexts.flatMap((c) => c.pages());
      for (const [i, page] of pages.entries()) {
        const shot = await page.screenshot({ fullPage: true, timeout: 10_000 }).catch(() => null);
        if (shot) await testInfo.attach(`page ${i + 1}: ${page.url()}`, { body: shot, contentType: 'image/png' });
      }
      await testInfo.attach('server log (tail)', { body: tail(parley.logFile, 40), contentType: 'text/plain' });
    }
    for (const c of contexts) await c.close().catch(() => {});
  },
});
