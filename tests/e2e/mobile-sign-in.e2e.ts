import assert from 'node:assert/strict';
import { test, type E2EContext } from './fixtures.ts';
import { DEMO, signIn } from './helpers.ts';

const name = 'sign-in on a 390-pixel-wide phone';

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await ctx.step('the login form fits the screen', async () => {
    await page.goto('/login');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `no horizontal scrolling (page is ${width} px wide)`);
    await ctx.screenshot(page, 'mobile-login');
  });
  await ctx.step('sign in and reach the dashboard', async () => {
    await signIn(page, DEMO.email, DEMO.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(/Demo Operator|Demo Workspace/).first().waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `the dashboard fits too (page is ${width} px wide)`);
    await ctx.screenshot(page, 'mobile-dashboard');
  });
}

test(name, ({ e2e }) => run(e2e));
