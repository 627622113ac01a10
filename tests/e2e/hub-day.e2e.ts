/**
 * A hub admin's day (docs/areas/hub.md): a new client company credited, its SMPP endpoint made on
 * a routing plan, its rates applied — then the client, Debian's Kannel, binds to Parley's SMPP
 * server and sends through its smsbox. The endpoint shows the bind live, the company's balance
 * falls by what the parts cost, the overview's margin moves and the report by route shows the
 * parts. The vendor is the built-in SMSC simulator (the plan's default route for France).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { startKannel, type KannelClient } from '../support/kannel.ts';
import { test, type E2EContext } from './fixtures.ts';
import { chooseFromMenu, collectPageErrors, DEMO, pageApi, signIn, switchToArabic } from './helpers.ts';

const COMPANY = 'Lumen Mobile SAS';
const SYSTEM_ID = 'lumen01';
const PASSWORD = 'Lm7#qp2v';
/** An Orange France number: the premium plan has no rule for France, so its default route, the simulator, carries it. */
const TO = '33607123456';

async function pickOption(page: Page, label: string, option: string | RegExp) {
  // The select's current value lies over its input: the click goes to the field as a person's would.
  await page.getByLabel(label, { exact: true }).click({ force: true });
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).click();
}

async function toast(page: Page, text: string | RegExp) {
  await page.locator('.ant-notification-notice').filter({ hasText: text }).waitFor();
}

async function balanceOf(page: Page, companyId: number): Promise<number> {
  const res = await pageApi(page, 'GET', `/v1/audience/companies/${companyId}/balance`);
  assert.equal(res.status, 200);
  return res.body.balance;
}

const SIMULATOR_ROUTE = 'Parley SMSC simulator';

/** Today's margin on the overview, as shown. */
async function todayMargin(page: Page): Promise<string> {
  return (await page.getByTestId('hub-today-money').getByTestId('today-margin').allInnerTexts()).join(' ');
}

