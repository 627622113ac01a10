/**
 * Background work as an operator sees it: an export started from a list runs as a job whose toast
 * follows it and offers the file; the jobs screen, open in another tab, shows the new job and its
 * end without a reload; and a list open in one tab shows a record made in another.
 */
import assert from 'node:assert/strict';
import { test, type E2EContext } from './fixtures.ts';
import { chooseFromMenu, collectPageErrors, DEMO, signIn } from './helpers.ts';

const name = 'jobs and live events: export a list, watch it finish on the jobs screen, a list updating by itself';

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  const watcher = await context.newPage();
  const errors = [...collectPageErrors(page), ...collectPageErrors(watcher)];
  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

  await ctx.step('open the jobs screen in a second tab; it is live', async () => {
    await watcher.goto('/settings/jobs');
    await watcher.getByRole('heading', { name: 'Jobs' }).waitFor();
    await watcher.locator('[data-live="live"]').waitFor();
  });

  await ctx.step('export the offers list to CSV; the toast follows the job and offers the file', async () => {
    // The jobs tab, opened last, is in front; this tab is the one the user now works in.
    await page.bringToFront();
    await page.goto('/campaigns/offers');
    await page.locator('.ant-table-row').first().waitFor();
    // The notice appears as the job is queued, then follows it to the end.
    await chooseFromMenu(page.getByRole('button', { name: 'Export' }), page.getByRole('menuitem', { name: 'CSV file' }), page.locator('.ant-notification-notice').first());
    const notice = page.locator('.ant-notification-notice').filter({ hasText: /Offers is ready: \d+ rows/ });
    await notice.waitFor();
    await ctx.screenshot(page, 'jobs-export-toast');
    const [download] = await Promise.all([page.waitForEvent('download'), notice.getByRole('button', { name: 'Download' }).click()]);
    assert.match(download.suggestedFilename(), /^Offers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (await download.createReadStream()).toArray();
    assert.match(Buffer.concat(text).toString('utf8'), /^\uFEFFid,Name,/);
  });

  await ctx.step('the jobs tab shows the export completed, without a reload', async () => {
    const row = watcher.locator('.ant-table-row').filter({ hasText: 'Offers' }).first();
    await row.getByText('Completed').waitFor();
    await row.getByRole('button', { name: 'Download' }).waitFor();
    await ctx.screenshot(watcher, 'jobs-screen-live');
  });

  await ctx.step('a list in one tab shows an offer made in the other, without a reload', async () => {
    await watcher.goto('/campaigns/offers');
    await watcher.locator('.ant-table-row').first().waitFor();
    const made = await page.evaluate(async () => {
      const res = await fetch('/api/proxy/api/v1/audience/offers', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify({ name: 'Made in another tab', url: 'https://shop.example.com/other-tab', payout: 100, currency: 'EUR' }),
      });
      return res.status;
    });
    assert.equal(made, 201);
    await watcher.locator('.ant-table-row').filter({ hasText: 'Made in another tab' }).waitFor({ timeout: 10_000 });
  });

  assert.deepEqual(errors, []);
}

test(name, ({ e2e }) => run(e2e));
