/**
 * Addresses a newcomer tries lead somewhere (a screen, or a redirect to where the thing lives), the
 * integrations' request log and billing are lists, a record address with no id is not found, and
 * the sidebar lists each screen once: the mail outbox under Management, Send an SMS under SMS.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { test, type E2EContext } from './fixtures.ts';
import { chooseFromMenu, collectPageErrors, DEMO, signIn } from './helpers.ts';
import { apiSignIn, createViewer } from './sweep/api.ts';
import { seriousAxe } from './sweep/axe.ts';

const name = 'routes that answer: redirects, /management, integration lists, one entry per screen in the menu';

const ROWS = '.ant-table-tbody tr.ant-table-row';
const errorCode = (page: Page) => page.getByTestId('error-code');

/** Opens `path` and waits for `lands`; the screen shows a heading, no error page and no "undefined". */
async function answers(page: Page, path: string, lands: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === lands);
  await page.getByRole('heading', { level: 3, name: heading }).waitFor();
  assert.equal(await errorCode(page).count(), 0, `${path}: no error page`);
  const text = await page.locator('.ant-layout-content').innerText();
  assert.ok(!/undefined/i.test(text), `${path}: no "undefined" on the screen`);
  assert.deepEqual(await seriousAxe(page, '.ant-layout-content'), [], `${path}: no serious accessibility problem`);
}

