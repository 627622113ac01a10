/**
 * A newcomer's first hour, on a fresh embedded database of its own (a Parley started for this test
 * alone, as `npm start` would on a new machine, with the demo login and no language model): sign
 * in; upload a file whose consent column is missing, be told, give a value for every row, import;
 * make a segment of the new contacts; send a campaign to it after the confirmation and find it on
 * the dashboard; make a test call with no model; insert an automation step on a connection and
 * publish. Each step is what a person does on screen; the API checks what the screens did, and
 * sets up only the two-step automation the newcomer then edits.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { Page } from 'playwright-core';
import { SHOTS_DIR, test, type E2EContext } from './fixtures.ts';
import { collectPageErrors, DEMO, pageApi, signIn } from './helpers.ts';
import { freePort, startServer, stopServer } from '../support/server-process.ts';
import { firstHourAutomation } from './first-hour/automation.ts';
import { firstHourCampaign } from './first-hour/campaign.ts';

const name = 'first hour: a newcomer on a fresh database imports, segments, sends, calls and automates';
/** Its own server starts on a fresh database (initdb, migrations, the demo seed) before six workflows. */
const timeoutMs = 480_000;

const SURNAME = 'Firsthour';
const PEOPLE = ['Amy', 'Ben', 'Cal', 'Dee', 'Eli'];
const SEGMENT = 'My first segment';

/**
 * Five British contacts with a Country column and no consent column: three mobile numbers, and two
 * of the range set aside for drama (+44 7700 900…), which libphonenumber cannot place — written
 * internationally they must still come out GB, as the national notation does.
 */
function contactsFile(dir: string): string {
  const numbers = ['+44 7400 123451', '07400 123452', '+44 7400 123453', '+44 7700 900124', '07700 900125'];
  const lines = ['Mobile,First name,Last name,Country'];
  PEOPLE.forEach((first, i) => lines.push([numbers[i], first, SURNAME, 'GB'].join(',')));
  const file = path.join(dir, 'my-first-contacts.csv');
  fs.writeFileSync(file, lines.join('\n') + '\n');
  return file;
}

async function run(ctx: E2EContext): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-first-hour-'));
  const logFile = path.join(SHOTS_DIR, 'first-hour-server.log');
  let server: ChildProcess | undefined;
  fs.rmSync(logFile, { force: true });
  try {
    const started = await ctx.step('start Parley on a fresh embedded database, as on a new machine', async () =>
      startServer({
        logFile,
        env: {
          DATA_DIR: path.join(dir, 'data'),
          // Its own SMSC simulator, beside the harness's.
          SMSC_SIMULATOR_PORT: String(await freePort()),
          AUTH_RATE_LIMIT: '1000',
          // The newcomer has configured no language model.
          LLM_BASE_URL: '',
          LLM_MODEL: '',
        },
      }),
    );
    server = started.child;
    const context = await ctx.newContext({ baseURL: started.baseURL });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await ctx.step('sign in with the demo login', () => signIn(page, DEMO.email, DEMO.password));

    await importWithoutConsent(ctx, page, contactsFile(dir));
    const segmentId = await makeSegment(ctx, page);
    void segmentId;
    // The three mobile numbers can be sent to; the two drama numbers are not valid numbers.
    await firstHourCampaign(ctx, page, SEGMENT, 3);
    await testCallWithoutModel(ctx, page);
    await firstHourAutomation(ctx, page);

    assert.deepEqual(errors, []);
  } finally {
    if (server) await stopServer(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function importWithoutConsent(ctx: E2EContext, page: Page, file: string): Promise<void> {
  await ctx.step('upload the file: it reaches the columns step', async () => {
    await page.goto('/audience/upload/Create');
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByTestId('picked-file').getByText('my-first-contacts.csv').waitFor();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('sample-step').locator('.ant-table-row').nth(PEOPLE.length - 1).waitFor({ timeout: 30_000 });
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('mapping-step').waitFor();
  });

  await ctx.step('no column fills the required consent: told so, and the import cannot go on', async () => {
    const told = page.getByTestId('mapping-required');
    await told.getByText('Required for every contact, and nothing fills it yet: Marketing consent.').waitFor();
    assert.equal(await page.getByTestId('wizard-next').isDisabled(), true, 'the wizard waits');
    await ctx.screenshot(page, 'first-hour-consent-missing');
  });

  await ctx.step('give "every row: Yes"; the wizard goes on and imports every row', async () => {
    await page.getByTestId('every-row-marketing_consent').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^Yes$/ }).click();
    await page.getByTestId('mapping-required').getByText('Every row gets the value given for Marketing consent.').waitFor();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('options-step').waitFor();
    await page.getByTestId('wizard-next').click();
    await page.locator('[data-testid=import-step][data-status=imported]').waitFor({ timeout: 60_000 });
    const figure = async (key: string) => (await page.getByTestId(`import-${key}`).locator('.ant-statistic-content-value').innerText()).replace(/\D/g, '');
    assert.equal(await figure('created'), String(PEOPLE.length));
    assert.equal(await figure('failed'), '0');
  });

  await ctx.step('the contacts carry the consent, and the +44 rows kept their country', async () => {
    const listed = await pageApi(page, 'GET', `/v1/audience/contacts?last_name_like=${SURNAME}&_start=0&_end=50`);
    assert.equal(listed.status, 200);
    assert.equal(listed.body.length, PEOPLE.length);
    for (const contact of listed.body) {
      assert.equal(contact.country, 'GB', `${contact.phone} is British`);
      assert.equal(contact.custom?.marketing_consent, true, `${contact.phone} consented`);
    }
  });
}

