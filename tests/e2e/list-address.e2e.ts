/**
 * A list keeps its page, sort and filters in the address once the user changes them, and a link
 * with them opens the list as it was; opening a list does not write its defaults into the address
 * (docs/architecture.md#deep-links: that drew every screen twice on a deep link).
 */
import assert from 'node:assert/strict';
import { test, type E2EContext } from './fixtures.ts';
import { collectPageErrors, DEMO, signIn } from './helpers.ts';

const name = 'list address: page and sort join the URL when changed, and come back from it';

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const rows = page.locator('.resource-table .ant-table-row');
  const search = () => decodeURIComponent(new URL(page.url()).search);

  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

  await ctx.step('opening the contacts leaves the address as it was typed', async () => {
    await page.goto('/audience/contacts');
    await rows.first().waitFor();
    // Long enough for the list's first effects to have run.
    await page.waitForTimeout(500);
    assert.equal(search(), '', 'no page, sort or filters written on opening');
  });

  await ctx.step('the second page and a sort by name are written to the address', async () => {
    await page.locator('.ant-pagination-item-2').click();
    await page.waitForFunction(() => decodeURIComponent(location.search).includes('currentPage=2'));
    await page.locator('.resource-table th').filter({ hasText: /^Name$|^First name$/ }).first().click();
    await page.waitForFunction(() => decodeURIComponent(location.search).includes('sorters[0][order]'));
    assert.match(search(), /sorters\[0\]\[field\]=/);
  });

  await ctx.step('the address opens the list as it was left', async () => {
    const address = page.url();
    const field = /sorters\[0\]\[field\]=([^&]+)/.exec(search())![1];
    // The address changes before the sorted rows arrive: read the row once the table has settled.
    await page.locator('.resource-table th.ant-table-column-sort').waitFor();
    await page.locator('.resource-table .ant-spin-spinning').waitFor({ state: 'detached' });
    const firstRow = await rows.first().innerText();
    await page.goto('/dashboard');
    await page.goto(address);
    await rows.first().waitFor();
    await page.locator('.resource-table .ant-spin-spinning').waitFor({ state: 'detached' });
    assert.equal(await rows.first().innerText(), firstRow, 'the same first row');
    assert.ok((await page.locator('.resource-table th.ant-table-column-sort').count()) === 1, `sorted by ${field}`);
    assert.equal(await page.locator('.ant-pagination-item-active').innerText(), '2', 'the second page');
  });

  assert.deepEqual(errors, [], 'no page errors');
}

test(name, ({ e2e }) => run(e2e));
