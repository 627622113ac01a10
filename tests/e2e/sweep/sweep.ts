/**
 * The browser sweep: two pages side by side take the routes in turn; each waits for its screen to
 * settle and checks it shows no error page (but the access-denied page exactly where can() refuses
 * the user the screen), logs no console or page error, makes no failing API call, has (as staff and
 * as a viewer) no serious or critical axe-core violation, and (in ar) is right-to-left. A screen
 * with a finding is screenshotted (SWEEP_SHOTS=all: every screen, to look at them all); all
 * failures are collected and reported together in one assertion at the end.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { can, type Actor } from '../../../resources/access/index.ts';
import type { E2EContext } from '../fixtures.ts';
import { DEMO, signIn, switchToArabic } from '../helpers.ts';
import { apiSignIn, createViewer, type Session } from './api.ts';
import { seriousAxe } from './axe.ts';
import { routePlan, shard, slug, type SweepRoute } from './routes.ts';
import { GUEST_PATHS } from './product-paths.ts';
import { finiteAnimationsDone } from './animations.ts';

/**
 * `en`: the demo staff user in English, every screen. `viewer`: a viewer in Arabic (the project
 * makes it dark), so one pass judges dark contrast, right-to-left rendering and what a viewer may
 * open: the screens a viewer reads in Arabic, the access-denied page on the rest.
 */
export type SweepKind = 'en' | 'viewer';

/** Who each sweep signs in as, for can(): the demo user is staff and the demo team's owner; the demo team runs the hub. */
const ACTORS: Record<SweepKind, Actor> = {
  en: { id: 0, is_staff: true, role: 'owner', areas: ['hub'] },
  viewer: { id: 0, is_staff: false, role: 'viewer', areas: ['hub'] },
};
const ARABIC: Record<SweepKind, boolean> = { en: false, viewer: true };

/** The sweep's parts per kind: each part is one test, and the workers share them. */
export const SWEEP_PARTS = 6;

interface Options {
  kind: SweepKind;
  /** Which slice of the routes this test covers (a test has 120 s). */
  part: number;
  parts: number;
}

const API = '/api/proxy/api/';
const SETTLE_TIMEOUT_MS = 15_000;
/**
 * Pages sweeping side by side within one test (SWEEP_PAGES, default 1): the parts already run on
 * both workers, each beside its own server, which keeps two cores busy.
 */
const PAGES = Math.max(1, Number(process.env.SWEEP_PAGES) || 1);
/** A full-page screenshot is a third of a screen's time: taken where there is something to see, or of every screen on request. */
const EVERY_SHOT = process.env.SWEEP_SHOTS === 'all';
let staffSession: Promise<Session> | undefined;
let viewerAccount: Promise<{ email: string; password: string }> | undefined;

function staff(baseURL: string): Promise<Session> {
  staffSession ??= apiSignIn(baseURL, DEMO.email, DEMO.password);
  return staffSession;
}

export function viewer(baseURL: string): Promise<{ email: string; password: string }> {
  viewerAccount ??= staff(baseURL).then(createViewer);
  return viewerAccount;
}

