/**
 * Webhooks as a team member uses them: a pushed feed's page shows its webhook address and secret,
 * a sender signs a delivery with them, the delivery shows up in the team's delivery log (filtered
 * to the feed), and rotating the secret refuses the old one at once. Light, dark and Arabic.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { signatureHeader } from '../../server/webhooks/signature.ts';
import { test, type E2EContext } from './fixtures.ts';
import { collectPageErrors, DEMO, signIn, switchToArabic } from './helpers.ts';

const name = 'webhooks: a feed\u2019s address and secret, a signed delivery in the log, secret rotation';

async function deliver(url: string, secret: string, delivery: string, contacts: unknown[]) {
  const raw = Buffer.from(JSON.stringify({ contacts }));
  const res = await fetch(url, { method: 'POST', body: raw, headers: { 'content-type': 'application/json', 'parley-signature': signatureHeader(secret, raw), 'parley-delivery': delivery } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function openPushedFeed(page: Page): Promise<void> {
  await page.goto('/audience/feeds');
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'CRM sign-ups (pushed)' }).locator('td').nth(1).click();
  await page.waitForURL(/\/audience\/feeds\/\d+$/);
  await page.getByTestId('webhook-url').waitFor();
}

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

  const { url, secret } = await ctx.step('the pushed feed\u2019s page shows its webhook', async () => {
    await openPushedFeed(page);
    const shownUrl = (await page.getByTestId('webhook-url').innerText()).trim();
    assert.match(shownUrl, /\/api\/proxy\/api\/v1\/webhooks\/teams\/\d+\/audience\/feeds\/\d+$/);
    assert.match(await page.getByTestId('webhook-secret').innerText(), /^whsec_•+$/, 'the secret is hidden until asked for');
    await page.getByRole('button', { name: 'Show' }).click();
    const shownSecret = (await page.getByTestId('webhook-secret').innerText()).trim();
    assert.match(shownSecret, /^whsec_[\w-]{43}$/);
    await page.getByText('How a sender signs a delivery').click();
    await page.locator('pre').filter({ hasText: 'openssl dgst -sha256 -hmac' }).waitFor();
    await ctx.screenshot(page, 'webhooks-feed-light');
    return { url: shownUrl, secret: shownSecret };
  });

  await ctx.step('a sender delivers with them, and the delivery is in the feed\u2019s log', async () => {
    const answer = await deliver(url, secret, 'e2e-delivery-1', [{ phone: '+14155550142', first_name: 'Grace', custom: { marketing_consent: true } }, { phone: 'nope' }]);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.accepted, 1);
    await page.locator('a[href^="/integrations/webhooks/deliveries?"]').click();
    await page.waitForURL(/\/integrations\/webhooks\/deliveries\?/);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await row.filter({ hasText: 'e2e-delivery-1' }).waitFor();
    assert.match(await row.innerText(), /Processed/);
    assert.equal(await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasNotText: 'CRM sign-ups (pushed)' }).count(), 0, 'only this feed\u2019s deliveries');
    await ctx.screenshot(page, 'webhooks-deliveries-light');
    await row.locator('td').nth(2).click();
    await page.waitForURL(/\/integrations\/webhooks\/deliveries\/\d+$/);
    await page.getByText('"first_name":"Grace"', { exact: false }).waitFor();
    await ctx.screenshot(page, 'webhooks-delivery-light');
  });

  await ctx.step('rotating the secret refuses the old one at once', async () => {
    await openPushedFeed(page);
    await page.getByRole('button', { name: 'Rotate secret' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByText('New webhook secret made').waitFor();
    const rotated = (await page.getByTestId('webhook-secret').innerText()).trim();
    assert.notEqual(rotated, secret);
    assert.equal((await deliver(url, secret, 'e2e-delivery-2', [{ phone: '+14155550143' }])).status, 401);
    assert.equal((await deliver(url, rotated, 'e2e-delivery-2', [{ phone: '+14155550143' }])).status, 200);
  });
  assert.deepEqual(errors, [], 'no console or page errors');

  for (const [scheme, locale] of [['dark', 'en'], ['light', 'ar']] as const) {
    await ctx.step(`the feed\u2019s webhook and the log in ${scheme}${locale === 'ar' ? ', Arabic' : ''}`, async () => {
      const other = await ctx.newContext({ colorScheme: scheme });
      const p = await other.newPage();
      await signIn(p, DEMO.email, DEMO.password);
      if (locale === 'ar') {
        await switchToArabic(p);
      }
      await p.goto('/audience/feeds');
      await p.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'CRM sign-ups (pushed)' }).locator('td').nth(1).click();
      await p.getByTestId('webhook-url').waitFor();
      await ctx.screenshot(p, `webhooks-feed-${scheme}-${locale}`);
      await p.goto('/integrations/webhooks/deliveries');
      await p.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      await ctx.screenshot(p, `webhooks-deliveries-${scheme}-${locale}`);
    });
  }
}

test(name, ({ e2e }) => run(e2e));
