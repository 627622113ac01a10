/**
 * Custom actions as an operator meets them: buttons on a record's page (busy while running, a
 * confirmation before a destructive one, the answer in a toast), the "more" menu of a list row, an
 * action that asks for input, and one that makes a new record and opens it.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { test, type E2EContext } from './fixtures.ts';
import { chooseFromMenu, collectPageErrors, DEMO, signIn, switchToArabic } from './helpers.ts';

const name = 'custom actions: send and stop a campaign, duplicate an agent, apply an endpoint\u2019s rates';

/** Opens the first row of a list filtered by its search box. */
async function openFromList(page: Page, path: string, text: string) {
  await page.goto(path);
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await page.waitForURL((url) => decodeURIComponent(url.search).includes(text));
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text }).first();
  await row.waitFor();
  return row;
}

/** Waits for a toast with the text, then for it to go: success toasts sit over the header's buttons for 2 s. */
async function toast(page: Page, text: string | RegExp, timeout?: number) {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: text }).first();
  await notice.waitFor({ timeout });
  // A toast under the pointer stays (antd pauses it on hover), and the pointer is where the button was.
  await page.mouse.move(400, 600);
  await notice.waitFor({ state: 'detached', timeout: 10_000 });
}

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

  await ctx.step('send a draft campaign from its page, after confirming whom it reaches and what it costs', async () => {
    const row = await openFromList(page, '/campaigns', 'Summer teaser');
    await row.getByText('Summer teaser', { exact: true }).click();
    await page.getByRole('heading', { name: 'Summer teaser' }).waitFor();
    // Sending asks first: whom it reaches, what it costs, when it goes; Cancel sends nothing.
    await page.getByRole('button', { name: /Send$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Send?').waitFor();
    const summary = dialog.getByTestId('send-summary');
    await summary.waitFor();
    const reachable = Number((await summary.locator('tr').filter({ hasText: 'Reachable contacts' }).locator('td').innerText()).replace(/\D/g, ''));
    assert.ok(reachable > 0, `reachable contacts: ${reachable}`);
    const costs = await summary.locator('[data-currency]').allInnerTexts();
    assert.ok(costs.length > 0 && costs.every((c) => /^\D*\d[\d,]*(\.\d{2})?\D*$/.test(c)), `one amount per currency at its decimals: ${costs.join(' | ')}`);
    assert.equal(await summary.locator('tr').filter({ hasText: 'Goes' }).locator('td').innerText(), 'Now');
    await ctx.screenshot(page, 'actions-campaign-confirm-send');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('.ant-descriptions').getByText('Draft', { exact: true }).waitFor();
    assert.equal(await page.locator('.ant-notification-notice').count(), 0, 'Cancel sends nothing');

    await page.getByRole('button', { name: /Send$/ }).click();
    await dialog.getByTestId('send-summary').waitFor({ timeout: 45_000 });
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(page, 'The campaign is now Sending.');
    await page.locator('.ant-descriptions').getByText('Sending', { exact: true }).waitFor();
    await ctx.screenshot(page, 'actions-campaign-sent');
  });

  await ctx.step('stop it, after confirming', async () => {
    await page.getByRole('button', { name: /Stop$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Stop?').waitFor();
    await ctx.screenshot(page, 'actions-campaign-confirm-stop');
    await dialog.getByRole('button', { name: 'Stop', exact: true }).click();
    // The stop withdraws what the sender has not taken: on the embedded database it waits for the
    // send's batch in progress, which a loaded machine makes slow.
    await toast(page, 'The campaign is now Stopped.', 45_000);
    await page.locator('.ant-descriptions').getByText('Stopped', { exact: true }).waitFor();
  });

  await ctx.step('a stopped campaign offers no more moves', async () => {
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    for (const label of [/Send$/, /Stop$/, /Stop feed$/]) assert.equal(await page.getByRole('button', { name: label }).count(), 0, String(label));
  });

  await ctx.step('the send dialog and the cost column in Arabic, dark', async () => {
    const arabic = await ctx.newContext({ colorScheme: 'dark' });
    const ar = await arabic.newPage();
    await signIn(ar, DEMO.email, DEMO.password);
    await switchToArabic(ar);
    await ar.goto('/campaigns');
    await ar.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await ctx.screenshot(ar, 'actions-campaigns-list-ar-dark');
    const row = ar.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Refer a friend (UK)' }).first();
    await row.getByText('Refer a friend (UK)', { exact: true }).click();
    await ar.getByRole('heading', { name: 'Refer a friend (UK)' }).waitFor();
    await ar.getByRole('button', { name: /إرسال$/ }).click();
    const dialog = ar.getByRole('dialog');
    // The summary waits for the readiness check over the campaign's 1,532 contacts.
    await dialog.getByTestId('send-summary').waitFor({ timeout: 45_000 });
    await ctx.screenshot(ar, 'actions-campaign-confirm-send-ar-dark');
    await dialog.getByRole('button', { name: 'إلغاء' }).click();
    await dialog.waitFor({ state: 'detached' });
    await arabic.close();
  });

  await ctx.step('duplicate an agent from its list row and land on the copy', async () => {
    await page.goto('/agents/agents');
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await row.waitFor();
    await chooseFromMenu(row.getByRole('button', { name: /^More actions for / }), page.getByRole('menuitem', { name: 'Duplicate' }));
    await page.waitForURL(/\/agents\/agents\/\d+\/settings$/);
    await page.getByRole('heading', { name: /\(copy\)$/ }).waitFor();
    assert.match(await page.getByLabel('Name', { exact: true }).inputValue(), /\(copy\)$/, 'the form holds the copy');
    await ctx.screenshot(page, 'actions-agent-duplicated');
  });

  await ctx.step('apply an endpoint\u2019s rates, giving the date', async () => {
    await page.goto('/hub/endpoints');
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await row.waitFor();
    const dialog = page.getByRole('dialog');
    await chooseFromMenu(row.getByRole('button', { name: /^More actions for / }), page.getByRole('menuitem', { name: 'Apply rates' }), dialog.getByLabel('Effective from (empty: today)'));
    await ctx.screenshot(page, 'actions-apply-rates');
    await dialog.getByRole('button', { name: 'Apply rates' }).click();
    // The toast says how many rates were written, and for which day (today: no date was given).
    const today = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date());
    await toast(page, new RegExp(`\\d+ client rates written for ${today} from the routing plan\\.`));
    assert.equal(new URL(page.url()).pathname, '/hub/endpoints', 'running a row action does not open the row');
  });

  assert.deepEqual(errors, [], 'no console or page errors');
}

test(name, ({ e2e }) => run(e2e));
