/**
 * Short links on a running server (docs/areas/sms.md#links-and-clicks): a demo campaign link's
 * /s/{code} redirects and counts, and its click shows in the link clicks list and under its
 * campaign, in light, dark and Arabic.
 */
import assert from 'node:assert/strict';
import { test, type E2EContext } from './fixtures.ts';
import { chooseFromMenu, collectPageErrors, DEMO, signIn } from './helpers.ts';

const name = 'link clicks: /s/{code} redirects and counts; the clicks list and a campaign’s clicks';

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

  await ctx.step('the clicks list shows the demo’s clicks, newest first', async () => {
    await page.goto('/campaigns/clicks');
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    // The demo's sent campaigns have clicks of their recipients' links.
    await page.locator('.ant-table-tbody tr.ant-table-row').getByText(/Spring sale launch|VIP early access|Free shipping weekend|Win-back 90 days|Trial nudge/).first().waitFor();
    await ctx.screenshot(page, 'link-clicks-list');
  });

  const campaignId = await ctx.step('a visit of the campaign link redirects and is counted', async () => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const api = (path: string) => context.request.get(`/api/proxy/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
    // The newest click of a campaign link (the others are the named short links').
    const newest: { code: string | null; campaign_id: number | null }[] = await (await api('/sms/link-clicks?_start=0&_end=200')).json();
    const first = newest.find((c) => c.code && c.campaign_id);
    assert.ok(first?.code, 'the demo has clicks of campaign links');
    const count = async () => Number((await api(`/sms/link-clicks?code=${first.code}&_start=0&_end=1`)).headers()['x-total-count']);
    const before = await count();
    const res = await context.request.get(`/s/${first.code}`, { maxRedirects: 0, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Parley e2e' } });
    assert.equal(res.status(), 302);
    assert.match(res.headers().location, /^https:\/\//);
    assert.equal(await count(), before + 1);
    const missing = await context.request.get('/s/NoSuch1', { maxRedirects: 0 });
    assert.equal(missing.status(), 404);
    assert.match(await missing.text(), /This link is not valid or has expired/);
    return first.campaign_id as number;
  });

  await ctx.step('the campaign’s own clicks, in dark mode and in Arabic', async () => {
    await page.goto(`/campaigns/${campaignId}/clicks`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().getByText('Parley e2e').waitFor();
    await page.getByTestId('color-mode-switch').click();
    await page.getByTestId('color-mode-dark').click();
    await page.waitForFunction(() => document.documentElement.dataset.colorMode === 'dark');
    await ctx.screenshot(page, 'link-clicks-campaign-dark');
    await chooseFromMenu(page.getByTestId('language-switch'), page.getByRole('menuitem', { name: /العربية/ }));
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByText('نقرات الروابط').first().waitFor();
    await ctx.screenshot(page, 'link-clicks-campaign-ar-dark');
    await chooseFromMenu(page.getByTestId('language-switch'), page.getByRole('menuitem', { name: /English/ }));
    await page.getByTestId('color-mode-switch').click();
    await page.getByTestId('color-mode-light').click();
  });
  assert.deepEqual(errors, []);
}

test(name, ({ e2e }) => run(e2e));
