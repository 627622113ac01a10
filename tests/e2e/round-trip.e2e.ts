/**
 * One create–edit–delete round trip through the generic resource screens, with an offer: create at
 * /campaigns/offers/create, find it in the list, open it, rename it, and delete it from its page;
 * then a look at the vendor rates, whose SMS prices read in their currency (€0.031437).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { test, type E2EContext } from './fixtures.ts';
import { collectPageErrors, DEMO, signIn } from './helpers.ts';

const name = 'round trip: create, edit and delete an offer through the generic screens';

/** Picks an option of the antd Select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  // A chosen value covers the search input antd labels, so the click goes through it.
  await page.getByLabel(label, { exact: true }).click({ force: true });
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).first().click();
}

/** Filters the list by its search box and answers the rows that match `text`. */
async function searchList(page: Page, text: string) {
  await page.goto('/campaigns/offers');
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill(text);
  await page.waitForURL((url) => decodeURIComponent(url.search).includes(text));
  return page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });
}

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const stamp = Date.now();
  const first = `Round trip offer ${stamp}`;
  const renamed = `Renamed offer ${stamp}`;

  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

  const id = await ctx.step('create an offer', async () => {
    await page.goto('/campaigns/offers/create');
    await page.getByLabel('Name', { exact: true }).fill(first);
    await page.getByLabel('Landing URL', { exact: true }).fill(`https://example.com/offers/${stamp}`);
    await choose(page, 'Currency', 'Euro');
    await page.getByLabel('Payout', { exact: true }).fill('12.50');
    await choose(page, 'Status', 'Paused');
    await ctx.screenshot(page, 'round-trip-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/campaigns\/offers\/\d+$/);
    await page.getByRole('heading', { name: first }).waitFor();
    const shown = (await page.locator('.ant-descriptions').innerText()).replace(/\s+/g, ' ');
    assert.match(shown, /12\.50/, 'the payout is shown in major units');
    assert.match(shown, /Paused/, 'the status is shown by its label');
    return page.url().split('/').pop()!;
  });

  await ctx.step('see it in the list and open it', async () => {
    const rows = await searchList(page, first);
    await rows.first().waitFor();
    assert.equal(await rows.count(), 1, 'one row for the new offer');
    await ctx.screenshot(page, 'round-trip-list');
    await rows.first().getByText(first, { exact: true }).click();
    await page.waitForURL(`**/campaigns/offers/${id}`);
    await page.getByRole('heading', { name: first }).waitFor();
  });

  await ctx.step('edit its name', async () => {
    await page.getByRole('link', { name: 'Edit' }).or(page.getByRole('button', { name: 'Edit' })).first().click();
    await page.waitForURL(`**/campaigns/offers/${id}/edit`);
    const nameInput = page.getByLabel('Name', { exact: true });
    await page.waitForFunction((value) => (document.querySelector('input#name') as HTMLInputElement | null)?.value === value, first).catch(() => {});
    assert.equal(await nameInput.inputValue(), first, 'the form loads the record');
    await nameInput.fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`**/campaigns/offers/${id}`);
    await page.getByRole('heading', { name: renamed }).waitFor();
    await ctx.screenshot(page, 'round-trip-edited');
  });

  await ctx.step('the list shows the new name', async () => {
    const rows = await searchList(page, renamed);
    await rows.first().waitFor();
    assert.equal(await rows.count(), 1);
  });

  await ctx.step('delete it from its page', async () => {
    await page.goto(`/campaigns/offers/${id}`);
    await page.getByRole('heading', { name: renamed }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/campaigns/offers');
  });

  await ctx.step('it is gone', async () => {
    const rows = await searchList(page, renamed);
    await page.locator('.ant-table-tbody .ant-empty, .ant-table-placeholder').first().waitFor();
    assert.equal(await rows.count(), 0, 'no row for the deleted offer');
    await ctx.screenshot(page, 'round-trip-gone');
    const res = await page.request.get(`/api/proxy/api/v1/audience/offers/${id}`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    });
    assert.equal(res.status(), 404, 'the API no longer has it');
  });

  await ctx.step('vendor rates show SMS prices in their currency with six decimals', async () => {
    await page.goto('/hub/routing/vendor/rates');
    const cells = page.locator('.ant-table-tbody tr.ant-table-row td');
    await cells.first().waitFor();
    const text = await page.locator('.ant-table-tbody').innerText();
    // docs/architecture.md#money: €0.031437 on every screen, never 31,437.
    assert.match(text, /[€$£]\s?\d+\.\d{6}\b/, 'a price reads like €0.031437');
    assert.doesNotMatch(text, /^\d{1,3}(,\d{3})+$/m, 'no price reads as a bare count of millionths');
  });

  assert.deepEqual(errors, [], 'no console or page errors');
}

test(name, ({ e2e }) => run(e2e));
