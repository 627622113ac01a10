/**
 * How fast a deep link opens: every signed-in screen, each in a fresh browser context (a cold
 * cache), timed from the navigation's start until its main content shows, with the requests made
 * until then. The goal (docs/architecture.md#deep-links): every route under 1.5 s with at most 40
 * requests, on a warm server. /login is measured the same way and printed beside the figures.
 *
 * Starts the built Parley with the demo data (server/main.ts on a free loopback port, a temporary
 * DATA_DIR), signs in through the API, takes the routes the e2e sweep takes (every registered
 * signed-in screen, `:id` filled with a demo record), warms the server by opening each once in one
 * context, then measures them one at a time, so no two pages compete for the cores.
 * ROUTE_LOAD_FILTER=<substring> measures only the matching paths, ROUTE_LOAD_SAMPLE=<n> only n of
 * them spread evenly over the list (quick local checks; the goal is judged on the whole list).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { ensureFrontendBuilt } from '../server/frontend-build.ts';
import { REFRESH_AFTER_MS, REFRESH_MARKER_KEY, TOKEN_KEY } from '../providers/session-store.ts';
import { CHROMIUM, launchChromium } from '../tests/support/chromium.ts';
import { ROOT, startServer, stopServer } from '../tests/support/server-process.ts';
import { DEMO } from '../tests/e2e/helpers.ts';
import { apiSignIn } from '../tests/e2e/sweep/api.ts';
import { routePlan } from '../tests/e2e/sweep/routes.ts';

export const BUDGET_MS = 1_500;
export const BUDGET_REQUESTS = 40;
/** A screen not shown by then counts as failed (and at this time, for the worst figure). */
const RENDER_TIMEOUT_MS = 20_000;

export interface Load {
  path: string;
  /** From the navigation's start to the first frame showing the content, or null if it never did. */
  ms: number | null;
  requests: number;
}

/**
 * In the page: the signed-in layout with its content area filled, or (for guest pages) the centred
 * card; and no spinner or active skeleton anywhere, so the screen's own data has arrived.
 */
function isShown(): number | false {
  const signedIn = document.querySelector('.ant-layout-sider') && document.querySelector('.ant-layout-content > *');
  const guest = document.querySelector('#root form');
  if (!signedIn && !guest) return false;
  if (document.querySelector('.ant-spin-spinning, .ant-skeleton-active')) return false;
  return performance.now();
}

/** Opens `url` in a fresh context (nothing cached) and times it. */
async function load(browser: Browser, url: string, token: string | null): Promise<Load> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  try {
    if (token) await signedIn(context, new URL(url).origin, token);
    const page = await context.newPage();
    let requests = 0;
    let counting = true;
    page.on('request', () => void (counting && requests++));
    await page.goto(url, { waitUntil: 'commit' });
    const shown = await page
      .waitForFunction(isShown, undefined, { polling: 'raf', timeout: RENDER_TIMEOUT_MS })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch((e: unknown) => {
        if (process.env.ROUTE_LOAD_DEBUG) console.log(String(e));
        return null;
      });
    counting = false;
    return { path: new URL(url).pathname, ms: shown === null ? null : Math.round(shown), requests };
  } finally {
    await context.close();
  }
}

/** The session the app keeps in localStorage, set before any script of the page runs. */
async function signedIn(context: BrowserContext, origin: string, token: string): Promise<void> {
  await context.addInitScript(
    ({ origin, token, keys }) => {
      if (location.origin !== origin || localStorage.getItem(keys.token)) return;
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.refresh, String(Date.now() + keys.refreshAfter));
    },
    { origin, token, keys: { token: TOKEN_KEY, refresh: REFRESH_MARKER_KEY, refreshAfter: REFRESH_AFTER_MS } },
  );
}

/** Opens every path once in one context, so the server has run each screen's queries before the timing. */
async function warm(browser: Browser, baseURL: string, token: string, paths: string[]): Promise<void> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  await signedIn(context, baseURL, token);
  const page = await context.newPage();
  for (const p of paths) {
    await page.goto(`${baseURL}${p}`, { waitUntil: 'commit' });
    await page.waitForFunction(isShown, undefined, { polling: 200, timeout: RENDER_TIMEOUT_MS }).catch(() => undefined);
  }
  await context.close();
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

const secs = (ms: number | null) => (ms === null ? 'not shown' : `${(ms / 1000).toFixed(2)} s`);

export async function run(): Promise<void> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run bash scripts/ensure-chromium.sh`);
  const dist = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
  ensureFrontendBuilt(ROOT, dist, (m) => console.log(m));

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-routes-'));
  const { child: server, baseURL } = await startServer({
    logFile: path.join(dataDir, 'server.log'),
    env: { DATA_DIR: path.join(dataDir, 'db'), DIST_DIR: dist, AUTH_RATE_LIMIT: '1000' },
  });
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const session = await apiSignIn(baseURL, DEMO.email, DEMO.password);
    const plan = await routePlan(session);
    const filter = process.env.ROUTE_LOAD_FILTER;
    let paths = [...new Set(plan.routes.map((r) => r.path))].filter((p) => !filter || p.includes(filter));
    const sample = Number(process.env.ROUTE_LOAD_SAMPLE) || 0;
    if (sample > 0 && sample < paths.length) {
      const step = paths.length / sample;
      paths = Array.from({ length: sample }, (_, i) => paths[Math.floor(i * step)]);
    }
    if (!paths.length) throw new Error(`no signed-in route to measure${filter ? ` matches ${filter}` : ''}`);
    console.log(`${paths.length} signed-in routes; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores`);

    await warm(browser, baseURL, session.token, ['/login', ...paths]);
    const login = await load(browser, `${baseURL}/login`, null);
    const loads: Load[] = [];
    for (const p of paths) {
      const l = await load(browser, `${baseURL}${p}`, session.token);
      loads.push(l);
      const over = l.ms === null || l.ms >= BUDGET_MS || l.requests > BUDGET_REQUESTS;
      console.log(`${over ? '!' : ' '} ${secs(l.ms).padStart(9)}  ${String(l.requests).padStart(4)} requests  ${l.path}`);
    }

    const times = loads.map((l) => l.ms ?? RENDER_TIMEOUT_MS);
    const counts = loads.map((l) => l.requests);
    const worstTime = loads.reduce((a, b) => ((b.ms ?? Infinity) > (a.ms ?? Infinity) ? b : a));
    const worstCount = loads.reduce((a, b) => (b.requests > a.requests ? b : a));
    console.log(`\n/login:       ${secs(login.ms)}, ${login.requests} requests`);
    console.log(`routes (${loads.length}): median ${secs(median(times))}, worst ${secs(worstTime.ms)} (${worstTime.path})`);
    console.log(`requests:     median ${median(counts)}, worst ${worstCount.requests} (${worstCount.path})`);
    console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);

    const missed = loads.filter((l) => l.ms === null || l.ms >= BUDGET_MS || l.requests > BUDGET_REQUESTS);
    if (login.ms === null) missed.push(login);
    if (missed.length) {
      console.log(`FAIL: ${missed.length} route(s) over ${BUDGET_MS / 1000} s or ${BUDGET_REQUESTS} requests: ${missed.map((l) => l.path).join(', ')}`);
      process.exitCode = 1;
    } else {
      console.log(`OK: every route renders in under ${BUDGET_MS / 1000} s with at most ${BUDGET_REQUESTS} requests`);
    }
  } finally {
    await browser?.close();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
