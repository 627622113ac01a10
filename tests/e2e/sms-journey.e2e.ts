/**
 * The hub admin's SMS journey, every step through the screens (docs/areas/sms.md): an SMPP route to
 * the built-in SMSC simulator, a vendor rate on it, a routing plan whose rule sends a country to it,
 * the simulator's decision for a number there, a segment of demo contacts in that country, a
 * campaign to it sent and watched live until its receipts are in, its messages on the route with
 * their personalised text, the route bound, and the campaign's report by route.
 *
 * A campaign routes by the team's default plan, so the new plan is made the default for the
 * journey and "Premium – direct routes" is made the default again at its end (through the API
 * as well if the journey fails half-way): the tests after this one find the demo's routing.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { test, type E2EContext } from './fixtures.ts';
import { DEMO, closeToasts, collectPageErrors, pageApi, signIn } from './helpers.ts';

const name = 'SMS journey: route, rate, plan and rule, simulate, segment, campaign sent and delivered, its report';

const DEMO_PLAN = 'Premium – direct routes';
const SIMULATOR_ROUTE = 'Parley SMSC simulator';
/** The journey's country, which the demo plan routes no differently from any other, and a network of it. */
const COUNTRY = { code: 'NL', name: 'Netherlands', network: 'KPN Mobile', mcc: '204', mnc: '08' };
/** A KPN number of the demo audience (its prefix is KPN's): the number the simulator is asked about. */
const KPN_NUMBER = '+31 6 1640 8511';
/** The demo tag of a handful of Dutch contacts (the "Trade show leads" upload). */
const TAG = 'expo-berlin';
const SLOW = { timeout: 45_000 };

const openSelect = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';

/** Picks an option of the antd Select labelled `label`, typing `search` first for a select that asks the server. */
async function choose(page: Page, label: string, option: string, search?: string): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  // A chosen value covers the search input antd labels, so the click goes through it.
  await select.click({ force: true });
  if (search) {
    await select.fill(search);
    // The server's answer replaces the list after a pause: a click on the list it replaces is lost.
    await page.waitForFunction(
      ([selector, text]) => {
        const options = [...document.querySelectorAll(selector)];
        return options.length > 0 && options.every((o) => o.textContent?.includes(text));
      },
      [`${openSelect} .ant-select-item-option`, search] as const,
    );
  }
  await page.locator(`${openSelect} .ant-select-item-option`).filter({ hasText: option }).first().click();
  await page.locator('.ant-form-item').filter({ has: select }).locator('.ant-select-selection-item').filter({ hasText: option }).waitFor();
}

/** Picks an option in the select `select` that is not labelled by a form item (a rule of the segment builder, a row of a rule's routes), typing `search` into it first. */
async function pick(page: Page, select: Locator, option: string | RegExp, search?: string): Promise<void> {
  // A chosen value covers the select's input.
  await select.click({ force: true });
  if (search) await page.keyboard.type(search);
  await page.locator(`${openSelect} .ant-select-item-option`).filter({ hasText: option }).first().click();
  await select.locator('.ant-select-selection-item').filter({ hasText: option }).waitFor();
}