/** Watches a page's requests so the sweep can wait for quiet and see failed API calls. */
function watch(page: Page) {
  let inflight = 0;
  const state = { errors: [] as string[], get inflight() { return inflight; } };
  // The live-event stream stays open for as long as the page does: it is never a screen loading.
  const counted = (r: Request) => !new URL(r.url()).pathname.endsWith('/v1/events');
  page.on('request', (r) => void (counted(r) && inflight++));
  page.on('requestfinished', (r) => void (counted(r) && inflight--));
  page.on('requestfailed', (r) => {
    if (counted(r)) inflight--;
    // A navigation away aborts what the previous screen still had in flight: not a finding.
    if (!/ERR_ABORTED/.test(r.failure()?.errorText ?? '')) state.errors.push(`request failed: ${r.method()} ${r.url()} ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && r.url().includes(API)) state.errors.push(`HTTP ${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`);
  });
  page.on('pageerror', (e) => state.errors.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') state.errors.push(`console error: ${m.text().slice(0, 400)}`);
  });
  return state;
}

/**
 * Opens a path: inside the app by a client-side navigation (what a menu click does; no reload, so
 * a sweep of 150 screens does not boot the app 150 times), else by a full load. React Router
 * navigates in a transition, keeping the old screen up while the new one loads, so the old
 * screen's root is marked first and the new screen counts as shown once that mark is gone.
 */
async function open(page: Page, path: string): Promise<void> {
  const marked = await page
    .evaluate(() => {
      const root = document.querySelector('.ant-layout-content > *');
      if (!document.querySelector('.ant-layout-sider') || !root) return false;
      root.setAttribute('data-sweep-stale', '');
      return true;
    })
    .catch(() => false);
  if (!marked) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    return;
  }
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForFunction(() => !document.querySelector('[data-sweep-stale]'), undefined, { timeout: SETTLE_TIMEOUT_MS });
}

/**
 * The sweep judges each screen as it stands once loaded: CSS transitions and finite animations
 * end at once (a button enabled once its record arrives would otherwise be read mid-fade, white
 * text on a washed-out background), so no screen waits on them either.
 */
const STILL = `document.addEventListener('DOMContentLoaded', () => {
  const style = document.createElement('style');
  style.textContent = '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; animation-duration: 0s !important; animation-delay: 0s !important; }';
  document.head.appendChild(style);
});`;

/**
 * Until no request is in flight, no spinner or active skeleton shows and no finite animation runs
 * (a script's own, which STILL does not reach), twice 50 ms apart. Endless animations (a live
 * dot) never finish and are not waited for.
 */
async function settle(page: Page, net: { inflight: number }): Promise<boolean> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let quiet = 0;
  while (Date.now() < deadline) {
    const busy =
      net.inflight > 0 ||
      (await page
        .evaluate(() => !document.querySelector('#root *') || !!document.querySelector('.ant-spin-spinning, .ant-skeleton-active'))
        .catch(() => true)) ||
      !(await page.evaluate(finiteAnimationsDone).catch(() => false));
    quiet = busy ? 0 : quiet + 1;
    if (quiet >= 2) return true;
    await page.waitForTimeout(50);
  }
  return false;
}

export async function errorCode(page: Page): Promise<string | null> {
  const el = page.getByTestId('error-code');
  return (await el.count()) ? ((await el.first().textContent()) ?? '').trim() : null;
}

/** Problem text → the paths (with their screenshots) that show it, so one fault reads once. */
class Findings {
  private byProblem = new Map<string, string[]>();
  add(problem: string, where: string): void {
    const list = this.byProblem.get(problem) ?? [];
    list.push(where);
    this.byProblem.set(problem, list);
  }
  get size(): number {
    return this.byProblem.size;
  }
  report(): string {
    return [...this.byProblem]
      .map(([problem, where]) => `✗ ${problem}\n    on ${where.length} screen(s): ${where.slice(0, 6).join(', ')}${where.length > 6 ? `, … (+${where.length - 6})` : ''}`)
      .join('\n');
  }
}

export async function sweep(ctx: E2EContext, { kind, part, parts }: Options): Promise<void> {
  const t0 = Date.now();
  const session = await staff(ctx.baseURL);
  const plan = await routePlan(session);
  // The viewer's sweep judges the shared screens once: a generic edit form is its create form filled
  // in, and the filled values are judged on the record's page; staff's sweeps every screen.
  const mine = kind === 'en' ? plan.routes : plan.routes.filter((route) => !route.genericEdit);
  const routes = shard(mine, part, parts).slice(0, Number(process.env.SWEEP_LIMIT) || undefined);
  const findings = new Findings();
  if (part === 0 && kind === 'en') {
    console.log(`    ${plan.routes.length} signed-in routes to sweep; documented paths with no screen yet (${plan.missingScreens.length}): ${plan.missingScreens.join(', ') || 'none'}`);
    // A screen whose :id no record fills is itself a finding (every screen has data to show).
    for (const u of plan.unfilled) findings.add(`not swept: ${u.why}`, u.pattern);
  }
  const who = kind === 'viewer' ? await viewer(ctx.baseURL) : DEMO;

  // Each page signs in on its own (one session each, so one page's token refresh cannot sign the other out).
  const lanes = await ctx.step(`sign in as ${kind === 'viewer' ? 'a viewer' : 'the demo staff user'} in ${PAGES} page(s)`, () =>
    Promise.all(Array.from({ length: PAGES }, async () => {
      // The project sets the colour scheme: light for staff, dark for the viewer.
      const context = await ctx.newContext();
      await context.addInitScript(STILL);
      const page = await context.newPage();
      const net = watch(page);
      await signIn(page, who.email, who.password);
      if (ARABIC[kind]) {
        await switchToArabic(page);
      }
      return { page, net };
    })),
  );

  const times: Array<[string, number]> = [];
  let next = 0;
  await ctx.step(`sweep ${routes.length} routes (${kind}, part ${part + 1}/${parts})`, () =>
    // The pages take the next route in turn, so a slow screen on one page does not hold the other.
    Promise.all(
      lanes.map(async ({ page, net }) => {
        for (let first = true; next < routes.length; first = false) {
          const route = routes[next++];
          // The shell (menu, header) is the same on every screen: axe checks it whole on a page's first, then each screen's content.
          const axeScope = first ? undefined : '.ant-layout-content';
          const { problems, shot, ms } = await visit(ctx, page, net, route, kind, axeScope);
          for (const p of problems) findings.add(p, `${route.path} (${shot})`);
          times.push([route.path, ms]);
        }
      }),
    ),
  );
  if (part === 0) await notFoundAndGuests(ctx, lanes[0].page, lanes[0].net, findings, kind);

  const ms = Date.now() - t0;
  times.sort((a, b) => b[1] - a[1]);
  console.log(`    swept ${routes.length} routes as ${kind} (part ${part + 1}/${parts}) in ${(ms / 1000).toFixed(1)} s; slowest: ${times.slice(0, 3).map(([p, t]) => `${p} ${(t / 1000).toFixed(1)} s`).join(', ')}`);
  assert.equal(findings.size, 0, `${findings.size} distinct problem(s) in the ${kind} sweep (part ${part + 1}/${parts}):\n${findings.report()}`);
}

async function visit(
  ctx: E2EContext,
  page: Page,
  net: ReturnType<typeof watch>,
  route: SweepRoute,
  kind: SweepKind,
  axeScope: string | undefined,
): Promise<{ problems: string[]; shot: string; ms: number }> {
  const start = Date.now();
  const problems: string[] = [];
  net.errors.length = 0;
  try {
    await open(page, route.path);
  } catch (e) {
    problems.push(`navigation failed: ${(e as Error).message.split('\n')[0]}`);
  }
  const tGoto = Date.now();
  if (!(await settle(page, net))) problems.push(`did not settle within ${SETTLE_TIMEOUT_MS / 1000} s (a spinner or request still busy)`);
  const landed = new URL(page.url()).pathname;
  if (landed === '/login' || landed === '/verify-email') problems.push(`sent to ${landed}`);
  const code = await errorCode(page);
  // The access-denied page shows exactly where can() refuses this user the screen (a viewer on
  // write and staff-only screens); never a 404 or 500.
  const denied = !!route.access && !can(ACTORS[kind], route.access).can;
  if (code && !(denied && code === '403')) {
    problems.push(`error page: ${(await page.getByTestId('error-code').locator('xpath=..').innerText()).replace(/\s+/g, ' ').slice(0, 160)}`);
  }
  if (denied && code !== '403') problems.push(`no access-denied page, though can() refuses ${kind} ${route.access!.action} on ${route.access!.resource}`);
  if (ARABIC[kind]) {
    const dir = await page.evaluate(() => document.documentElement.dir);
    if (dir !== 'rtl') problems.push(`document dir is ${dir || '(none)'}, not rtl`);
  }
  const tSettle = Date.now();
  problems.push(...(await seriousAxe(page, axeScope).catch((e: Error) => [`axe failed: ${e.message.split('\n')[0]}`])));
  const tAxe = Date.now();
  problems.push(...net.errors);
  const shot = EVERY_SHOT || problems.length ? path.relative(process.cwd(), await ctx.screenshot(page, `sweep-${kind}-${slug(route.path)}`)) : 'no screenshot';
  if (process.env.SWEEP_DEBUG) console.log(`      ${route.path}: open ${tGoto - start} settle ${tSettle - tGoto} axe ${tAxe - tSettle} shot ${Date.now() - tAxe} ms`);
  return { problems, shot, ms: Date.now() - start };
}

/** An unknown path shows the 404 page naming it; each guest page renders for a signed-out visitor. */
async function notFoundAndGuests(ctx: E2EContext, signedIn: Page, net: ReturnType<typeof watch>, findings: Findings, kind: SweepKind): Promise<void> {
  await ctx.step('an unknown path shows the 404 page', async () => {
    net.errors.length = 0;
    await signedIn.goto('/no/such/page');
    await settle(signedIn, net);
    const shot = path.relative(process.cwd(), await ctx.screenshot(signedIn, `sweep-${kind}-404`));
    const where = `/no/such/page (${shot})`;
    const code = await errorCode(signedIn);
    if (code !== '404') findings.add(`expected the 404 page, saw ${code ?? 'no error page'}`, where);
    const text = (await signedIn.locator('body').innerText()).replace(/\s+/g, ' ');
    const expected = ARABIC[kind] ? '/no/such/page' : 'Page not found: /no/such/page';
    if (!text.includes(expected)) findings.add(`the text '${expected}' is missing`, where);
    // The 404 page's content only (its `main`, in the guest layout): the shell was checked with the routes.
    for (const p of [...(await seriousAxe(signedIn, 'main')), ...net.errors]) findings.add(p, where);
  });
  await ctx.step('guest pages render signed out', async () => {
    const context = await ctx.newContext();
    // The viewer's pass sees the guest pages in Arabic too (the language a visitor chose is kept in the browser).
    if (ARABIC[kind]) await context.addInitScript(() => localStorage.setItem('locale', 'ar'));
    const guest = await context.newPage();
    const gnet = watch(guest);
    for (const { path: p, lands } of GUEST_PATHS) {
      gnet.errors.length = 0;
      await guest.goto(p, { waitUntil: 'domcontentloaded' });
      await settle(guest, gnet);
      const problems: string[] = [];
      const code = await errorCode(guest);
      if (code) problems.push(`error page ${code}`);
      const landed = new URL(guest.url()).pathname;
      if (landed !== lands) problems.push(`a guest opening ${p} lands on ${landed}, not ${lands}`);
      problems.push(...(await seriousAxe(guest)), ...gnet.errors);
      const shot = path.relative(process.cwd(), await ctx.screenshot(guest, `sweep-guest-${kind}-${slug(p)}`));
      for (const x of problems) findings.add(`guest: ${x}`, `${p} (${shot})`);
    }
  });
}
