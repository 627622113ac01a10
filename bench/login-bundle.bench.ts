/**
 * How much JavaScript /login loads, counted as a browser sees it; the budget is 250 KB gzipped.
 *
 * Starts the built Parley (server/main.ts on a free loopback port, a temporary DATA_DIR, no demo
 * data), opens /login in Chromium and waits until no request has been under way for two seconds.
 * Every JavaScript response until then counts, whatever fetched it (the entry, its preloads, lazy
 * chunks, prefetches): its body gzipped at level 9, the same for every file, since the server itself
 * does not compress. Prints each file and the total, and fails above the budget.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { ensureFrontendBuilt } from '../server/frontend-build.ts';
import { CHROMIUM, launchChromium } from '../tests/support/chromium.ts';
import { ROOT, startServer, stopServer } from '../tests/support/server-process.ts';

export const BUDGET_KB = 250;
/** The network counts as settled after this long without a request under way. */
export const IDLE_MS = 2_000;
const SETTLE_TIMEOUT_MS = 60_000;

export interface Row {
  file: string;
  raw: number;
  gzip: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export const isJavaScript = (response: Pick<Response, 'url' | 'headers'>) =>
  /javascript|ecmascript/.test(response.headers()['content-type'] ?? '') || new URL(response.url()).pathname.endsWith('.js');

/** Resolves once `page` has had no request under way for `idleMs`. */
export function networkIdle(page: Page, idleMs = IDLE_MS, timeoutMs = SETTLE_TIMEOUT_MS): Promise<void> {
  let inflight = 0;
  let last = Date.now();
  const started = Date.now();
  const touch = (delta: number) => () => {
    inflight = Math.max(0, inflight + delta);
    last = Date.now();
  };
  page.on('request', touch(1));
  page.on('requestfinished', touch(-1));
  page.on('requestfailed', touch(-1));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (inflight === 0 && Date.now() - last >= idleMs) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(timer);
        reject(new Error(`the network did not settle within ${timeoutMs / 1000} s (${inflight} requests under way)`));
      }
    }, 100);
  });
}

/** Every JavaScript response of loading `url` until the network settles, with raw and gzipped sizes. */
export async function measure(page: Page, url: string): Promise<Row[]> {
  const bodies: Promise<Row>[] = [];
  page.on('response', (response) => {
    if (!isJavaScript(response)) return;
    const file = new URL(response.url()).pathname;
    bodies.push(response.body().then((body) => ({ file, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length })));
  });
  const settled = networkIdle(page);
  await page.goto(url, { waitUntil: 'load' });
  await settled;
  return (await Promise.all(bodies)).sort((a, b) => b.gzip - a.gzip);
}

function printTable(rows: Row[]): number {
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  const raw = rows.reduce((sum, r) => sum + r.raw, 0);
  const width = Math.max(20, ...rows.map((r) => r.file.length));
  console.log(`${'file'.padEnd(width)}  ${'raw bytes'.padStart(10)}  ${'gzip bytes'.padStart(10)}`);
  for (const r of rows) console.log(`${r.file.padEnd(width)}  ${String(r.raw).padStart(10)}  ${String(r.gzip).padStart(10)}`);
  console.log(`${'total'.padEnd(width)}  ${String(raw).padStart(10)}  ${String(total).padStart(10)}`);
  return total;
}

export async function run(): Promise<void> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run bash scripts/ensure-chromium.sh`);
  const dist = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
  ensureFrontendBuilt(ROOT, dist, (m) => console.log(m));

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-login-'));
  const { child: server, baseURL } = await startServer({
    logFile: path.join(dataDir, 'server.log'),
    env: { DATA_DIR: path.join(dataDir, 'db'), SEED_DEMO: 'false', DIST_DIR: dist },
  });
  const browser = await launchChromium().catch(async (e: unknown) => {
    await stopServer(server);
    throw e;
  });
  try {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    const rows = await measure(await context.newPage(), `${baseURL}/login`);
    console.log(`/login in Chromium, every JavaScript response until ${IDLE_MS / 1000} s without a request (gzip -9 of each body):`);
    const total = printTable(rows);
    console.log(`total gzipped JS: ${kb(total)} KB over ${rows.length} files (budget ${BUDGET_KB} KB)`);
    if (total > BUDGET_KB * 1024) {
      console.log(`FAIL: /login loads more than ${BUDGET_KB} KB of gzipped JavaScript`);
      process.exitCode = 1;
    } else {
      console.log(`OK: /login is within ${BUDGET_KB} KB of gzipped JavaScript`);
    }
  } finally {
    await browser.close();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