/** The value of one of a record page's descriptions rows. */
const described = (page: Page, label: string) => page.locator('.ant-descriptions-row, tr').filter({ has: page.locator('th, .ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }) }).locator('td, .ant-descriptions-item-content').last();

/** The number a Statistic titled `title` of the panel shows. */
async function statistic(panel: Locator, title: string): Promise<number> {
  const text = await panel.locator('.ant-statistic').filter({ has: panel.page().locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) }).locator('.ant-statistic-content').innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

/** Opens a list's "New …" button and waits for the form: the URL changes before the form's chunk has loaded, and the list's filters share its labels. */
async function openCreate(page: Page, list: string, button: RegExp, heading: string): Promise<void> {
  await page.goto(list);
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
}

/** Saves the form, landing on the new record's page; answers its id. */
async function save(page: Page, path: RegExp, heading: string): Promise<string> {
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(path);
  await page.getByRole('heading', { name: heading }).waitFor();
  return new URL(page.url()).pathname.split('/').pop()!;
}

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const stamp = Date.now();
  const routeName = `Journey SMSC ${stamp}`;
  const planName = `Journey plan ${stamp}`;
  const segmentName = `Journey Dutch leads ${stamp}`;
  const campaignName = `Journey campaign ${stamp}`;
  const text = 'Hi {{first_name|there}}, thanks for visiting our stand. Your 20% code: EXPO20';
  let restored = false;
  // This worker's Parley runs its SMSC simulator on its own port.
  const SMSC_PORT = String(ctx.smscPort);

  await ctx.step('sign in as the demo user (the team owner)', () => signIn(page, DEMO.email, DEMO.password));

  try {
    const routeId = await ctx.step('create an SMPP route to the built-in SMSC simulator', async () => {
      await openCreate(page, '/sms/routing/routes', /New route/, 'New route');
      assert.equal(new URL(page.url()).pathname, '/sms/routing/routes/create');
      await page.getByLabel('Name', { exact: true }).fill(routeName);
      await page.getByLabel('Vendor', { exact: true }).fill('Parley (built-in)');
      await choose(page, 'Protocol', 'SMPP');
      await page.getByLabel('Host', { exact: true }).fill('127.0.0.1');
      await page.getByLabel('Port', { exact: true }).fill(SMSC_PORT);
      await page.getByLabel('System ID', { exact: true }).fill('parley');
      await page.getByLabel('Password', { exact: true }).fill('parley-smsc');
      await page.getByLabel('Throughput (SMS/s)', { exact: true }).fill('100');
      await ctx.screenshot(page, 'sms-journey-route-form');
      const id = await save(page, /\/sms\/routing\/routes\/\d+$/, routeName);
      assert.equal((await described(page, 'Host').innerText()).trim(), '127.0.0.1');
      assert.equal((await described(page, 'Port').innerText()).trim(), SMSC_PORT);
      return id;
    });

    await ctx.step('add a vendor rate for a Dutch network on it', async () => {
      await openCreate(page, '/sms/routing/rates', /New vendor rate/, 'New vendor rate');
      await choose(page, 'Route', routeName, routeName);
      await page.getByLabel('Network', { exact: true }).fill(COUNTRY.network);
      await page.getByLabel('Country', { exact: true }).fill(COUNTRY.code);
      await page.getByLabel('MCC', { exact: true }).fill(COUNTRY.mcc);
      await page.getByLabel('MNC', { exact: true }).fill(COUNTRY.mnc);
      await page.getByLabel('Price', { exact: true }).fill('0.0123');
      await page.getByLabel('Effective from', { exact: true }).click();
      await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-now-btn, .ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-today-btn').first().click();
      await ctx.screenshot(page, 'sms-journey-rate-form');
      await save(page, /\/rates\/\d+$/, COUNTRY.network);
      await described(page, 'Route').getByText(routeName).waitFor();
      assert.equal((await described(page, 'Price').innerText()).trim(), '€0.012300', 'the price reads in millionths of a euro');
      assert.equal((await described(page, 'Status').innerText()).trim(), 'Active');
    });

    let ruleId = '';
    const planId = await ctx.step('create a routing plan, the team default, with a rule sending the country to the route', async () => {
      await openCreate(page, '/sms/routing/plans', /New routing plan/, 'New routing plan');
      await page.getByLabel('Name', { exact: true }).fill(planName);
      await page.getByLabel('Description', { exact: true }).fill(`Dutch traffic through ${routeName}; everything else through the simulator.`);
      await page.getByRole('switch', { name: 'Team default' }).click();
      await choose(page, 'Default route', SIMULATOR_ROUTE, SIMULATOR_ROUTE);
      const id = await save(page, /\/sms\/routing\/plans\/\d+$/, planName);
      assert.equal((await described(page, 'Team default').innerText()).trim(), 'Yes');

      await page.getByRole('button', { name: /Routing rules/ }).click();
      await page.waitForURL((url) => url.pathname === `/sms/routing/plans/${id}/rules`);
      // The plan's saved toast sits over the list's New button.
      await closeToasts(page);
      await page.getByRole('button', { name: /New routing rule/ }).click();
      await page.getByRole('heading', { name: 'New routing rule', exact: true }).waitFor();
      assert.equal(new URL(page.url()).pathname, `/sms/routing/plans/${id}/rules/create`);
      await page.getByLabel('Priority', { exact: true }).fill('10');
      await page.getByLabel('Country', { exact: true }).fill(COUNTRY.code);
      const targets = page.getByTestId('route-targets-input');
      await targets.getByRole('button', { name: 'Add route' }).click();
      await pick(page, targets.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Route' }) }), routeName, routeName);
      await targets.getByRole('spinbutton', { name: 'Share' }).fill('100');
      await targets.getByRole('status').filter({ hasText: /100/ }).waitFor();
      await ctx.screenshot(page, 'sms-journey-rule-form');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL((url) => !url.pathname.endsWith('/create'));
      await page.goto(`/sms/routing/plans/${id}/rules`);
      const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: routeName });
      await row.waitFor();
      assert.equal(await page.locator('.ant-table-tbody tr.ant-table-row').count(), 1, 'the plan has one rule');
      assert.match(await row.innerText(), new RegExp(`${COUNTRY.code}[\\s\\S]*1\\. ${routeName} 100 %`));
      ruleId = (await row.locator('td').nth(1).innerText()).trim();
      await ctx.screenshot(page, 'sms-journey-rules');
      return id;
    });

    await ctx.step('simulate a Dutch number on the plan: the rule picks the new route at its price', async () => {
      await page.goto('/sms/routing/simulate');
      await page.getByTestId('simulate-to').fill(KPN_NUMBER);
      await choose(page, 'Plan', planName, planName);
      await page.getByTestId('simulate-run').click();
      const decision = page.getByTestId('routing-decision');
      await decision.waitFor();
      assert.equal((await described(page, 'Route').innerText()).replace(/\s+/g, ' ').trim(), `${routeName} · Parley (built-in)`);
      assert.match(await described(page, 'Cost per SMS').innerText(), new RegExp(`€0\\.012300\\s+rate of ${COUNTRY.network}`));
      assert.equal((await described(page, 'Plan').innerText()).trim(), planName);
      assert.equal((await described(page, 'Rule').innerText()).trim(), `Rule #${ruleId} (priority 10)`);
      await decision.locator('[data-reason="route_chosen"]').waitFor();
      await ctx.screenshot(page, 'sms-journey-simulate');
    });

    /** The members the segment's preview lists: first name (or none) by number. */
    const members = new Map<string, string>();
    await ctx.step('a segment of the Dutch contacts from the trade show, built with rules', async () => {
      await page.goto('/audience/contacts/segments');
      await page.getByRole('button', { name: /New segment/ }).click();
      await page.waitForURL((url) => url.pathname === '/audience/contacts/segments/new');
      await page.getByRole('button', { name: '+ Rule' }).click();
      await pick(page, page.locator('.rule-fields').nth(0), /^Country$/, 'Country');
      await pick(page, page.locator('.rule-value').nth(0), new RegExp(`^${COUNTRY.name}$`), COUNTRY.name);
      await page.getByRole('button', { name: '+ Rule' }).click();
      await pick(page, page.locator('.rule-fields').nth(1), /^Tags$/, 'Tags');
      await pick(page, page.locator('.rule-value').nth(1), new RegExp(`^${TAG}$`), TAG);
      const preview = page.getByTestId('segment-preview');
      await page.getByTestId('segment-count').filter({ hasText: /^[1-9]$/ }).waitFor();
      const rows = preview.locator('.ant-table-tbody tr.ant-table-row');
      await rows.first().waitFor();
      for (const row of await rows.all()) {
        const [phone, fullName, country] = (await row.locator('td').allInnerTexts()).map((s) => s.trim());
        assert.equal(country, COUNTRY.name, 'every member is Dutch');
        members.set(phone, fullName.split(' ')[0] ?? '');
      }
      assert.equal(members.size, Number(await page.getByTestId('segment-count').innerText()), 'the preview lists every member');
      await page.getByTestId('segment-name').fill(segmentName);
      await ctx.screenshot(page, 'sms-journey-segment');
      await page.getByTestId('segment-save').click();
      await page.waitForURL(/\/audience\/contacts\/segments\/\d+$/);
    });

    const campaignId = await ctx.step('a campaign to the segment, personalised', async () => {
      await openCreate(page, '/campaigns', /New SMS campaign/, 'New SMS campaign');
      await page.getByLabel('Name', { exact: true }).fill(campaignName);
      await choose(page, 'Segment', segmentName, segmentName);
      await page.getByLabel('Sender ID', { exact: true }).fill('ExpoDeals');
      await page.getByLabel('Message text', { exact: true }).fill(text);
      await page.locator('.sms-text-counter [data-fact="parts"]').filter({ hasText: 'Parts: 1' }).waitFor();
      await choose(page, 'Currency', 'Euro');
      await ctx.screenshot(page, 'sms-journey-campaign-form');
      return save(page, /\/campaigns\/\d+$/, campaignName);
    });

    let reachable = 0;
    await ctx.step('the campaign is ready: every member reachable through the new route', async () => {
      const ready = page.getByTestId('campaign-ready');
      await ready.locator('.ant-tag', { hasText: /^Ready$/ }).waitFor(SLOW);
      reachable = await statistic(ready, 'Reachable contacts');
      assert.ok(reachable > 0 && reachable <= members.size, `reachable ${reachable} of ${members.size}`);
      const routes = await ready.locator('.ant-table-tbody tr.ant-table-row td:nth-child(4)').allInnerTexts();
      assert.ok(routes.length > 0 && routes.every((r) => r.trim() === routeName), `every country and network goes by the new route: ${routes.join(', ')}`);
      await ctx.screenshot(page, 'sms-journey-campaign-ready');
    });

    await ctx.step('send it and watch the progress until every message is settled', async () => {
      await page.getByRole('button', { name: /Send$/ }).click();
      // Send asks first, with the figures the ready panel showed.
      const confirm = page.getByRole('dialog');
      const summary = confirm.getByTestId('send-summary');
      await summary.waitFor(SLOW);
      assert.equal(Number((await summary.locator('tr').filter({ hasText: 'Reachable contacts' }).locator('td').innerText()).replace(/\D/g, '')), reachable);
      await confirm.getByRole('button', { name: 'Send', exact: true }).click();
      const progress = page.getByTestId('campaign-progress');
      await progress.waitFor(SLOW);
      await page.locator('.ant-descriptions').getByText('Completed', { exact: true }).waitFor(SLOW);
      // The simulator delivers 95 % of messages: a message may fail, but every one gets its receipt.
      await page.waitForFunction(
        (want) => {
          const stats = Object.fromEntries(
            [...document.querySelectorAll('[data-testid="campaign-progress"] .ant-statistic')].map((s) => [
              s.querySelector('.ant-statistic-title')?.textContent,
              Number(s.querySelector('.ant-statistic-content')?.textContent?.replace(/[^\d]/g, '')),
            ]),
          );
          return stats.Sent === want && stats.Delivered + stats.Failed === want;
        },
        reachable,
        { timeout: 45_000, polling: 250 },
      );
      const delivered = await statistic(progress, 'Delivered');
      assert.ok(delivered >= 1, 'messages were delivered');
      assert.equal(await statistic(progress, 'Recipients'), members.size);
      assert.equal(await statistic(progress, 'Excluded'), members.size - reachable);
      assert.equal(await statistic(progress, 'Waiting'), 0);
      await ctx.screenshot(page, 'sms-journey-campaign-progress');
    });

    await ctx.step('the route shows its bind up', async () => {
      await page.goto(`/sms/routing/routes/${routeId}`);
      await page.getByRole('heading', { name: routeName }).waitFor();
      await described(page, 'Bind state').getByText('Bound', { exact: true }).waitFor();
      await ctx.screenshot(page, 'sms-journey-route-bound');
    });

    await ctx.step('the campaign\u2019s messages went by the route, personalised', async () => {
      await page.goto(`/campaigns/${campaignId}`);
      await page.getByRole('heading', { name: campaignName }).waitFor();
      await page.getByRole('button', { name: /SMS logs/ }).click();
      await page.waitForURL((url) => url.pathname === `/campaigns/${campaignId}/messages`);
      // The URL changes before the list's chunk has loaded: the campaign page (with tables of its own) is still there until it does.
      await page.getByRole('heading', { name: 'SMS logs', exact: true }).waitFor();
      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      await rows.first().waitFor();
      assert.equal(await rows.count(), reachable, 'one message per reachable member');
      for (const row of await rows.all()) {
        const cells = await row.innerText();
        assert.match(cells, /Delivered|Failed|Expired|Rejected/, 'every message is settled');
        assert.ok(cells.includes(routeName), `sent by the new route: ${cells}`);
      }
      await ctx.screenshot(page, 'sms-journey-messages');
      const delivered = rows.filter({ hasText: 'Delivered' }).first();
      await delivered.locator('td').filter({ hasText: /^\+31/ }).first().click();
      await page.waitForURL((url) => url.pathname.startsWith(`/campaigns/${campaignId}/messages/`));
      await described(page, 'Text').waitFor();
      const to = (await described(page, 'To').innerText()).trim();
      assert.ok(members.has(to), `${to} is a member of the segment`);
      const body = (await described(page, 'Text').innerText()).trim();
      assert.equal(body, text.replace('{{first_name|there}}', members.get(to) || 'there'), 'the text is filled in for the recipient');
      assert.equal((await described(page, 'Status').innerText()).trim(), 'Delivered');
      await described(page, 'Route').getByText(routeName).waitFor();
      await described(page, 'Routing plan').getByText(planName).waitFor();
      await described(page, 'Campaign').getByText(campaignName).waitFor();
      await ctx.screenshot(page, 'sms-journey-message');
    });

    await ctx.step('the campaign\u2019s report counts its messages by route', async () => {
      await page.goto(`/campaigns/${campaignId}`);
      await page.getByTestId('campaign-report-link').click();
      await page.waitForURL((url) => url.pathname === '/campaigns/reports' && url.searchParams.get('campaign_id') === String(campaignId));
      const messages = page.getByTestId('kpi-messages').locator('.ant-statistic-content-value');
      await messages.waitFor();
      await page.waitForFunction((want) => Number(document.querySelector('[data-testid="kpi-messages"] .ant-statistic-content-value')?.textContent?.replace(/\D/g, '')) === want, reachable, { timeout: 15_000 });
      await page.getByText('Route', { exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('group_by') === 'route');
      const rows = page.getByTestId('report-rows').locator('.ant-table-row');
      await rows.filter({ hasText: routeName }).waitFor();
      assert.equal(await rows.count(), 1, 'every message went by the new route');
      await page.locator('[data-testid="report-chart"][data-group="route"] canvas[role="img"]').waitFor({ timeout: 30_000 });
      await ctx.screenshot(page, 'sms-journey-report');
    });

    await ctx.step(`make "${DEMO_PLAN}" the team default again`, async () => {
      await page.goto('/sms/routing/plans');
      await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: DEMO_PLAN }).getByText(DEMO_PLAN, { exact: true }).click();
      await page.getByRole('heading', { name: DEMO_PLAN }).waitFor();
      await page.getByRole('button', { name: /Edit/ }).click();
      await page.waitForURL(/\/sms\/routing\/plans\/\d+\/edit$/);
      const toggle = page.getByRole('switch', { name: 'Team default' });
      await page.getByLabel('Name', { exact: true }).and(page.locator(`[value="${DEMO_PLAN}"]`)).waitFor();
      assert.equal(await toggle.getAttribute('aria-checked'), 'false');
      await toggle.click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/sms\/routing\/plans\/\d+$/);
      await described(page, 'Team default').getByText('Yes', { exact: true }).waitFor();
      await page.goto(`/sms/routing/plans/${planId}`);
      await described(page, 'Team default').getByText('No', { exact: true }).waitFor();
      restored = true;
    });
  } finally {
    // A journey that failed half-way leaves the demo's routing as other tests expect it.
    if (!restored) await restoreDefaultPlan(page).catch((e) => console.log(`      could not restore the default plan: ${e}`));
  }

  assert.deepEqual(errors, [], 'no console or page errors');
}

async function restoreDefaultPlan(page: Page): Promise<void> {
  const found = await pageApi(page, 'GET', '/v1/sms/routing/plans?_start=0&_end=100');
  const plan = (found.body as { id: number; name: string; version?: number }[]).find((p) => p.name === DEMO_PLAN);
  if (!plan) throw new Error(`no plan named ${DEMO_PLAN}`);
  const res = await pageApi(page, 'PATCH', `/v1/sms/routing/plans/${plan.id}`, { is_default: true, version: plan.version });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
}

test(name, ({ e2e }) => run(e2e));
