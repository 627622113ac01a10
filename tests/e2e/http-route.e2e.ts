/**
 * An HTTP route's page (docs/areas/sms.md#http-routes): its delivery-receipt address for the vendor,
 * copyable, and a new one on request, the old one refused at once; a message that failed over from
 * it keeps why on its log. Light, dark and Arabic.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { test, type E2EContext } from './fixtures.ts';
import { collectPageErrors, DEMO, signIn, switchToArabic } from './helpers.ts';

const name = 'an HTTP route\u2019s delivery-receipt address, and a new one';

async function openHttpRoute(page: Page): Promise<void> {
  await page.goto('/sms/routing/routes');
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'BlueWave HTTP' }).locator('td').nth(1).click();
  await page.waitForURL(/\/sms\/routing\/routes\/\d+$/);
  await page.getByTestId('dlr-url').waitFor();
}

const report = (url: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message_id: 'e2e-unknown', status: 'DELIVERED' }) });

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext({ colorScheme: 'light', viewport: { width: 1440, height: 1400 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

  const url = await ctx.step('the HTTP route\u2019s page shows its receipt address', async () => {
    await openHttpRoute(page);
    const shown = (await page.getByTestId('dlr-url').innerText()).trim();
    assert.match(shown, /\/api\/proxy\/api\/v1\/webhooks\/sms\/\d+\/[\w-]{32}$/);
    await page.getByText('message_id, status, error_code').waitFor();
    await ctx.screenshot(page, 'http-route-light');
    return shown;
  });

  await ctx.step('the vendor reports to it; a new address refuses the old one at once', async () => {
    assert.equal((await report(url)).status, 200);
    await page.getByRole('button', { name: 'New address' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'New address' }).click();
    await page.getByText('New receipt address made').waitFor();
    const rotated = (await page.getByTestId('dlr-url').innerText()).trim();
    assert.notEqual(rotated, url);
    assert.equal((await report(url)).status, 401);
    assert.equal((await report(rotated)).status, 200);
  });
  const failedOver = await ctx.step('a message its second route took shows why the first did not', async () => {
    const id = await page.evaluate(async () => {
      const res = await fetch('/api/proxy/api/v1/sms/logs?_start=0&_end=100&_sort=id&_order=asc', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
      const rows = (await res.json()) as { id: number; attempts: number }[];
      return rows.find((r) => r.attempts === 2)?.id;
    });
    assert.ok(id, 'the demo has a message taken by its second route');
    await page.goto(`/sms/logs/${id}`);
    const attempts = page.getByTestId('route-attempts');
    await attempts.getByText('BlueWave HTTP').waitFor();
    assert.match(await attempts.innerText(), /HTTP 503[\s\S]*service temporarily unavailable/);
    await ctx.screenshot(page, 'http-route-failover-log-light');
    return id;
  });
  assert.deepEqual(errors, [], 'no console or page errors');

  for (const [scheme, locale] of [['dark', 'en'], ['light', 'ar']] as const) {
    await ctx.step(`the route\u2019s page in ${scheme}${locale === 'ar' ? ', Arabic' : ''}`, async () => {
      const other = await ctx.newContext({ colorScheme: scheme, viewport: { width: 1440, height: 1400 } });
      const p = await other.newPage();
      await signIn(p, DEMO.email, DEMO.password);
      if (locale === 'ar') {
        await switchToArabic(p);
      }
      await openHttpRoute(p);
      await ctx.screenshot(p, `http-route-${scheme}-${locale}`);
      await p.goto(`/sms/logs/${failedOver}`);
      await p.getByTestId('route-attempts').getByText('BlueWave HTTP').waitFor();
      await ctx.screenshot(p, `http-route-failover-log-${scheme}-${locale}`);
    });
  }
}

test(name, ({ e2e }) => run(e2e));
