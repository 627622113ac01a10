/**
 * axe-core in the page, injected once per document and run with `axe.run`.
 *
 * @axe-core/playwright's AxeBuilder injects the ~600 KB script again on every call and, outside its
 * legacy mode, finishes each run in a freshly opened blank page: most of the sweep's time went
 * there. The sweep navigates inside the single-page app, so one injection serves every screen.
 * The rules, their impacts and what fails are axe's own and unchanged.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, ContextObject, RunOptions } from 'axe-core';
import { finiteAnimationsDone } from './animations.ts';

// axe-core as the declared @axe-core/playwright package brings it, so both always agree on the version.
const require = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
let source: string | undefined;

/** Selectors axe may not judge, each because the markup is antd's own and not ours to change. */
export const AXE_EXCLUDE: string[] = [
  // antd's Table renders a hidden measuring row (aria-hidden) that holds copies of the header
  // cells; axe sees focusable things inside it. It is antd's layout machinery, never shown or reachable.
  '.ant-table-measure-row',
];

async function inject(page: Page): Promise<void> {
  if (await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')) return;
  source ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
}

/**
 * Serious and critical axe-core violations, one string per rule and first target. `within` limits
 * the check to a part of the page (the sweep checks the shell once, then each screen's content).
 */
export async function seriousAxe(page: Page, within?: string): Promise<string[]> {
  await inject(page);
  // Colours are judged at rest: a button just clicked fades from its hover colours, and on a busy
  // machine axe would read it mid-fade. Finite animations (CSS transitions too) get 2 s to end.
  await page
    .waitForFunction(finiteAnimationsDone, undefined, { timeout: 2_000 })
    .catch(() => undefined);
  // A screen outside the app shell (onboarding, the blank layout) has no content area: judge it whole.
  if (within && !(await page.locator(within).count())) within = undefined;
  const context: ContextObject = within ? { include: [within], exclude: AXE_EXCLUDE } : { exclude: AXE_EXCLUDE };
  // Violations only: collecting the passes' node details would double the time per page. The
  // screens hold no frames of ours (the outbox's mail preview opens only on a click).
  const options: RunOptions = { resultTypes: ['violations'], iframes: false };
  // A string expression rather than a function: Playwright's argument typing chokes on axe's types.
  const result = (await page.evaluate(`window.axe.run(${JSON.stringify(context)}, ${JSON.stringify(options)})`)) as AxeResults;
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    // One line per rule and distinct element kind, so the same fault groups across screens.
    .flatMap((v) => [...new Set(v.nodes.map((n) => shortTarget(n.target.join(' '))))].slice(0, 3).map((t) => `axe ${v.id} (${v.impact}): ${v.help} — ${t}`));
}

/** The tail of a CSS path without antd's hashed theme classes, so the same fault reads the same on every screen. */
function shortTarget(target: string): string {
  return target
    .replace(/\.css-[\w-]+/g, '')
    .replace(/\[data-row-key="[^"]*"\]/g, '')
    .replace(/:nth-child\(\d+\)/g, '')
    .split(' > ')
    .slice(-2)
    .join(' > ');
}