/** The sidebar's links, each with the title of the group it sits in (null at the top level). */
async function menuLinks(page: Page): Promise<Array<{ group: string | null; href: string; text: string }>> {
  const menu = page.getByTestId('side-menu');
  await menu.locator('a[href="/"]').waitFor();
  return menu.locator('a[href]').evaluateAll((links) =>
    links.map((a) => ({
      group: a.closest('li.ant-menu-submenu')?.querySelector(':scope > .ant-menu-submenu-title')?.textContent?.trim() ?? null,
      href: a.getAttribute('href')!,
      text: a.textContent!.trim(),
    })),
  );
}

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo staff user', () => signIn(page, DEMO.email, DEMO.password));

  await ctx.step('/domains opens the team\u2019s domains', () => answers(page, '/domains', '/settings/url-shortener', /domains|URL shortener/i));
  await ctx.step('/management/live-phones opens the live phones', () => answers(page, '/management/live-phones', '/hub/routing/vendor/live-phones', /Live phones/i));

  await ctx.step('/management lists the management screens, each opening', async () => {
    await answers(page, '/management', '/management', 'Management');
    for (const key of ['mail-outbox', 'live-phones', 'live-phone-sms', 'provider-accounts', 'domain-accounts']) await page.getByTestId(`management-${key}`).waitFor();
    assert.equal(await page.getByTestId('management-missing').count(), 0, 'no notice without a missing screen');
    await ctx.screenshot(page, 'routes-management-light');
    await page.getByTestId('management-mail-outbox').getByRole('link', { name: 'Mail outbox' }).click();
    await page.waitForURL('**/management/mail-outbox');
    await page.getByRole('heading', { level: 3, name: 'Mail outbox' }).waitFor();
  });

  for (const [path, what] of [['/management/proxies', /no proxies yet/], ['/management/status-logs', /no status logs yet/]] as const) {
    await ctx.step(`${path} says the screen is not built yet, among the ones there are`, async () => {
      await answers(page, path, '/management', 'Management');
      assert.match(await page.getByTestId('management-missing').innerText(), what);
      await page.getByTestId('management-mail-outbox').waitFor();
    });
  }

  for (const [path, title] of [['/integrations/billings', 'Integration billing'], ['/integrations/requests', 'Integration requests']] as const) {
    await ctx.step(`${path} lists every integration\u2019s records`, async () => {
      await answers(page, path, path, title);
      await page.locator(ROWS).first().waitFor();
      assert.ok((await page.locator(ROWS).count()) >= 3, `${path} lists the demo's rows`);
      const table = await page.locator('.ant-table').innerText();
      assert.ok(!/#billings|#requests/.test(table), 'no record named after the path');
      assert.equal(await page.getByRole('button', { name: /^Delete$/ }).count(), 0, 'no record screen with its buttons');
      await ctx.screenshot(page, `routes-${path.split('/').pop()}`);
    });
  }

  await ctx.step('a record address whose segment is no id is not found, inside the app', async () => {
    for (const path of ['/integrations/nonsense', '/integrations/billings/latest', '/campaigns/abc/edit', '/sms/routing/plans/x/rules']) {
      await page.goto(path);
      await errorCode(page).filter({ hasText: '404' }).waitFor();
      await page.getByTestId('side-menu').waitFor();
      assert.match(await page.locator('body').innerText(), new RegExp(`Page not found: ${path}`));
    }
  });

  await ctx.step('the sidebar lists each screen once: mail outbox under Management, Send an SMS under SMS', async () => {
    await page.goto('/');
    const links = await menuLinks(page);
    const hrefs = links.map((l) => l.href);
    assert.deepEqual(hrefs.filter((h, i) => hrefs.indexOf(h) !== i), [], 'no path twice');
    const inGroup = (group: string) => links.filter((l) => l.group === group).map((l) => l.text);
    for (const [word, re] of [['plans', /\/routing\/plans$/], ['routes', /\/routing\/routes$/], ['route simulator', /\/routing\/simulate$/], ['automations', /\/automations$/]] as const) {
      assert.equal(hrefs.filter((h) => re.test(h)).length, 1, `${word} once in the menu`);
    }
    assert.deepEqual(inGroup('Management'), ['Overview', 'Mail outbox']);
    assert.ok(!inGroup('Hub').includes('Mail outbox'), 'the mail outbox is no hub screen');
    assert.ok(!inGroup('Hub').some((text) => /plans|routes|simulator/i.test(text)), `the hub lists no routing screens: ${inGroup('Hub').join(', ')}`);
    assert.deepEqual(inGroup('SMS').slice(0, 4), ['Send an SMS', 'Plans', 'Routes', 'Route simulator']);
    await page.getByTestId('side-menu').getByRole('link', { name: 'Send an SMS' }).click();
    await page.waitForURL('**/sms/send');
    await page.getByRole('heading', { level: 3 }).first().waitFor();
    assert.equal(await errorCode(page).count(), 0);
  });

  await ctx.step('/management in dark mode and in Arabic', async () => {
    await page.goto('/management');
    await page.getByTestId('management-mail-outbox').waitFor();
    await page.getByTestId('color-mode-switch').click();
    await page.getByTestId('color-mode-dark').click();
    await page.waitForFunction(() => document.documentElement.dataset.colorMode === 'dark');
    await ctx.screenshot(page, 'routes-management-dark');
    await page.getByTestId('color-mode-switch').click();
    await page.getByTestId('color-mode-light').click();
    await chooseFromMenu(page.getByTestId('language-switch'), page.getByRole('menuitem', { name: /العربية/ }));
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('heading', { level: 3, name: 'الإدارة' }).waitFor();
    await ctx.screenshot(page, 'routes-management-ar');
    await chooseFromMenu(page.getByTestId('language-switch'), page.getByRole('menuitem', { name: /English/ }));
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
  });
  assert.deepEqual(errors, [], 'no console or page errors');

  await ctx.step('a team member who is not staff is refused /management and finds no Management in the menu', async () => {
    const viewer = await createViewer(await apiSignIn(ctx.baseURL, DEMO.email, DEMO.password));
    const other = await (await ctx.newContext()).newPage();
    await signIn(other, viewer.email, viewer.password);
    for (const path of ['/management', '/management/proxies']) {
      await other.goto(path);
      await errorCode(other).filter({ hasText: '403' }).waitFor();
      assert.equal(new URL(other.url()).pathname, '/management');
    }
    const links = await menuLinks(other);
    assert.ok(!links.some((l) => l.group === 'Management' || l.href.startsWith('/management')), 'no management entry');
    assert.ok(!links.some((l) => l.href === '/sms/send'), 'a viewer, who may not send, is not offered Send an SMS');
    assert.ok(links.some((l) => l.href === '/integrations/billings'), 'the integrations\u2019 billing is in the menu');
  });
}

test(name, ({ e2e }) => run(e2e));
