/**
 * npm run test:e2e [-- filter…] — a small end-to-end harness (no Playwright test runner: only
 * playwright-core and Debian's Chromium are available here).
 *
 * Starts Parley on a free loopback port with a fresh temporary DATA_DIR, waits for the health
 * endpoint, launches /usr/bin/chromium, runs every tests/e2e/*.e2e.ts module (or those whose
 * name contains a filter), screenshots open pages on failure into test-results/e2e/, stops the
 * server and prints `N passed, M failed`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ensureFrontendBuilt } from '../../server/frontend-build.ts';
import type { E2EContext, E2EModule } from './context.ts';
import { CHROMIUM, launchChromium } from '../support/chromium.ts';
import { freePort, startServer, stopServer, tail } from '../support/server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'test-results/e2e');
const TEST_TIMEOUT_MS = 120_000;
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`test timed out after ${secs(ms)}`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

async function main(): Promise<number> {
  const filters = process.argv.slice(2);
  const files = fs.readdirSync(path.join(root, 'tests/e2e')).filter((f) => f.endsWith('.e2e.ts')).sort();
  const tests: E2EModule[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(root, 'tests/e2e', file)).href)) as E2EModule;
    const named = filters.some((f) => file.includes(f) || mod.name.includes(f));
    // Opt-in modules run only when a filter names them (see their `optIn` for why).
    if (mod.optIn ? named : !filters.length || named) tests.push(mod);
  }
  if (!tests.length) {
    console.log(`no e2e tests found${filters.length ? ` matching ${filters.join(', ')}` : ''}`);
    return 1;
  }
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run bash scripts/ensure-chromium.sh`);
  // Build the front end here when it is missing or stale (as `npm start` would), so the server's
  // own start-up build does not eat into the health-check wait; the server then skips it.
  ensureFrontendBuilt(root, path.resolve(root, process.env.DIST_DIR ?? 'dist'), (m) => console.log(m));

  fs.mkdirSync(outDir, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-'));
  const logFile = path.join(outDir, 'server.log');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close().catch(() => {});
    if (server) await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));

  let passed = 0;
  let failed = 0;
  try {
    const t0 = Date.now();
    fs.rmSync(logFile, { force: true });
    server = (
      await startServer({
        port,
        logFile,
        // Many tests log in within a minute; the login rate limit is tested by the API tests.
        env: { DATA_DIR: dataDir, AUTH_RATE_LIMIT: process.env.AUTH_RATE_LIMIT ?? '1000' },
      })
    ).child;
    console.log(`server up on ${baseURL} in ${secs(Date.now() - t0)} (log: ${path.relative(root, logFile)})`);
    browser = await launchChromium();

    for (const mod of tests) {
      const contexts: BrowserContext[] = [];
      let failedStep = '';
      const ctx: E2EContext = {
        baseURL,
        browser,
        async newContext(opts) {
          const c = await browser!.newContext({ baseURL, locale: 'en-US', viewport: { width: 1280, height: 800 }, ...opts });
          c.setDefaultTimeout(15_000);
          contexts.push(c);
          return c;
        },
        async screenshot(page: Page, name: string) {
          const file = path.join(outDir, `${name.replace(/[^\w.-]+/g, '_')}.png`);
          // Finite animations end at once (a progress bar's shimmer never stops on its own), and a
          // busy machine gets one more try before a screenshot counts as a failure.
          const shoot = () => page.screenshot({ path: file, fullPage: true, animations: 'disabled', timeout: 20_000 });
          await shoot().catch(shoot);
          return file;
        },
        async step(label, fn) {
          const s = Date.now();
          console.log(`    · ${label}`);
          try {
            return await fn();
          } catch (e) {
            failedStep ||= label;
            throw e;
          } finally {
            if (Date.now() - s > 2000) console.log(`      (${secs(Date.now() - s)})`);
          }
        },
      };
      const start = Date.now();
      console.log(`  ▶ ${mod.name}`);
      try {
        await withTimeout(mod.run(ctx), mod.timeoutMs ?? TEST_TIMEOUT_MS);
        passed++;
        console.log(`  ✓ ${mod.name} (${secs(Date.now() - start)})`);
      } catch (e) {
        failed++;
        console.log(`  ✗ ${mod.name} (${secs(Date.now() - start)})${failedStep ? ` in step "${failedStep}"` : ''}`);
        console.log(String((e as Error)?.stack ?? e).replace(/^/gm, '      '));
        const pages = contexts.flatMap((c) => c.pages());
        for (const [i, page] of pages.entries()) {
          const shot = await ctx.screenshot(page, `${mod.name}-failure${pages.length > 1 ? `-${i + 1}` : ''}`).catch(() => null);
          if (shot) console.log(`      screenshot: ${path.relative(root, shot)} (${page.url()})`);
        }
      }
      for (const c of contexts) await c.close().catch(() => {});
    }
  } finally {
    await stop();
  }
  if (failed) console.log(`server log tail:\n${tail(logFile, 20)}`);
  console.log(`\n${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(`e2e harness failed: ${(e as Error)?.stack ?? e}`);
    console.log('\n0 passed, 1 failed');
    process.exit(1);
  },
);
