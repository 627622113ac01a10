/**
 * Segments as an operator builds one: a rule made in the editor counts the matching contacts while
 * it is edited, the saved segment keeps counting live, and editing a contact elsewhere moves the
 * count on the open page without a reload. Screenshots in light, dark and Arabic.
 */
import assert from 'node:assert/strict';
import { test, type E2EContext } from './fixtures.ts';
import { DEMO, collectPageErrors, pageApi, signIn } from './helpers.ts';

const name = 'segments: build a segment in the editor and watch its count change as a contact is edited';

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  // Every preview the server refused: a half-typed rule must not cause one.
  const refused: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/segments/preview') && res.status() === 422) refused.push(res.url());
  });
  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

  let contactId = 0;
  await ctx.step('a contact with a name nobody else has', async () => {
    const made = await pageApi(page, 'POST', '/v1/audience/contacts', { phone: '+12126647777', first_name: 'Quillon', custom: { marketing_consent: true } });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    contactId = made.body.id;
  });

  await ctx.step('build a rule in the editor: the preview counts one contact', async () => {
    await page.goto('/audience/contacts/segments/new');
    await page.getByRole('button', { name: '+ Rule' }).click();
    await page.locator('.rule-fields').click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^First name$/ }).click();
    await page.locator('.rule-value').pressSequentially('Quillon', { delay: 30 });
    await page.getByTestId('segment-count').filter({ hasText: /^1$/ }).waitFor();
    await page.getByTestId('segment-preview').getByText('+12126647777').waitFor();
  });

  await ctx.step('a half-typed rule waits: marked unfinished, not counted, and no preview is refused', async () => {
    const before = refused.length;
    await page.locator('.rule-operators').click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^is any of$/ }).click();
    await page.locator('.rule-value').fill('');
    await page.getByTestId('rule-unfinished').filter({ hasText: 'Not counted until the rule is finished.' }).waitFor();
    await page.locator('.rule-operators').click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^is$/ }).click();
    await page.locator('.rule-value').fill('Quillon');
    await page.getByTestId('segment-count').filter({ hasText: /^1$/ }).waitFor();
    await page.getByTestId('rule-unfinished').waitFor({ state: 'detached' });
    assert.deepEqual(refused.slice(before), [], 'no preview of a half-typed rule answered 422');
  });

  await ctx.step('save it: the segment page shows its members', async () => {
    await page.getByTestId('segment-name').fill('Quillon watchers');
    await page.getByTestId('segment-save').click();
    await page.waitForURL(/\/audience\/contacts\/segments\/\d+$/);
    await page.getByTestId('segment-summary').locator('canvas').waitFor();
    await ctx.screenshot(page, 'segment-editor-light');
  });

  await ctx.step('editing the contact elsewhere moves the count on the open page', async () => {
    const before = await pageApi(page, 'GET', `/v1/audience/contacts/${contactId}`);
    const renamed = await pageApi(page, 'PATCH', `/v1/audience/contacts/${contactId}`, { first_name: 'Somebody', version: before.body.version });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    await page.getByTestId('segment-count').filter({ hasText: /^0$/ }).waitFor({ timeout: 10_000 });
    await pageApi(page, 'PATCH', `/v1/audience/contacts/${contactId}`, { first_name: 'Quillon' });
    await page.getByTestId('segment-count').filter({ hasText: /^1$/ }).waitFor({ timeout: 10_000 });
  });

  await ctx.step('freeze it as a list', async () => {
    await page.getByRole('button', { name: 'Build list' }).click();
    await page.getByTestId('build-status').filter({ hasText: 'Built: 1 contacts' }).waitFor({ timeout: 15_000 });
  });

  await ctx.step('the segments list shows it with its count', async () => {
    await page.goto('/audience/contacts/segments');
    await page.locator('.ant-table-row').filter({ hasText: 'Quillon watchers' }).waitFor();
  });

  const url = page.url().replace(/\/audience.*/, '');
  for (const [label, options] of [
    ['dark', { colorScheme: 'dark' as const }],
    ['ar', { locale: 'ar' }],
  ] as const) {
    await ctx.step(`the editor in ${label}`, async () => {
      const other = await ctx.newContext(options);
      const p = await other.newPage();
      await signIn(p, DEMO.email, DEMO.password);
      if (label === 'ar') await p.evaluate(() => localStorage.setItem('locale', 'ar'));
      const list = await pageApi(p, 'GET', '/v1/audience/segments?name_like=Quillon');
      await p.goto(`${url}/audience/contacts/segments/${list.body[0]?.id ?? ''}`);
      if (label === 'ar') await p.waitForFunction(() => document.documentElement.dir === 'rtl');
      await p.getByTestId('segment-count').filter({ hasText: /[1١]/ }).waitFor();
      await p.getByTestId('segment-summary').locator('canvas').waitFor();
      await ctx.screenshot(p, `segment-editor-${label}`);
      await other.close();
    });
  }

  assert.deepEqual(refused, []);
  assert.deepEqual(errors, []);
}

test(name, ({ e2e }) => run(e2e));
