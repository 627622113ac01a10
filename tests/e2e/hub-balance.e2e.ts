/**
 * A hub admin's money day, as far as the hub has come (docs/areas/hub.md#balances): make a
 * company, credit it from its page, see the balance move, refuse a debit below its floor saying
 * why, and read the movements on the company's ledger — in light, then the
 * same screens dark and in Arabic.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { test, type E2EContext } from './fixtures.ts';
import { collectPageErrors, DEMO, signIn, switchToArabic } from './helpers.ts';

const COMPANY = 'Orbit Freight Ltd';

/**
 * Opens the company's Credit or debit dialog. The record's page reads the company again after a
 * change, and a click that lands as its header is drawn anew opens nothing: it is given again.
 */
async function openBalanceDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('button', { name: 'Credit or debit' }).click();
    const opened = await dialog
      .getByLabel('Amount (negative to debit)')
      .waitFor({ timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (opened || attempt === 3) return dialog;
  }
}

async function balanceShown(page: Page, text: string) {
  await page.locator('.ant-descriptions').getByText(text, { exact: true }).waitFor();
}

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo admin', () => signIn(page, DEMO.email, DEMO.password));

  let companyPath = '';
  await ctx.step('make a company billed in euros', async () => {
    await page.goto('/hub/companies/create');
    await page.getByLabel('Name').fill(COMPANY);
    await page.getByLabel('Contact email').fill('billing@orbit-freight.example');
    // The select's current value lies over its input: the click goes to the field as a person's would.
    await page.getByLabel('Currency', { exact: true }).click({ force: true });
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: /^Euro$/ }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/hub\/companies\/\d+$/);
    companyPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: COMPANY }).waitFor();
    await balanceShown(page, '€0.00');
  });

  await ctx.step('credit it from its page: the balance moves and the toast says where it stands', async () => {
    const dialog = await openBalanceDialog(page);
    await dialog.getByLabel('Amount (negative to debit)').fill('250.50');
    await dialog.getByLabel('Note for the ledger').fill('Wire transfer, invoice 2026-118');
    await ctx.screenshot(page, 'hub-balance-credit');
    await dialog.getByRole('button', { name: 'Credit or debit' }).click();
    await page.locator('.ant-notification-notice').filter({ hasText: 'Balance now €250.50.' }).waitFor();
    await balanceShown(page, '€250.50');
  });

  await ctx.step('a debit below the floor is refused, saying why, and moves nothing', async () => {
    await page.mouse.move(400, 600);
    const dialog = await openBalanceDialog(page);
    await dialog.getByLabel('Amount (negative to debit)').fill('-300');
    await dialog.getByLabel('Note for the ledger').fill('Chargeback');
    await dialog.getByRole('button', { name: 'Credit or debit' }).click();
    await page.locator('.ant-notification-notice').filter({ hasText: 'This would take the balance from €250.50 to -€49.50, below its floor of €0.00 (none of its endpoints gives it credit).' }).waitFor();
    await ctx.screenshot(page, 'hub-balance-refused');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await balanceShown(page, '€250.50');
  });

  await ctx.step('the company’s ledger lists the movement with the balance after it', async () => {
    await page.goto(`${companyPath}/ledger`);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Wire transfer, invoice 2026-118' });
    await row.waitFor();
    const text = await row.innerText();
    assert.match(text, /Credit/);
    assert.equal((text.match(/€250\.50/g) ?? []).length, 2, `amount and balance after: ${text}`);
    await ctx.screenshot(page, 'hub-balance-ledger');
  });

  await ctx.step('the same page dark and in Arabic', async () => {
    const arabic = await ctx.newContext({ colorScheme: 'dark' });
    const ar = await arabic.newPage();
    await signIn(ar, DEMO.email, DEMO.password);
    await switchToArabic(ar);
    await ar.goto(companyPath);
    await ar.getByRole('heading', { name: COMPANY }).waitFor();
    await ar.getByRole('button', { name: 'إيداع أو خصم' }).click();
    await ar.getByRole('dialog').getByLabel('المبلغ (بالسالب للخصم)').waitFor();
    await ctx.screenshot(ar, 'hub-balance-credit-ar-dark');
    await ar.goto(`${companyPath}/ledger`);
    await ar.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await ctx.screenshot(ar, 'hub-balance-ledger-ar-dark');
  });

  assert.deepEqual(errors, [], 'no console or page errors');
}

test('a hub admin credits a company and reads its ledger', ({ e2e }) => run(e2e));