/** The parts today's report by route counts on the simulator's route, in euros. */
async function simulatorRouteParts(page: Page): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const res = await pageApi(page, 'GET', `/v1/hub/reports?group=route&from=${today}&to=${today}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const row = (res.body.rows as { name: string; parts: number; currency: string }[]).find((r) => r.name === SIMULATOR_ROUTE && r.currency === 'EUR');
  return row?.parts ?? 0;
}

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo admin', () => signIn(page, DEMO.email, DEMO.password));

  let companyPath = '';
  await ctx.step('make a client company in euros and credit it', async () => {
    await page.goto('/hub/companies/create');
    await page.getByLabel('Name').fill(COMPANY);
    await page.getByLabel('Contact email').fill('noc@lumen-mobile.example');
    await pickOption(page, 'Currency', /^Euro$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/hub\/companies\/\d+$/);
    companyPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Credit or debit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Amount (negative to debit)').fill('100');
    await dialog.getByLabel('Note for the ledger').fill('Prepayment, wire 2026-311');
    await dialog.getByRole('button', { name: 'Credit or debit' }).click();
    await toast(page, 'Balance now €100.00.');
  });
  const companyId = Number(companyPath.split('/').pop());

  await ctx.step('make its SMPP endpoint on the premium routing plan', async () => {
    await page.goto('/hub/endpoints/create');
    await page.getByLabel('Name', { exact: true }).fill('Lumen SMPP');
    await pickOption(page, 'Company', COMPANY);
    await page.getByLabel('System ID', { exact: true }).fill(SYSTEM_ID);
    await page.getByLabel('Bind password', { exact: true }).fill(PASSWORD);
    await pickOption(page, 'Routing plan', 'Premium – direct routes');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/hub\/endpoints\/\d+$/);
    await page.getByTestId('endpoint-binds-panel').getByText('0 of 2 bound').waitFor();
  });

  await ctx.step('apply its rates from the plan', async () => {
    const dialog = page.getByRole('dialog');
    await chooseFromMenu(page.getByRole('button', { name: 'Apply rates' }).or(page.getByRole('button', { name: /^More actions/ })).first(), page.getByRole('button', { name: 'Apply rates' }).or(page.getByRole('menuitem', { name: 'Apply rates' })).last(), dialog.getByLabel('Effective from (empty: today)'));
    await dialog.getByRole('button', { name: 'Apply rates' }).click();
    await toast(page, /\d+ client rates written for .* from the routing plan\./);
  });

  let kannel: KannelClient | undefined;
  try {
    await ctx.step('the client (Kannel) binds: the endpoint shows it live', async () => {
      kannel = await startKannel({ smppPort: ctx.smppPort, systemId: SYSTEM_ID, password: PASSWORD });
      const panel = page.getByTestId('endpoint-binds-panel');
      await panel.getByText('1 of 2 bound').waitFor({ timeout: 30_000 });
      assert.match(await panel.locator('.ant-table-tbody tr.ant-table-row').first().innerText(), /Transceiver\s+127\.0\.0\.1/);
      await page.mouse.move(0, 0);
      await ctx.screenshot(page, 'hub-day-bound');
    });

    const before = await balanceOf(page, companyId);
    const routeBefore = await simulatorRouteParts(page);
    let marginBefore = '';
    await ctx.step('the overview shows today’s margin before the client sends', async () => {
      await page.goto('/hub');
      const today = page.getByTestId('hub-today-money');
      await today.locator('.ant-skeleton').first().waitFor({ state: 'detached' });
      marginBefore = await todayMargin(page);
    });

    await ctx.step('it sends through its smsbox: the company pays for each part, and the open overview’s margin moves', async () => {
      await kannel!.startSmsbox();
      for (const text of ['Your Lumen code is 482 913', 'Lumen: your parcel is out for delivery today between 10:00 and 12:00. Track it or change the slot in the app, or leave it with a neighbour if you are out; reply STOP to end these messages.']) {
        const res = await kannel!.sendsms({ from: 'Lumen', to: TO, text });
        assert.equal(res.status, 202, res.text);
      }
      // One part and two (Kannel cuts the long text): three parts charged at the client's price.
      for (const deadline = Date.now() + 30_000; (await balanceOf(page, companyId)) === before; await page.waitForTimeout(250)) {
        assert.ok(Date.now() < deadline, 'the balance never moved');
      }
      await page.waitForFunction((was) => [...document.querySelectorAll('[data-testid="hub-today-money"] [data-testid="today-margin"]')].map((e) => (e as HTMLElement).innerText).join(' ') !== was, marginBefore, { timeout: 15_000 });
      await page.mouse.move(0, 0);
      await ctx.screenshot(page, 'hub-day-overview');
      const after = await balanceOf(page, companyId);
      assert.ok(after < before, `balance fell: ${before} → ${after}`);
      await page.goto(companyPath);
      const panel = page.getByTestId('company-balance-panel');
      await panel.getByTestId('company-balance').getByText(`€${(after / 1e6).toString()}`).waitFor();
      await page.mouse.move(0, 0);
      await ctx.screenshot(page, 'hub-day-company');
    });

    await ctx.step('the report by route shows the parts on the route that carried them', async () => {
      for (const deadline = Date.now() + 15_000; (await simulatorRouteParts(page)) < routeBefore + 3; await page.waitForTimeout(250)) {
        assert.ok(Date.now() < deadline, 'the route report never counted the three parts');
      }
      const today = new Date().toISOString().slice(0, 10);
      await page.goto(`/hub/financials?group=route&from=${today}&to=${today}&currency=EUR`);
      const row = page.getByTestId('financials-rows').locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: SIMULATOR_ROUTE }).filter({ hasText: '€' });
      await row.waitFor();
      assert.match(await row.innerText(), new RegExp(`\\b${(routeBefore + 3).toLocaleString('en')}\\b`), 'the row counts the three new parts');
      await page.mouse.move(0, 0);
      await ctx.screenshot(page, 'hub-day-report-by-route');
    });
  } finally {
    await kannel?.stop();
  }

  await ctx.step('the company’s page dark and in Arabic', async () => {
    const dark = await ctx.newContext({ colorScheme: 'dark' });
    const ar = await dark.newPage();
    await signIn(ar, DEMO.email, DEMO.password);
    await switchToArabic(ar);
    await ar.goto(companyPath);
    await ar.getByTestId('company-balance-panel').getByText('المتاح للإرسال').waitFor();
    await ctx.screenshot(ar, 'hub-day-company-ar-dark');
    await dark.close();
  });
  assert.deepEqual(errors, [], 'no console or page errors');
  await context.close();
}

test('a hub admin’s day: a company credited, its SMPP endpoint and rates, Kannel binding and sending, the money moving', ({ e2e }) => run(e2e));
