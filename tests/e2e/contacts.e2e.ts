/**
 * The contacts screens on the demo audience: the list with its dashboard and do-not-contact links,
 * a contact's page (the number's facts, custom values, history) and putting its number on the
 * do-not-contact list, the contacts dashboard's charts, and the list of numbers not to contact;
 * in light, dark and Arabic.
 */
import assert from 'node:assert/strict';
import { test, type E2EContext } from './fixtures.ts';
import { chooseFromMenu, closeToasts, collectPageErrors, DEMO, signIn } from './helpers.ts';

const name = 'contacts: list, contact page, dashboard, do-not-contact list';

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

  await ctx.step('two selected contacts go into a segment by hand', async () => {
    await page.goto('/audience/contacts');
    await page.locator('.ant-table-row').first().waitFor();
    for (const row of [0, 1]) await page.locator('.ant-table-row').nth(row).getByRole('checkbox').check();
    await page.getByTestId('bulk-segment').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'The 2 selected' }).waitFor();
    await dialog.getByRole('combobox', { name: 'Segment' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await ctx.screenshot(page, 'contacts-bulk-segment-light');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(/contacts added to the segment/).waitFor();
  });

  let contactPath = '';
  await ctx.step('the list links to the dashboard and opens a contact', async () => {
    await page.goto('/audience/contacts');
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: 'Tags' }).waitFor();
    // The team's custom fields are filters too, after the standard ones.
    await page.getByRole('button', { name: /More filters/ }).click();
    await page.getByRole('textbox', { name: 'City' }).waitFor();
    await ctx.screenshot(page, 'contacts-list-light');
    await page.locator('.ant-table-row').first().click();
    await page.waitForURL((url) => /^\/audience\/contacts\/\d+$/.test(url.pathname));
    contactPath = new URL(page.url()).pathname;
  });

  await ctx.step('the contact page shows the number, its custom values and its history; the number goes on the do-not-contact list', async () => {
    await page.getByTestId('number-facts').waitFor();
    await page.getByTestId('custom-values').waitFor();
    await page.getByTestId('contact-history').waitFor();
    await page.getByRole('button', { name: 'Add to do-not-contact list' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Add to do-not-contact list|OK|Run/ }).last().click();
    await page.getByTestId('number-facts').getByText('Do not contact').waitFor();
    await page.getByTestId('contact-history').getByText('Put on the do-not-contact list').waitFor();
    await ctx.screenshot(page, 'contacts-page-light');
    // The toast sits over the header's Edit button.
    await closeToasts(page);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('custom-values-input').waitFor();
    await ctx.screenshot(page, 'contacts-form-light');
    await page.goto(contactPath);
  });

  await ctx.step('the dashboard charts the audience', async () => {
    await page.goto('/audience/contacts/dashboard');
    await page.getByTestId('contacts-dashboard').waitFor();
    await page.locator('canvas[role="img"]').nth(6).waitFor();
    const labels = await page.locator('canvas[role="img"]').evaluateAll((c) => c.map((x) => x.getAttribute('aria-label') ?? ''));
    assert.ok(labels.some((l) => l.startsWith('By country: ')), labels.join(' | '));
    await ctx.screenshot(page, 'contacts-dashboard-light');
  });

  await ctx.step('the do-not-contact list has the number', async () => {
    await page.goto('/audience/contacts/opt-outs');
    await page.locator('.ant-table-row').first().waitFor();
    await ctx.screenshot(page, 'contacts-opt-outs-light');
  });

  await ctx.step('a feed maps its payload keys to contact and custom fields', async () => {
    await page.goto('/audience/feeds/create');
    await page.getByTestId('field-mapping-input').waitFor();
    await page.getByRole('button', { name: 'Map a key' }).click();
    await page.getByRole('textbox', { name: 'Key in the payload' }).fill('mobile');
    await ctx.screenshot(page, 'feeds-form-light');
  });

  await ctx.step('in dark mode and in Arabic, right to left', async () => {
    await page.getByTestId('color-mode-switch').click();
    await page.getByTestId('color-mode-dark').click();
    await page.waitForFunction(() => document.documentElement.dataset.colorMode === 'dark');
    await page.goto(contactPath);
    await page.getByTestId('contact-history').waitFor();
    await ctx.screenshot(page, 'contacts-page-dark');
    await page.goto('/audience/contacts/dashboard');
    await page.locator('canvas[role="img"]').nth(6).waitFor();
    await ctx.screenshot(page, 'contacts-dashboard-dark');
    await page.goto('/audience/contacts/opt-outs');
    await page.locator('.ant-table-row').first().waitFor();
    await ctx.screenshot(page, 'contacts-opt-outs-dark');
    await page.getByTestId('color-mode-switch').click();
    await page.getByTestId('color-mode-light').click();
    await chooseFromMenu(page.getByTestId('language-switch'), page.getByRole('menuitem', { name: /العربية/ }));
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.goto(contactPath);
    await page.getByTestId('contact-history').getByText('أُضيفت إلى قائمة عدم الاتصال').waitFor();
    await ctx.screenshot(page, 'contacts-page-ar');
    await page.goto('/audience/contacts/dashboard');
    await page.locator('canvas[aria-label^="حسب الدولة"]').waitFor();
    await ctx.screenshot(page, 'contacts-dashboard-ar');
    await page.goto('/audience/contacts/opt-outs');
    await page.locator('.ant-table-row').first().waitFor();
    await ctx.screenshot(page, 'contacts-opt-outs-ar');
    await chooseFromMenu(page.getByTestId('language-switch'), page.getByRole('menuitem', { name: /English/ }));
  });

  assert.deepEqual(errors, []);
}

test(name, ({ e2e }) => run(e2e));
