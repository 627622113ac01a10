/**
 * The campaign reports (/campaigns/reports) over the demo's campaign history: key figures, the
 * chart and the groups' rows, the grouping by day as lines, cost per click by short-link domain,
 * a campaign's page opening its own report, and the screen in dark mode and in Arabic.
 */
import assert from 'node:assert/strict';
import { test, type E2EContext } from './fixtures.ts';
import { chooseFromMenu, collectPageErrors, DEMO, signIn } from './helpers.ts';

const name = 'campaign reports: figures, chart, rows and domains over the demo history';

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext({ viewport: { width: 1440, height: 1300 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

  await ctx.step('the report by country shows figures, a chart and rows', async () => {
    await page.goto('/campaigns/reports');
    await page.getByTestId('kpi-messages').waitFor();
    const messages = Number((await page.getByTestId('kpi-messages').locator('.ant-statistic-content-value').innerText()).replace(/\D/g, ''));
    assert.ok(messages > 1000, `the demo's campaigns sent messages in the last 30 days (${messages})`);
    // The chart's chunk (Chart.js) loads after the figures: on a busy machine that takes a while.
    await page.locator('[data-testid="report-chart"][data-group="country"] canvas[role="img"]').waitFor({ timeout: 30_000 });
    assert.ok((await page.getByTestId('report-rows').locator('.ant-table-row').count()) > 3);
    await page.getByTestId('report-rows').getByText('United States').first().waitFor();
    await page.getByTestId('domains-cost').getByText('go.brightpath.example').waitFor();
    await page.getByTestId('domains-cost').getByText('Parley links (/s/)').waitFor();
    await ctx.screenshot(page, 'campaign-reports-light');
  });

  await ctx.step('grouped by day, the chart draws lines and every day is a row', async () => {
    await page.getByText('Day', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('group_by') === 'day');
    await page.locator('[data-testid="report-chart"][data-group="day"] canvas[role="img"]').waitFor();
    await page.getByText('Sent, delivered and failed per day').waitFor();
    assert.equal(await page.getByTestId('report-rows').locator('.ant-table-row').count(), 10, 'a page of the 30 days');
    await ctx.screenshot(page, 'campaign-reports-day-light');
  });

  await ctx.step('a campaign page opens its own report', async () => {
    await page.goto('/campaigns');
    await page.getByRole('link', { name: 'VIP early access' }).first().click();
    await page.waitForURL((url) => /^\/campaigns\/\d+$/.test(url.pathname));
    const id = new URL(page.url()).pathname.split('/').pop();
    await page.getByTestId('campaign-report-link').click();
    await page.waitForURL((url) => url.pathname === '/campaigns/reports' && url.searchParams.get('campaign_id') === id);
    await page.getByTestId('report-campaigns').getByText('VIP early access').waitFor();
    await page.getByTestId('kpi-messages').waitFor();
    await page.locator('canvas[role="img"]').waitFor();
    await ctx.screenshot(page, 'campaign-reports-one-campaign');
  });

  await ctx.step('in dark mode and in Arabic, right to left', async () => {
    await page.goto('/campaigns/reports?group_by=network');
    await page.locator('[data-testid="report-chart"][data-group="network"] canvas[role="img"]').waitFor();
    await page.getByTestId('report-rows').getByText('Unknown in United States').waitFor();
    await page.getByTestId('domains-cost').getByText('go.brightpath.example').waitFor();
    await page.getByTestId('color-mode-switch').click();
    await page.getByTestId('color-mode-dark').click();
    await page.waitForFunction(() => document.documentElement.dataset.colorMode === 'dark');
    await page.locator('canvas[role="img"]').waitFor();
    await ctx.screenshot(page, 'campaign-reports-dark');
    await chooseFromMenu(page.getByTestId('language-switch'), page.getByRole('menuitem', { name: /العربية/ }));
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByText('تكلفة النقرة حسب نطاق الروابط المختصرة').waitFor();
    await page.locator('canvas[role="img"]').waitFor();
    await ctx.screenshot(page, 'campaign-reports-ar-dark');
    await page.getByTestId('color-mode-switch').click();
    await page.getByTestId('color-mode-light').click();
    await page.waitForFunction(() => document.documentElement.dataset.colorMode === 'light');
    await page.goto('/campaigns/reports?group_by=day');
    await page.locator('[data-testid="report-chart"][data-group="day"] canvas[role="img"]').waitFor();
    await ctx.screenshot(page, 'campaign-reports-ar-light');
    await chooseFromMenu(page.getByTestId('language-switch'), page.getByRole('menuitem', { name: /English/ }));
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
  });

  assert.deepEqual(errors, []);
}

test(name, ({ e2e }) => run(e2e));
