import assert from 'node:assert/strict';
import { test, type E2EContext } from './fixtures.ts';
import { DEMO, signIn } from './helpers.ts';

const name = 'staff view as another team, found by its owner’s email';

async function run(ctx: E2EContext): Promise<void> {
  const email = `viewed.${Date.now()}@example.com`;
  const password = 'viewed-password-1';
  const registered = await fetch(`${ctx.baseURL}/api/proxy/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Vera Viewed', email, password, password_confirmation: password }),
  });
  assert.equal(registered.status, 201);

  const context = await ctx.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO.email, DEMO.password);

  await ctx.step('search the team by owner email and view as it', async () => {
    await page.getByTestId('view-as-team').click();
    const search = page.getByRole('combobox', { name: /search by team/i });
    await search.fill(email);
    await page.locator('.ant-select-item-option').filter({ hasText: email }).click();
    const banner = page.getByTestId('view-as-banner');
    await banner.waitFor();
    assert.match(await banner.innerText(), /Vera's team/);
    await ctx.screenshot(page, 'staff-view-as');
  });

  await ctx.step('go back to one’s own team', async () => {
    await page.getByTestId('view-as-banner').getByRole('button').click();
    await page.getByTestId('view-as-banner').waitFor({ state: 'detached' });
    await page.getByTestId('team-switcher').getByText('Demo Workspace').waitFor();
  });
}

test(name, ({ e2e }) => run(e2e));
