import assert from 'node:assert/strict';
import { test, type E2EContext } from './fixtures.ts';

const name = 'smoke: /login shows an Email field';

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await ctx.step('open /login', async () => {
    const res = await page.goto('/login');
    assert.equal(res?.status(), 200, 'GET /login');
  });

  await ctx.step('find the Email field', async () => {
    // By label first (what a person sees), then the usual attributes of an email input.
    const email = page
      .getByLabel(/e-?mail/i)
      .or(page.getByPlaceholder(/e-?mail/i))
      .or(page.locator('input[type="email"], input[name="email"], input#email'))
      .first();
    await email.waitFor({ state: 'visible' });
    assert.ok(await email.isEditable(), 'the Email field is editable');
  });

  await ctx.screenshot(page, 'login');
  assert.deepEqual(errors, [], 'no uncaught errors in the page');
}

test(name, ({ e2e }) => run(e2e));
