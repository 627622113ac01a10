/**
 * Numbers and voices (docs/areas/voice.md#accounts-and-numbers, #voices): Sync from providers shows
 * what changed per account (the simulator's numbers come in, the Twilio account says it cannot be
 * reached), a number's agent is chosen in its row, a SIP trunk with a bad address answers on its
 * field, and the agent form's voice field lists the voices of the agent's language. Light, dark and Arabic.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { test, type E2EContext } from './fixtures.ts';
import { collectPageErrors, DEMO, signIn, switchToArabic } from './helpers.ts';

const name = 'numbers sync, an agent chosen per number, SIP trunks, and the agent\u2019s voice picker';

async function openNumbers(page: Page): Promise<void> {
  await page.goto('/agents/settings/numbers');
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
}

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext({ colorScheme: 'light', viewport: { width: 1440, height: 1100 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

  await ctx.step('Sync from providers brings the simulator\u2019s numbers in and says what changed', async () => {
    await openNumbers(page);
    await page.getByRole('button', { name: 'Sync from providers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Numbers synced' });
    await dialog.waitFor();
    const rows = dialog.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    const text = await dialog.innerText();
    assert.match(text, /cannot reach Twilio accounts yet/);
    await ctx.screenshot(page, 'voice-numbers-sync-light');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Berlin' }).waitFor();
  });

  await ctx.step('a number\u2019s agent is chosen in its row', async () => {
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Berlin' });
    await row.locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.getByText('The number\u2019s agent is saved.').or(page.getByText("The number's agent is saved.")).first().waitFor();
    assert.match(page.url(), /\/agents\/settings\/numbers/);
    await ctx.screenshot(page, 'voice-numbers-assign-light');
  });

  await ctx.step('a SIP trunk with a bad allowed address answers on that field', async () => {
    await page.goto('/agents/settings/numbers/sip');
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Office PBX' }).waitFor();
    await ctx.screenshot(page, 'voice-sip-trunks-light');
    await page.goto('/agents/settings/numbers/sip/create');
    await page.getByLabel('Name', { exact: true }).fill('Branch PBX');
    await page.getByLabel('Termination SIP URI', { exact: true }).fill('http://pbx.example.com');
    await page.getByRole('button', { name: /create|save/i }).last().click();
    await page.getByText(/A SIP URI like sip:/).first().waitFor();
    await ctx.screenshot(page, 'voice-sip-trunk-form-light');
  });

  await ctx.step('the agent form\u2019s voice field lists its language\u2019s voices', async () => {
    await page.goto('/agents/agents');
    await page.locator('.ant-table-tbody tr.ant-table-row').first().locator('td').nth(1).click();
    await page.waitForURL(/\/agents\/agents\/\d+/);
    const id = /\/agents\/agents\/(\d+)/.exec(page.url())![1];
    await page.goto(`/agents/agents/${id}/settings`);
    const voice = page.locator('[data-widget="voice"]');
    await voice.waitFor();
    await voice.click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // Every language has at least two voices.
    await options.nth(1).waitFor();
    await ctx.screenshot(page, 'voice-agent-voice-light');
  });
  await ctx.step('a provider account shows a new webhook secret once', async () => {
    await page.goto('/agents/settings/provider-accounts');
    await page.locator('.ant-table-tbody tr.ant-table-row').first().locator('td').nth(1).click();
    await page.waitForURL(/\/agents\/settings\/provider-accounts\/\d+$/);
    await page.getByRole('button', { name: 'New webhook secret' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Rotate' }).or(page.locator('.ant-popconfirm .ant-btn-dangerous')).first().click();
    const secret = page.getByTestId('provider-webhook-secret');
    await secret.waitFor();
    assert.match(await secret.innerText(), /^whsec_[0-9a-f]{64}/);
    await ctx.screenshot(page, 'voice-provider-account-secret-light');
  });
  assert.deepEqual(errors.filter((e) => !/422/.test(e)), [], 'no console or page errors');

  for (const [scheme, locale] of [['dark', 'en'], ['light', 'ar'], ['dark', 'ar']] as const) {
    await ctx.step(`numbers, trunks and the voice picker in ${scheme}${locale === 'ar' ? ', Arabic' : ''}`, async () => {
      const other = await ctx.newContext({ colorScheme: scheme, viewport: { width: 1440, height: 1100 } });
      const p = await other.newPage();
      await signIn(p, DEMO.email, DEMO.password);
      if (locale === 'ar') {
        await switchToArabic(p);
      }
      await openNumbers(p);
      await p.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Berlin' }).waitFor();
      await ctx.screenshot(p, `voice-numbers-${scheme}-${locale}`);
      await p.getByRole('button', { name: locale === 'ar' ? 'مزامنة من المزوّدين' : 'Sync from providers' }).click();
      await p.locator('.ant-modal .ant-table-tbody tr.ant-table-row').first().waitFor();
      await ctx.screenshot(p, `voice-numbers-sync-${scheme}-${locale}`);
      await p.goto('/agents/settings/numbers/sip');
      await p.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      await ctx.screenshot(p, `voice-sip-trunks-${scheme}-${locale}`);
      await p.goto('/agents/agents');
      await p.locator('.ant-table-tbody tr.ant-table-row').first().locator('td').nth(1).click();
      await p.waitForURL(/\/agents\/agents\/\d+/);
      const id = /\/agents\/agents\/(\d+)/.exec(p.url())![1];
      await p.goto(`/agents/agents/${id}/settings`);
      await p.locator('[data-widget="voice"]').click();
      await p.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor();
      await ctx.screenshot(p, `voice-agent-voice-${scheme}-${locale}`);
    });
  }
}

test(name, ({ e2e }) => run(e2e));
