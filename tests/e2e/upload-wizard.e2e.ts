/**
 * The upload wizard as an operator meets it: a 5,000-row CSV (50 rows with a broken number) goes up
 * in 64 KiB chunks, survives a reload half-way (offered to resume, and it does) and a dropped
 * connection ("Connection lost, resuming…"); the sample shows, the columns are mapped from their
 * headers (custom fields included), the import runs as a job with live counts, and the error report
 * downloads with one line per bad row. The uploads list then shows the file imported.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test, type E2EContext } from './fixtures.ts';
import { chooseFromMenu, collectPageErrors, DEMO, signIn } from './helpers.ts';
import { seriousAxe } from './sweep/axe.ts';

const name = 'upload wizard: a 5,000-row CSV through reload, dropped connection, mapping, import and error report';

const ROWS = 5000;
/** Every hundredth data row has a number no country has: rows 100, 200, … 5,000. */
const isBad = (row: number) => row % 100 === 0;
const BAD = ROWS / 100;
const TAG = 'e2e-wizard';

/** A German mobile number per row, half of them written nationally (the default country reads them). */
function csv(): string {
  const lines = ['Mobile,First name,Last name,E-mail,Plan,City,Marketing consent,Notes'];
  for (let row = 1; row <= ROWS; row++) {
    const n = String(10_000_000 + row);
    const phone = isBad(row) ? '12' : row % 2 ? `+49 151 ${n}` : `0151 ${n}`;
    const first = ['Anna', 'محمد', 'Léa', 'Omar'][row % 4];
    lines.push([phone, first, `Tester ${row}`, `user${row}@example.com`, row % 3 ? 'pro' : 'free', row % 5 ? 'Berlin' : '"Frankfurt, Main"', 'true', row % 7 ? '' : 'call after 5pm'].join(','));
  }
  return lines.join('\n') + '\n';
}

