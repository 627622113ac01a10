/**
 * Screens an operator lives in: a list's title cell is a real link (a new tab opens the record, views
 * under a parent stay under it), toasts name the record in words, icon-only header buttons say what
 * they do, and the dashboard charts the team's work in light, dark and Arabic.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { test, type E2EContext } from './fixtures.ts';
import { chooseFromMenu, collectPageErrors, DEMO, pageApi, signIn } from './helpers.ts';

const name = 'screens: title links, record toasts, header tooltips, the dashboard';

const firstTitleLink = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row [data-testid="record-link"]').first();

/**
 * The title link of a list's first row: a real anchor to the record's page, which it opens; `named`
 * finds the record's name there (its page heading unless said otherwise).
 */
async function titleLinkOpens(page: Page, list: string, show: RegExp, named?: (title: string) => Promise<unknown>): Promise<string> {
  await page.goto(list);
  const link = firstTitleLink(page);
  await link.waitFor();
  const href = await link.getAttribute('href');
  assert.ok(href && show.test(href), `${list}: the title links to ${href}, expected ${show}`);
  const title = (await link.innerText()).trim();
  await link.click();
  await page.waitForURL((url) => url.pathname === href);
  await (named ? named(title) : page.getByRole('heading', { level: 3 }).filter({ hasText: title }).first().waitFor());
  return href;
}

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

  await ctx.step('the dashboard charts calls and spend, and counts the messages the SMS report counts', async () => {
    await page.goto('/');
    const tile = page.getByTestId('tile-calls');
    await tile.waitFor();
    const calls = Number((await tile.locator('.ant-statistic-content-value').innerText()).replace(/\D/g, ''));
    assert.ok(calls > 100, `the demo's calls are counted (${calls})`);
    const shown = await pageApi(page, 'GET', '/v1/dashboard');
    const report = await pageApi(page, 'GET', `/v1/sms/reports?group_by=day&from=${shown.body.from}&to=${shown.body.to}`);
    const sent = Number((await page.getByTestId('tile-messages').locator('.ant-statistic-content-value').innerText()).replace(/\D/g, ''));
    assert.equal(sent, report.body.totals.sent, 'the messages tile says what the SMS report says');
    assert.equal(await page.getByText(/arrives with/).count(), 0, 'no sentence promises a feature that exists');
    await page.locator('canvas[role="img"]').nth(2).waitFor();
    const labels = await page.locator('canvas[role="img"]').evaluateAll((canvases) => canvases.map((c) => c.getAttribute('aria-label')));
    assert.equal(labels.length, 3);
    assert.match(labels[0]!, new RegExp(`^Calls per day: ${calls} calls over 30 days`));
    // Drawn, not blank: the canvases have painted pixels.
    const painted = await page.locator('canvas[role="img"]').evaluateAll((canvases) =>
      canvases.map((c) => Array.from((c as HTMLCanvasElement).getContext('2d')!.getImageData(0, 0, (c as HTMLCanvasElement).width, (c as HTMLCanvasElement).height).data).filter((v, i) => i % 4 === 3 && v > 0).length),
    );
    assert.ok(painted.every((n) => n > 1000), `every chart is drawn (${painted.join(', ')})`);
    await page.getByRole('link', { name: 'Summer teaser' }).waitFor();
    await ctx.screenshot(page, 'screens-dashboard-light');

    await page.getByText('7 days', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('days') === '7');
    await page.locator('canvas[aria-label*="over 7 days"]').first().waitFor();
    const week = Number((await tile.locator('.ant-statistic-content-value').innerText()).replace(/\D/g, ''));
    assert.ok(week > 0 && week < calls, `seven days hold fewer calls (${week}) than thirty (${calls})`);
  });

  await ctx.step('in dark mode and in Arabic, right to left', async () => {
    await page.getByTestId('color-mode-switch').click();
    await page.getByTestId('color-mode-dark').click();
    await page.waitForFunction(() => document.documentElement.dataset.colorMode === 'dark');
    await page.locator('canvas[role="img"]').nth(2).waitFor();
    await ctx.screenshot(page, 'screens-dashboard-dark');
    await chooseFromMenu(page.getByTestId('language-switch'), page.getByRole('menuitem', { name: /العربية/ }));
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByTestId('tile-messages').getByText('الرسائل المرسلة').waitFor();
    await page.locator('canvas[aria-label^="المكالمات يوميًا"]').waitFor();
    await ctx.screenshot(page, 'screens-dashboard-ar-dark');
    await chooseFromMenu(page.getByTestId('language-switch'), page.getByRole('menuitem', { name: /English/ }));
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    await page.getByTestId('color-mode-switch').click();
    await page.getByTestId('color-mode-light').click();
  });

  await ctx.step('icon-only header buttons name themselves on hover', async () => {
    await page.getByTestId('menu-toggle').hover();
    await page.getByRole('tooltip').filter({ hasText: 'Toggle navigation' }).waitFor();
    await page.getByTestId('color-mode-switch').hover();
    await page.getByRole('tooltip').filter({ hasText: 'Colour mode: Light' }).waitFor();
  });

  await ctx.step('title cells link to their records: own lists, copies and a parent\u2019s children', async () => {
    await titleLinkOpens(page, '/campaigns', /^\/campaigns\/\d+$/);
    await titleLinkOpens(page, '/agents/agents', /^\/agents\/agents\/\d+$/);
    await titleLinkOpens(page, '/integrations', /^\/integrations\/\d+$/);
    // An automation opens in its diagram editor, its name in the toolbar's name field.
    await titleLinkOpens(page, '/hub/automations', /^\/hub\/automations\/\d+$/, (title) =>
      page.waitForFunction((t) => (document.querySelector('[data-testid="automation-name"]') as HTMLInputElement | null)?.value === t, title),
    );
    const plan = await titleLinkOpens(page, '/hub/routing/plans', /^\/hub\/routing\/plans\/\d+$/);
    await titleLinkOpens(page, `${plan}/rules`, new RegExp(`^${plan}/rules/\\d+$`));
    const integration = await titleLinkOpens(page, '/integrations', /^\/integrations\/\d+$/);
    await page.goto(`${integration}/requests`);
    await firstTitleLink(page).waitFor();
    assert.match((await firstTitleLink(page).getAttribute('href'))!, new RegExp(`^${integration}/requests/\\d+$`));
  });

  await ctx.step('a title link opens in a new tab', async () => {
    await page.goto('/voice');
    const link = firstTitleLink(page);
    await link.waitFor();
    const href = await link.getAttribute('href');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
    await tab.waitForLoadState();
    assert.equal(new URL(tab.url()).pathname, href);
    assert.equal(new URL(page.url()).pathname, '/voice', 'the list stays where it was');
    await tab.close();
  });

  await ctx.step('toasts name the record: created, then deleted', async () => {
    await page.goto('/settings/custom-fields/create');
    await page.getByLabel('Name', { exact: true }).fill('Loyalty tier');
    await page.getByLabel('Key', { exact: true }).fill('loyalty_tier');
    await page.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: /^Type$/ }) }).locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
    await page.getByRole('button', { name: 'Save' }).click();
    const created = page.locator('.ant-notification-notice').filter({ hasText: 'Custom field “Loyalty tier” created' });
    await created.waitFor();
    await ctx.screenshot(page, 'screens-toast-created');
    assert.equal(await page.locator('.ant-notification-notice').filter({ hasText: /Successful|custom-fields/ }).count(), 0, 'no internal name, no bare "Successful"');
    await page.waitForURL(/\/settings\/custom-fields\/\d+$/);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-notification-notice').filter({ hasText: 'Custom field “Loyalty tier” deleted' }).waitFor();
    await page.waitForURL('**/settings/custom-fields');
  });

  assert.deepEqual(errors, [], 'no console or page errors');
}

test(name, ({ e2e }) => run(e2e));
