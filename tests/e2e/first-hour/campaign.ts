/** The first hour's campaign: made in the form, sent only after the confirmation, then found on the dashboard. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { E2EContext } from '../fixtures.ts';
import { pageApi } from '../helpers.ts';

const SLOW = { timeout: 45_000 };
const openSelect = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';

export async function firstHourCampaign(ctx: E2EContext, page: Page, segmentName: string, reachable: number): Promise<void> {
  const name = 'My first campaign';
  await ctx.step('a campaign to the segment, made in the form', async () => {
    await page.goto('/campaigns');
    await page.getByRole('button', { name: /New SMS campaign/ }).click();
    await page.getByRole('heading', { name: 'New SMS campaign', exact: true }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill(name);
    const segment = page.getByLabel('Segment', { exact: true });
    await segment.click({ force: true });
    await segment.fill(segmentName);
    await page.locator(`${openSelect} .ant-select-item-option`).filter({ hasText: segmentName }).first().click();
    await page.getByLabel('Sender ID', { exact: true }).fill('Parley');
    await page.getByLabel('Message text', { exact: true }).fill('Hi {{first_name|there}}, welcome aboard.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/campaigns\/\d+$/);
    await page.getByTestId('campaign-ready').locator('.ant-tag', { hasText: /^Ready$/ }).waitFor(SLOW);
  });

  await ctx.step('Send asks first: the reach, the cost and when; Cancel sends nothing', async () => {
    await page.getByRole('button', { name: /Send$/ }).click();
    const confirm = page.getByRole('dialog');
    const summary = confirm.getByTestId('send-summary');
    await summary.waitFor(SLOW);
    const reach = Number((await summary.locator('tr').filter({ hasText: 'Reachable contacts' }).locator('td').innerText()).replace(/\D/g, ''));
    assert.equal(reach, reachable, 'the dialog names the reachable contacts');
    await ctx.screenshot(page, 'first-hour-send-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    const id = new URL(page.url()).pathname.split('/').pop();
    assert.equal((await pageApi(page, 'GET', `/v1/sms/campaigns/${id}`)).body.status, 'draft', 'nothing was sent');
  });

  await ctx.step('send it after the confirmation: it completes', async () => {
    await page.getByRole('button', { name: /Send$/ }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByTestId('send-summary').waitFor(SLOW);
    await confirm.getByRole('button', { name: 'Send', exact: true }).click();
    await page.locator('.ant-descriptions').getByText('Completed', { exact: true }).waitFor(SLOW);
  });

  await ctx.step('the dashboard shows the campaign completed and the messages it sent', async () => {
    await page.goto('/');
    const recent = page.getByRole('listitem').filter({ hasText: name });
    await recent.getByText('Completed').waitFor(SLOW);
    await recent.getByText(/^Finished /).waitFor();
    const sent = Number((await page.getByTestId('tile-messages').locator('.ant-statistic-content-value').innerText()).replace(/\D/g, ''));
    const report = await pageApi(page, 'GET', '/v1/sms/reports?group_by=day');
    assert.equal(sent, report.body.totals.sent, 'the messages tile says what the SMS report says');
    assert.ok(sent >= reachable, `the campaign's messages are counted (${sent})`);
    await ctx.screenshot(page, 'first-hour-dashboard');
  });
}
