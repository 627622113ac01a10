/**
 * The campaign text's counter in a real browser (docs/areas/sms.md#message-text-and-parts): it
 * follows typing from one GSM-7 part to two, turns Unicode for one Arabic letter and names it,
 * and reads right-to-left in Arabic with its figures in order.
 */
import assert from 'node:assert/strict';
import { test, type E2EContext } from './fixtures.ts';
import { collectPageErrors, DEMO, signIn, switchToArabic } from './helpers.ts';

const name = 'SMS text counter: characters, encoding and parts of a campaign text as it is typed';

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));
  const counter = page.locator('.sms-text-counter');
  const fact = (key: string) => counter.locator(`[data-fact="${key}"]`);

  await ctx.step('type a campaign text past one part', async () => {
    await page.goto('/campaigns/create');
    const text = page.getByLabel('Message text', { exact: true });
    await text.fill('a'.repeat(160));
    await fact('parts').filter({ hasText: 'Parts: 1' }).waitFor();
    await text.fill('a'.repeat(161));
    await fact('parts').filter({ hasText: 'Parts: 2' }).waitFor();
    assert.match((await fact('remaining').textContent()) ?? '', /Left in this part: 145 \/ 153/);
    assert.match((await fact('encoding').textContent()) ?? '', /GSM-7/);
  });

  await ctx.step('one Arabic letter makes it Unicode', async () => {
    await page.getByLabel('Message text', { exact: true }).fill('Your code is ready ش');
    await fact('encoding').filter({ hasText: 'Unicode' }).waitFor();
    assert.match((await counter.locator('[data-hint="unicode"]').textContent()) ?? '', /ش/);
    await ctx.screenshot(page, 'sms-text-counter-en');
  });

  await ctx.step('the counter reads in Arabic', async () => {
    await switchToArabic(page);
    await page.locator('textarea[data-widget="sms-text"]').fill('مرحباً، رمزك جاهز: 4821');
    await fact('encoding').filter({ hasText: 'يونيكود' }).waitFor();
    const figures = await counter.locator('[data-fact] bdi[dir="ltr"]').count();
    assert.equal(figures, 3, 'characters, parts and what is left are isolated left-to-right');
    await ctx.screenshot(page, 'sms-text-counter-ar');
    // "47 / 70" reads left to right in the flipped layout: its first figure lies left of its last.
    // (Source text, not a function: tsx would wrap a named helper in a function the page does not have.)
    const order = await page.evaluate(`(() => {
      const text = document.querySelector('[data-fact="remaining"] bdi').firstChild;
      const left = (i) => { const r = document.createRange(); r.setStart(text, i); r.setEnd(text, i + 1); return r.getBoundingClientRect().left; };
      return [text.data, left(0) < left(text.length - 1)];
    })()`);
    assert.deepEqual(order, ['47 / 70', true], 'what is left, then the part size, left to right');
  });

  assert.deepEqual(errors, [], 'no uncaught errors in the page');
}

test(name, ({ e2e }) => run(e2e));
