/**
 * A hub admin sets up a client's SMPP endpoint and watches it bind (docs/areas/hub.md#binds): the
 * endpoint made in its form, a client (the `smpp` package's) binding to Parley's SMPP server, the
 * live binds on the endpoint's page moving without a reload, and the bind log afterwards — in
 * light, then dark and in Arabic.
 */
import assert from 'node:assert/strict';
import smpp, { type Pdu, type Session } from 'smpp';
import { test, type E2EContext } from './fixtures.ts';
import { collectPageErrors, DEMO, signIn, switchToArabic } from './helpers.ts';

const SYSTEM_ID = 'orbit01';
const PASSWORD = 'Ob5#kq2w';

function bindClient(port: number): Promise<Session> {
  return new Promise((resolve, reject) => {
    const session = smpp.connect({ host: '127.0.0.1', port }, () => {
      session.bind_transceiver({ system_id: SYSTEM_ID, password: PASSWORD }, (resp: Pdu) => (resp.command_status === 0 ? resolve(session) : reject(new Error(`bind refused: ${resp.command_status}`))));
    });
    session.on('error', reject);
  });
}

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo admin', () => signIn(page, DEMO.email, DEMO.password));

  let endpointPath = '';
  await ctx.step('make an SMPP endpoint for a client company, with its bind password', async () => {
    await page.goto('/hub/endpoints/create');
    await page.getByLabel('Name', { exact: true }).fill('Orbit SMPP');
    await page.getByLabel('Company', { exact: true }).click({ force: true });
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: 'Brightpath Bank AG' }).click();
    await page.getByLabel('System ID', { exact: true }).fill(SYSTEM_ID);
    await page.getByLabel('Bind password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/hub\/endpoints\/\d+$/);
    endpointPath = new URL(page.url()).pathname;
    const panel = page.getByTestId('endpoint-binds-panel');
    await panel.getByText('0 of 2 bound').waitFor();
    await panel.getByText(`127.0.0.1:${ctx.smppPort}`).waitFor();
  });

  let client: Session | undefined;
  await ctx.step('a client binds: the page shows it live, without a reload', async () => {
    client = await bindClient(ctx.smppPort);
    const panel = page.getByTestId('endpoint-binds-panel');
    await panel.getByText('1 of 2 bound').waitFor();
    const row = panel.locator('.ant-table-tbody tr.ant-table-row');
    assert.equal(await row.count(), 1);
    assert.match(await row.innerText(), /Transceiver\s+127\.0\.0\.1/);
    await page.mouse.move(0, 0);
    await ctx.screenshot(page, 'hub-binds-live');
  });

  await ctx.step('the same page dark and in Arabic', async () => {
    const dark = await ctx.newContext({ colorScheme: 'dark' });
    const ar = await dark.newPage();
    await signIn(ar, DEMO.email, DEMO.password);
    await switchToArabic(ar);
    await ar.goto(endpointPath);
    await ar.getByTestId('endpoint-binds-panel').getByText('1 من 2 مرتبطة').waitFor();
    await ctx.screenshot(ar, 'hub-binds-live-ar-dark');
    await dark.close();
  });

  await ctx.step('the client unbinds: the bind leaves the page, and the log says how it ended', async () => {
    await new Promise<void>((resolve) => client!.unbind({}, () => resolve()));
    client!.close();
    await page.getByTestId('endpoint-binds-panel').getByText('0 of 2 bound').waitFor();
    await page.getByRole('link', { name: 'Bind log' }).click();
    await page.waitForURL(/\/binds$/);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await row.getByText('Client unbound').waitFor();
    assert.match(await row.innerText(), /orbit01/);
    await ctx.screenshot(page, 'hub-binds-log');
  });
  assert.deepEqual(errors, [], 'no console or page errors');
  await context.close();
}

test('hub binds: an SMPP endpoint made in its form, a client binding live on its page, the bind log', ({ e2e }) => run(e2e));
