/**
 * One SMS sent from the screen through the built-in SMSC simulator (docs/areas/sms.md#delivery):
 * the send form with its counter, the log entry it opens on, and the receipt turning it delivered
 * without a reload.
 */
import { test, type E2EContext } from './fixtures.ts';
import { collectPageErrors, DEMO, signIn } from './helpers.ts';
import assert from 'node:assert/strict';

const name = 'send an SMS from the screen and watch its receipt come back';

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

  await ctx.step('the logs list opens the send form', async () => {
    await page.goto('/sms/logs');
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: /New SMS/ }).or(page.getByRole('link', { name: /New SMS/ })).first().click();
    await page.waitForURL((url) => url.pathname === '/sms/send');
    // The URL changes before the form's chunk has loaded: the list (with its own "To" filter) is still there until it does.
    await page.getByTestId('send-sms').waitFor();
  });

  await ctx.step('a two-part message is sent and its receipts come back', async () => {
    await page.getByLabel('To', { exact: true }).fill('+49 151 2345 6789');
    await page.getByLabel('From', { exact: true }).fill('Parley');
    await page.getByLabel('Message text', { exact: true }).fill('Your order has shipped. '.repeat(8).trim());
    await page.locator('.sms-text-counter [data-fact="parts"]').filter({ hasText: 'Parts: 2' }).waitFor();
    await ctx.screenshot(page, 'sms-send-light');
    await page.getByTestId('send-sms').click();
    await page.waitForURL((url) => /^\/sms\/logs\/\d+$/.test(url.pathname));
    // The simulator's receipts settle the entry while the page is open (it delivers 95 % of parts,
    // so a two-part message is sometimes undelivered: any final state shows the receipts came back).
    await page.locator('.ant-tag', { hasText: /^(Delivered|Failed|Expired|Rejected)$/ }).waitFor({ timeout: 20_000 });
    await ctx.screenshot(page, 'sms-sent-light');
  });

  assert.deepEqual(errors, []);
}

test(name, ({ e2e }) => run(e2e));
