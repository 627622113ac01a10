/**
 * The hub's financials on the demo data (docs/areas/hub.md#reports): today's money on the overview,
 * moving live as a client's part is accepted over SMPP; then /hub/financials — key figures, margin
 * by day, top clients and routes, the networks that lose money or nearly do, and the table
 * regrouped by endpoint — in light, then dark and in Arabic, with no serious accessibility problem.
 */
import assert from 'node:assert/strict';
import smpp, { type Pdu, type Session } from 'smpp';
import type { Page } from 'playwright-core';
import { test, type E2EContext } from './fixtures.ts';
import { collectPageErrors, DEMO, pageApi, signIn, switchToArabic } from './helpers.ts';
import { seriousAxe } from './sweep/axe.ts';

const SYSTEM_ID = 'ledger01';
const PASSWORD = 'Lg4#pq7w';

/** A client binds to Parley's SMPP server and submits one part; answers the submit's status. */
function submitOne(port: number, to: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const session: Session = smpp.connect({ host: '127.0.0.1', port }, () => {
      session.bind_transmitter({ system_id: SYSTEM_ID, password: PASSWORD }, (bound: Pdu) => {
        if (bound.command_status !== 0) return reject(new Error(`bind refused: ${bound.command_status}`));
        session.submit_sm({ source_addr: 'Brightpath', destination_addr: to, short_message: 'Your code is 271828' }, (resp: Pdu) => {
          session.close();
          resolve(resp.command_status);
        });
      });
    });
    session.on('error', reject);
  });
}

const CHARTS = ['chart-margin-by-day', 'chart-top-clients', 'chart-top-routes', 'chart-thin-networks'];

/** Every chart card holds a drawn canvas, and the table has rows. */
async function rendered(page: Page): Promise<void> {
  for (const chart of CHARTS) await page.getByTestId(chart).locator('canvas').first().waitFor();
  await page.getByTestId('financials-rows').locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
}

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo admin', () => signIn(page, DEMO.email, DEMO.password));

  await ctx.step('the overview shows today’s revenue, cost and margin', async () => {
    await page.goto('/hub');
    const today = page.getByTestId('hub-today-money');
    await today.getByText('Today (UTC)').waitFor();
    await today.locator('.ant-skeleton').first().waitFor({ state: 'detached' });
    await ctx.screenshot(page, 'hub-overview-today');
  });

  await ctx.step('a client’s part accepted now moves today’s revenue on the open overview, without a reload', async () => {
    const today = page.getByTestId('hub-today-money');
    const revenue = async () => (await today.getByTestId('today-revenue').allInnerTexts()).join(' ');
    const before = await revenue();
    const [brightpath] = (await pageApi(page, 'GET', '/v1/hub/endpoints?q=Brightpath')).body as { company_id: number; plan_id: number }[];
    const made = await pageApi(page, 'POST', '/v1/hub/endpoints', { name: 'Brightpath Ledger', company_id: brightpath.company_id, protocol: 'smpp', system_id: SYSTEM_ID, password: PASSWORD, plan_id: brightpath.plan_id, refuse_negative_margin: false });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal((await pageApi(page, 'POST', `/v1/hub/endpoints/${made.body.id}/apply-rates`, {})).status, 200);
    assert.equal(await submitOne(ctx.smppPort, '4915112345670'), 0);
    await page.waitForFunction(
      ({ was }) => [...document.querySelectorAll('[data-testid="hub-today-money"] [data-testid="today-revenue"]')].map((e) => (e as HTMLElement).innerText).join(' ') !== was,
      { was: before },
      { timeout: 15_000 },
    );
    await today.getByRole('link', { name: 'Financials' }).click();
    await page.waitForURL(/\/hub\/financials/);
  });

  await ctx.step('the financials draw their figures, charts and table from the roll-ups', async () => {
    await page.getByRole('heading', { name: 'Financials' }).waitFor();
    await rendered(page);
    for (const key of ['revenue', 'cost', 'margin', 'parts']) assert.notEqual((await page.getByTestId(`kpi-${key}`).innerText()).trim(), '');
    // The demo has networks a vendor bills about what the client pays: flagged, not "all fine".
    assert.equal(await page.getByTestId('chart-thin-networks').getByTestId('empty-figure').count(), 0);
    const rows = page.getByTestId('financials-rows').locator('.ant-table-tbody tr.ant-table-row');
    assert.ok((await rows.count()) > 1);
    assert.match(await rows.first().innerText(), /(€|\$|£)/);
    await page.mouse.move(0, 0);
    assert.deepEqual(await seriousAxe(page, '.ant-layout-content'), [], 'no serious accessibility problem');
    await ctx.screenshot(page, 'hub-financials');
  });

  await ctx.step('the table regroups by endpoint, and the address keeps the grouping', async () => {
    await page.getByTestId('financials-group').getByText('Endpoint', { exact: true }).click();
    await page.waitForURL(/group=endpoint/);
    await page.getByTestId('financials-rows').getByText('Brightpath OTP').waitFor();
    await page.reload();
    await page.getByTestId('financials-rows').getByText('Brightpath OTP').waitFor();
  });

  await ctx.step('the same screen dark and in Arabic', async () => {
    const dark = await ctx.newContext({ colorScheme: 'dark' });
    const ar = await dark.newPage();
    await signIn(ar, DEMO.email, DEMO.password);
    await switchToArabic(ar);
    await ar.goto('/hub/financials');
    await ar.getByRole('heading', { name: 'الشؤون المالية' }).waitFor();
    await rendered(ar);
    await ar.mouse.move(0, 0);
    assert.deepEqual(await seriousAxe(ar, '.ant-layout-content'), [], 'no serious accessibility problem, dark and right to left');
    await ctx.screenshot(ar, 'hub-financials-ar-dark');
    await dark.close();
  });
  assert.deepEqual(errors, [], 'no console or page errors');
  await context.close();
}

test('hub financials: today’s money live on the overview, the reports screen’s figures, charts and table on the demo', ({ e2e }) => run(e2e));
