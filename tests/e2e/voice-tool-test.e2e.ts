/**
 * A webhook tool's page (docs/areas/voice.md#tools): the Test panel starts from arguments made from
 * the tool's parameters, sends the real request and shows what came back — here the demo's calendar
 * host, which this machine cannot reach, so the answer is an error that says why. Light, dark and Arabic.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { test, type E2EContext } from './fixtures.ts';
import { collectPageErrors, DEMO, signIn, switchToArabic } from './helpers.ts';

const name = 'a webhook tool\u2019s Test panel sends its request and shows the answer';

async function openTool(page: Page): Promise<void> {
  await page.goto('/agents/tools');
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Check availability' }).locator('td').nth(1).click();
  await page.waitForURL(/\/agents\/tools\/\d+$/);
  await page.getByTestId('tool-test').waitFor();
}

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext({ colorScheme: 'light', viewport: { width: 1440, height: 1400 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

  await ctx.step('the Test panel starts from the parameters and shows the answer of a real request', async () => {
    await openTool(page);
    const args = JSON.parse(await page.locator('#tool-test-arguments').inputValue()) as Record<string, unknown>;
    assert.deepEqual(args, { days: 1 });
    await page.getByTestId('tool-test-send').click();
    const result = page.getByTestId('tool-test-result');
    await result.waitFor({ timeout: 20_000 });
    const text = await result.innerText();
    // Offline the host does not resolve; online it answers with some status: either way a real answer.
    assert.match(text, /calendar\.example\.com|\d{3}/);
    assert.match(text, /\d+ ms/);
    await ctx.screenshot(page, 'voice-tool-test-light');
  });

  await ctx.step('arguments that are not JSON cannot be sent', async () => {
    await page.locator('#tool-test-arguments').fill('{days: 3');
    assert.equal(await page.getByTestId('tool-test-send').isDisabled(), true);
    await page.locator('#tool-test-arguments').fill('{"days": 9}');
    await page.getByTestId('tool-test-send').click();
    await page.getByTestId('tool-test-error').getByText(/days: Must be at most 7/).waitFor();
  });
  assert.deepEqual(errors.filter((e) => !/422/.test(e)), [], 'no console or page errors');

  for (const [scheme, locale] of [['dark', 'en'], ['light', 'ar']] as const) {
    await ctx.step(`the tool\u2019s page in ${scheme}${locale === 'ar' ? ', Arabic' : ''}`, async () => {
      const other = await ctx.newContext({ colorScheme: scheme, viewport: { width: 1440, height: 1400 } });
      const p = await other.newPage();
      await signIn(p, DEMO.email, DEMO.password);
      if (locale === 'ar') {
        await switchToArabic(p);
      }
      await openTool(p);
      await p.getByTestId('tool-test-send').click();
      await p.getByTestId('tool-test-result').waitFor({ timeout: 20_000 });
      await ctx.screenshot(p, `voice-tool-test-${scheme}-${locale}`);
    });
  }
}

test(name, ({ e2e }) => run(e2e));