async function makeSegment(ctx: E2EContext, page: Page): Promise<number> {
  return ctx.step('make a segment of them in the builder: it counts them once the rule is finished', async () => {
    await page.goto('/audience/contacts/segments/new');
    await page.getByRole('button', { name: '+ Rule' }).click();
    await page.locator('.rule-fields').click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^Last name$/ }).click();
    await page.locator('.rule-value').pressSequentially(SURNAME, { delay: 20 });
    await page.getByTestId('segment-count').filter({ hasText: new RegExp(`^${PEOPLE.length}$`) }).waitFor();
    await page.getByTestId('segment-name').fill(SEGMENT);
    await page.getByTestId('segment-save').click();
    await page.waitForURL(/\/audience\/contacts\/segments\/\d+$/);
    return Number(new URL(page.url()).pathname.split('/').pop());
  });
}

async function testCallWithoutModel(ctx: E2EContext, page: Page): Promise<void> {
  await ctx.step('a test call with no language model: scripted, labelled, and it ends with a transcript', async () => {
    const agents = await pageApi(page, 'GET', '/v1/voice/agents?_start=0&_end=1');
    assert.equal(agents.status, 200);
    await page.goto(`/agents/agents/${agents.body[0].id}`);
    const panel = page.getByTestId('test-call');
    await panel.getByTestId('test-call-to').fill('+14155550101');
    await panel.getByTestId('test-call-place').click();
    await panel.getByTestId('scripted-notice').getByText('Scripted — no language model configured').waitFor({ timeout: 30_000 });
    await panel.getByTestId('scripted-notice').getByRole('link', { name: 'Team settings → AI' }).waitFor();
    await panel.getByTestId('test-call-state').getByText('Completed').waitFor({ timeout: 60_000 });
    const lines = await panel.getByTestId('test-call-transcript').locator('div[dir=auto]').allInnerTexts();
    assert.ok(lines.length >= 3, `a conversation took place (${lines.length} lines)`);
    await ctx.screenshot(page, 'first-hour-scripted-call');
  });
}

test(name, async ({ e2e }) => {
  test.setTimeout(timeoutMs);
  await run(e2e);
});
