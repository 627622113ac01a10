/**
 * A vendor's rate sheet read on its route's page (docs/areas/sms.md#rate-sheets): the route's
 * panel opens the deck screen, a plainly headed deck (tests/fixtures/rate-decks/) is sampled with
 * a guessed mapping and previewed with coloured change kinds, counts, notice flags and the rows
 * Parley could not read, then handled into one batch for approval; the same file again is refused.
 * Light, dark and Arabic.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { makeRateDeckFixtures } from '../fixtures/rate-decks/make-fixtures.ts';
import { test, type E2EContext } from './fixtures.ts';
import { collectPageErrors, DEMO, signIn, switchToArabic } from './helpers.ts';

const name = 'a vendor rate sheet sampled, previewed and handled for approval';
const ROUTE = 'Telvia Direct EU';

async function openDeck(page: Page, file: string): Promise<void> {
  await page.goto('/sms/routing/routes');
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: ROUTE }).locator('td').nth(1).click();
  await page.waitForURL(/\/sms\/routing\/routes\/\d+$/);
  await page.getByTestId('open-rate-sheet').click();
  await page.waitForURL(/\/sms\/routing\/routes\/\d+\/deck$/);
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByTestId('deck-preview').waitFor();
}

async function run(ctx: E2EContext): Promise<void> {
  const files = await makeRateDeckFixtures();
  void files;
  const fixture = new URL('../fixtures/rate-decks/multi-currency.csv', import.meta.url).pathname;
  const context = await ctx.newContext({ colorScheme: 'light', viewport: { width: 1440, height: 1600 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

  await ctx.step('the deck is sampled with a guessed mapping and previewed', async () => {
    await openDeck(page, fixture);
    const mapping = page.getByTestId('deck-mapping');
    await mapping.getByText('Guessed from this file').waitFor();
    assert.equal(await page.locator('#deck-col-price').locator('xpath=ancestor::div[contains(@class,"ant-select")]').first().innerText(), 'Price');
    assert.equal(await page.getByTestId('deck-count-unreadable').locator('.ant-statistic-content-value').innerText(), '2');
    const unreadable = page.getByTestId('deck-unreadable');
    await unreadable.getByText('The date cannot be read').waitFor();
    await unreadable.getByText('Unknown currency').waitFor();
    await page.getByTestId('deck-preview').locator('[data-meaning]').first().waitFor();
    await ctx.screenshot(page, 'rate-deck-preview-light');
  });

  await ctx.step('handled into one batch; the same file again is refused', async () => {
    await page.getByTestId('deck-handle').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Handle' }).click();
    await page.getByTestId('deck-handled').waitFor();
    assert.match(await page.getByTestId('deck-handled').innerText(), /Batch \d+ written/);
    await page.getByText('This very file was already handled').waitFor();
    await ctx.screenshot(page, 'rate-deck-handled-light');
  });
  assert.deepEqual(errors, [], 'no console or page errors');

  for (const [scheme, locale] of [['dark', 'en'], ['light', 'ar']] as const) {
    await ctx.step(`the deck screen in ${scheme}${locale === 'ar' ? ', Arabic' : ''}`, async () => {
      const other = await ctx.newContext({ colorScheme: scheme, viewport: { width: 1440, height: 1600 } });
      const p = await other.newPage();
      await signIn(p, DEMO.email, DEMO.password);
      if (locale === 'ar') await switchToArabic(p);
      await openDeck(p, new URL('../fixtures/rate-decks/semicolon-cp1252.csv', import.meta.url).pathname);
      await p.getByTestId('deck-unreadable').waitFor();
      await ctx.screenshot(p, `rate-deck-preview-${scheme}-${locale}`);
    });
  }
}

test(name, ({ e2e }) => run(e2e));