async function api<T>(page: Page, url: string): Promise<{ status: number; body: T; total: string | null }> {
  return page.evaluate(async (u) => {
    const res = await fetch(`/api/proxy/api${u}`, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    return { status: res.status, body: await res.json(), total: res.headers.get('x-total-count') };
  }, url);
}

/** Picks a column's target by typing it into the select's search (the list is long, and virtual). */
async function mapColumn(page: Page, column: string, target: string): Promise<void> {
  const select = page.getByTestId(`map-${column}`);
  await select.click();
  await page.getByRole('combobox', { name: column }).fill(target);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${target}"]`).click();
  await page.locator(`[data-column="${column}"] .ant-select-selection-item`).getByText(target, { exact: true }).waitFor();
}

async function run(ctx: E2EContext): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-wizard-'));
  const file = path.join(dir, 'spring-leads.csv');
  fs.writeFileSync(file, csv());
  const size = fs.statSync(file).size;
  assert.ok(size > 4 * 64 * 1024, `the file spans several chunks (${size} bytes)`);

  const context = await ctx.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

  // Chunks go slowly enough to be watched; while `dropped` is set, the connection is "down".
  let dropped = false;
  let chunks = 0;
  await page.route('**/v1/audience/data-files/tus/**', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    if (dropped) return route.abort('internetdisconnected');
    await new Promise((r) => setTimeout(r, 350));
    chunks++;
    return route.continue();
  });

  await ctx.step('pick the file: its name and size show', async () => {
    await page.goto('/audience/upload/Create');
    await page.getByRole('heading', { name: 'Upload contacts' }).waitFor();
    await page.locator('input[type=file]').setInputFiles(file);
    const picked = page.getByTestId('picked-file');
    await picked.getByText('spring-leads.csv').waitFor();
    await picked.getByText(/\d+(\.\d)? kB/).waitFor();
    assert.equal(await page.getByLabel('Name of this upload').inputValue(), 'spring-leads');
    await ctx.screenshot(page, 'upload-wizard-1-file');
    assert.deepEqual(await seriousAxe(page), [], 'no serious accessibility problem');
  });

  await ctx.step('upload; reload half-way: the page offers to resume, and the same file carries on', async () => {
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('upload-step').waitFor();
    await page.waitForFunction(() => /^[1-9]/.test(document.querySelector('[data-testid=upload-figures]')?.textContent ?? ''));
    await ctx.screenshot(page, 'upload-wizard-2-upload');
    await page.reload();
    const offer = page.getByTestId('unfinished-upload');
    await offer.getByText(/spring-leads\.csv \(\d.* of .* received/).waitFor();
    await ctx.screenshot(page, 'upload-wizard-2-offer');
    assert.deepEqual(await seriousAxe(page), [], 'no serious accessibility problem');
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByText('This file carries on where its earlier upload stopped.').waitFor();
    await page.getByTestId('wizard-next').click();
    await page.getByText(/^Resumed: the first .* were already on the server\.$/).waitFor();
  });

  await ctx.step('the connection drops: "Connection lost, resuming…", then it goes on by itself', async () => {
    dropped = true;
    await page.getByText('Connection lost, resuming…').waitFor();
    await ctx.screenshot(page, 'upload-wizard-2-reconnecting');
    dropped = false;
    await page.getByTestId('sample-step').waitFor({ timeout: 30_000 });
    assert.ok(chunks >= 5, `sent in 64 KiB chunks (${chunks})`);
  });

  await ctx.step('the sample: the first 20 rows, encoding and separator found', async () => {
    await page.getByTestId('sample-step').locator('.ant-table-row').nth(19).waitFor();
    assert.equal(await page.getByTestId('sample-step').locator('.ant-table-row').count(), 20);
    await page.getByText('Auto (UTF-8)').waitFor();
    await page.getByText('Auto (Comma ,)').waitFor();
    await page.getByRole('cell', { name: 'Frankfurt, Main' }).first().waitFor();
    await ctx.screenshot(page, 'upload-wizard-3-sample');
    assert.deepEqual(await seriousAxe(page), [], 'no serious accessibility problem');
  });

  await ctx.step('another separator reads the file again (and says why it cannot); Auto reads it as found', async () => {
    const sample = page.getByTestId('sample-step');
    const headers = () => sample.locator('.ant-table-thead th').count();
    const columns = await headers();
    const separator = page.locator('.ant-select').filter({ has: page.locator('#sample-delimiter') });
    await separator.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Semicolon' }).click();
    // Read with ';', the quoted "Frankfurt, Main" sits in the middle of a field: the reason shows, the next step waits.
    await page.getByTestId('sample-error').getByText(/a quote appears in the middle of a field/).waitFor();
    assert.equal(await page.getByTestId('wizard-next').isDisabled(), true);
    await ctx.screenshot(page, 'upload-wizard-3-sample-error');
    await separator.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^Auto/ }).click();
    await page.getByTestId('sample-error').waitFor({ state: 'detached' });
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=sample-step] .ant-table-thead th').length === n, columns);
  });

  await ctx.step('the mapping is guessed from the headers, custom fields included; one phone only', async () => {
    await page.getByTestId('wizard-next').click();
    const step = page.getByTestId('mapping-step');
    await step.waitFor();
    const target = (column: string) => step.locator(`[data-column="${column}"] .ant-select-selection-item`);
    const expected: Record<string, string> = {
      Mobile: 'Phone number',
      'First name': 'First name',
      'Last name': 'Last name',
      'E-mail': 'Email',
      Plan: 'Plan',
      City: 'City',
      'Marketing consent': 'Marketing consent',
      Notes: "Don't import",
    };
    for (const [column, field] of Object.entries(expected)) assert.equal(await target(column).innerText(), field, column);
    assert.equal(await step.locator('[data-column="Mobile"]').getByText('Guessed from the header').count(), 1);
    await step.getByTestId('mapping-summary').getByText('Columns to import: 7 of 8.').waitFor();
    await ctx.screenshot(page, 'upload-wizard-4-mapping');
    assert.deepEqual(await seriousAxe(page), [], 'no serious accessibility problem');

    // A second phone column is refused until it is taken back.
    await mapColumn(page, 'Notes', 'Phone number');
    await step.getByTestId('mapping-problems').getByText('Only one column can be the phone number: Mobile, Notes.').waitFor();
    assert.equal(await page.getByTestId('wizard-next').isDisabled(), true);
    await step.locator('[data-column="Notes"]').getByText('Changed by you').waitFor();
    await mapColumn(page, 'Notes', "Don't import");
    await step.getByTestId('mapping-problems').waitFor({ state: 'detached' });
  });

  await ctx.step('options: Germany for national numbers, a tag, update duplicates', async () => {
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('options-step').waitFor();
    await page.getByLabel('Default country').click();
    await page.getByLabel('Default country').fill('Germany');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title^="Germany "]').click();
    await page.getByTestId('options-step').locator('.ant-select-selection-item').getByText('Germany').waitFor();
    await page.getByLabel('Tags to add').fill(TAG);
    await page.keyboard.press('Enter');
    await page.getByTestId('options-step').locator('.ant-select-selection-item').getByText(TAG).waitFor();
    await ctx.screenshot(page, 'upload-wizard-5-options');
    assert.deepEqual(await seriousAxe(page), [], 'no serious accessibility problem');
  });

  await ctx.step('import: live progress, then the counts', async () => {
    await page.getByTestId('wizard-next').click();
    const step = page.getByTestId('import-step');
    await step.waitFor();
    await ctx.screenshot(page, 'upload-wizard-6-importing');
    await page.locator('[data-testid=import-step][data-status=imported]').waitFor({ timeout: 60_000 });
    await step.getByText(`Contacts imported: ${(ROWS - BAD).toLocaleString('en')}`).waitFor();
    const figure = async (key: string) => (await step.getByTestId(`import-${key}`).locator('.ant-statistic-content-value').innerText()).replace(/\D/g, '');
    assert.equal(await figure('created'), String(ROWS - BAD));
    assert.equal(await figure('failed'), String(BAD));
    await step.getByText(`Rows not imported: ${BAD}.`, { exact: false }).waitFor();
    await ctx.screenshot(page, 'upload-wizard-6-done');
    assert.deepEqual(await seriousAxe(page), [], 'no serious accessibility problem');
  });

  await ctx.step('the contacts are there, tagged, national numbers read as German', async () => {
    const tagged = await api<unknown[]>(page, `/v1/audience/contacts?tags=${TAG}&_start=0&_end=1`);
    assert.equal(tagged.status, 200);
    assert.equal(tagged.total, String(ROWS - BAD));
    const national = await api<{ phone: string; custom: Record<string, unknown> }[]>(page, '/v1/audience/contacts?phone=%2B4915110000002');
    assert.equal(national.body[0]?.phone, '+4915110000002');
    assert.equal(national.body[0]?.custom?.plan, 'pro');
  });

  await ctx.step('the error report downloads: one line per bad row, with its row, column and reason', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('error-report').click()]);
    const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
    const lines = text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    assert.equal(lines[0], 'row,column,message,value');
    assert.equal(lines.length, BAD + 1);
    assert.match(lines[1], /^100,Mobile,.+,12$/);
  });

  await ctx.step('the same file again, skipping known numbers: nothing new, nothing doubled', async () => {
    await page.getByRole('button', { name: 'Upload another file' }).click();
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByLabel('Name of this upload').fill('spring-leads again');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('sample-step').locator('.ant-table-row').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('mapping-step').waitFor();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('options-step').waitFor();
    await page.getByLabel('Default country').click();
    await page.getByLabel('Default country').fill('Germany');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title^="Germany "]').click();
    await page.getByText('Skip the row').click();
    await page.getByTestId('wizard-next').click();
    const step = page.getByTestId('import-step');
    await page.locator('[data-testid=import-step][data-status=imported]').waitFor({ timeout: 60_000 });
    const figure = async (key: string) => (await step.getByTestId(`import-${key}`).locator('.ant-statistic-content-value').innerText()).replace(/\D/g, '');
    assert.equal(await figure('created'), '0');
    assert.equal(await figure('skipped'), String(ROWS - BAD));
    await step.getByText('Contacts imported: 0').waitFor();
    await step.getByText(`Rows skipped because the number is already a contact: ${(ROWS - BAD).toLocaleString('en')}.`, { exact: false }).waitFor();
    await ctx.screenshot(page, 'upload-wizard-6-skipped');
    assert.equal(await figure('failed'), String(BAD));
    const tagged = await api<unknown[]>(page, `/v1/audience/contacts?tags=${TAG}&_start=0&_end=1`);
    assert.equal(tagged.total, String(ROWS - BAD));
  });

  await ctx.step('the uploads list: imported, with its counts and its error report', async () => {
    await page.goto('/audience/Uploads');
    const row = page.locator('.ant-table-row').filter({ hasText: 'spring-leads.csv' }).filter({ hasNotText: 'again' });
    await row.getByText('Imported', { exact: true }).waitFor();
    await row.getByText(`${(ROWS - BAD).toLocaleString('en')} imported · ${BAD} failed`).waitFor();
    // The failed ones only: this file is not among them.
    await page.locator('.ant-segmented-item').filter({ hasText: /^Failed$/ }).click();
    await page.locator('.ant-table-row').filter({ hasText: 'Old CRM export' }).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.locator('.ant-segmented-item').filter({ hasText: /^All$/ }).click();
    await row.waitFor();
    await row.getByRole('button', { name: 'Error report' }).waitFor();
    await ctx.screenshot(page, 'upload-wizard-7-list');
    assert.deepEqual(await seriousAxe(page), [], 'no serious accessibility problem');
  });

  await ctx.step('the result and the list in dark mode and in Arabic', async () => {
    await page.getByTestId('color-mode-switch').click();
    await page.getByTestId('color-mode-dark').click();
    await page.waitForFunction(() => document.documentElement.dataset.colorMode === 'dark');
    await ctx.screenshot(page, 'upload-wizard-7-list-dark');
    assert.deepEqual(await seriousAxe(page), [], 'no serious accessibility problem in dark mode');
    await chooseFromMenu(page.getByTestId('language-switch'), page.getByRole('menuitem', { name: /العربية/ }));
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('button', { name: 'تقرير الأخطاء' }).first().waitFor();
    await ctx.screenshot(page, 'upload-wizard-7-list-ar-dark');
    await chooseFromMenu(page.getByTestId('language-switch'), page.getByRole('menuitem', { name: /English/ }));
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    await page.getByTestId('color-mode-switch').click();
    await page.getByTestId('color-mode-light').click();
  });

  fs.rmSync(dir, { recursive: true, force: true });
  // The chunks this test cut off show as failed requests; nothing else may.
  assert.deepEqual(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)), []);
}

test(name, ({ e2e }) => run(e2e));
