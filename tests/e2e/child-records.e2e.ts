/**
 * Records under a parent, as a hub admin works with them: from a routing plan's page in the hub to
 * its rules, add a rule there (the plan is given by the path, not asked for), and stay in the hub.
 */
import assert from 'node:assert/strict';
import { test, type E2EContext } from './fixtures.ts';
import { collectPageErrors, DEMO, signIn } from './helpers.ts';

const name = 'child records: add a rule to a routing plan from the plan\u2019s page in the hub';

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

  const planId = await ctx.step('open a plan from the hub\u2019s list', async () => {
    await page.goto('/hub/routing/plans');
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await row.waitFor();
    await row.locator('td').nth(2).click();
    await page.waitForURL(/\/hub\/routing\/plans\/\d+$/);
    return page.url().split('/').pop()!;
  });

  const before = await ctx.step('go to its rules', async () => {
    await page.getByRole('link', { name: /Routing rules/ }).click();
    await page.waitForURL(`**/hub/routing/plans/${planId}/rules`);
    await page.locator('.ant-table-tbody').waitFor();
    await ctx.screenshot(page, 'child-records-rules');
    return Number((await page.locator('.ant-pagination-total-text, .ant-table-tbody tr.ant-table-row').count()));
  });

  await ctx.step('add a rule under the plan', async () => {
    await page.getByRole('link', { name: /New routing rule/i }).click();
    await page.waitForURL(`**/hub/routing/plans/${planId}/rules/create`);
    assert.equal(await page.getByLabel('Routing plan', { exact: true }).count(), 0, 'the plan is not asked for');
    // The first route takes all of the rule's traffic (the routes widget adds it at 100 %).
    await page.getByRole('button', { name: /Add route/i }).click();
    await page.getByTestId('route-targets-input').getByRole('status').filter({ hasText: '100 %' }).waitFor();
    await page.getByLabel('Priority', { exact: true }).fill('7');
    await page.getByLabel('Country', { exact: true }).fill('PT');
    await ctx.screenshot(page, 'child-records-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/hub/routing/plans/${planId}/rules/\\d+$`));
    const shown = (await page.locator('.ant-descriptions').innerText()).replace(/\s+/g, ' ');
    assert.match(shown, /PT/);
  });

  await ctx.step('the plan\u2019s rules list has it', async () => {
    await page.goto(`/hub/routing/plans/${planId}/rules`);
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'PT' }).first().waitFor();
    assert.ok((await page.locator('.ant-table-tbody tr.ant-table-row').count()) >= Math.min(before, 10));
  });

  assert.deepEqual(errors, [], 'no console or page errors');
}

test(name, ({ e2e }) => run(e2e));
