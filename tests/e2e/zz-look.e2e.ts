import type { E2EContext } from './context.ts';
import { DEMO, signIn } from './helpers.ts';

export const name = 'zz look at the campaign send';
export const optIn = 'a look, not a test';

export async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto('/campaigns');
  await page.locator('.ant-table-row', { hasText: 'Summer teaser' }).first().click();
  await page.getByRole('button', { name: /Send$/ }).click();
  await page.getByTestId('campaign-progress').waitFor();
  await page.waitForTimeout(6000);
  await ctx.screenshot(page, 'look-progress-light');
  await page.getByTestId('color-mode-switch').click();
  await page.getByTestId('color-mode-dark').click();
  await page.waitForFunction(() => document.documentElement.dataset.colorMode === 'dark');
  await page.waitForTimeout(3000);
  await ctx.screenshot(page, 'look-progress-dark');
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await page.reload();
  await page.getByTestId('campaign-progress').waitFor();
  await page.waitForTimeout(3000);
  await ctx.screenshot(page, 'look-progress-ar');
}
