/**
 * An automation as an operator builds and runs one (docs/areas/automations.md): a journey drawn in
 * the editor — a tag starts it, a short wait, a condition on the contact, then a text or a call —
 * published with its preview and started; a tag added to a contact on the contact's page; the
 * counts moving on the diagram, and drawn on the automation's overview; the text reaching the
 * built-in SMSC simulator and its receipt coming back; the step's contacts listed. The automation is paused at the end, so the tests after
 * this one find nobody listening for their tags.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { test, type E2EContext } from './fixtures.ts';
import { DEMO, collectPageErrors, dragHandle, pageApi, signIn } from './helpers.ts';

const name = 'automation journey: draw, publish, start, a tag added, counts on the diagram, the SMS at the SMSC';

const TAG = 'journey-e2e';
const FIRST_NAME = 'Wendeline';
const TEXT = 'Hello {{first_name}}, thanks for joining!';
const SLOW = { timeout: 45_000 };

/** Picks `option` in the antd select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click({ force: true });
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).first().click();
}

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

  let id = 0;
  let contactId = 0;
  let agentName = '';
  await ctx.step('an empty automation, a contact the condition lets through, and the demo agent', async () => {
    const made = await pageApi(page, 'POST', '/v1/automations', { name: 'Welcome by tag', reentry: 'never', graph: { nodes: [], edges: [] } });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    id = made.body.id;
    const contact = await pageApi(page, 'POST', '/v1/audience/contacts', { phone: '+12126648801', first_name: FIRST_NAME, custom: { marketing_consent: true } });
    assert.equal(contact.status, 201, JSON.stringify(contact.body));
    contactId = contact.body.id;
    const agents = await pageApi(page, 'GET', '/v1/voice/agents?_start=0&_end=1&_sort=id&_order=asc');
    agentName = agents.body[0].name;
  });

  const canvas = page.getByTestId('diagram-canvas');
  const panel = page.getByTestId('node-settings');
  const node = (type: string) => page.locator(`[data-node-type="${type}"]`);
  const source = (type: string, handle?: string) => (handle ? page.locator(`[data-testid$="-${handle}"]`).and(node(type).locator('.react-flow__handle.source')) : node(type).locator('.react-flow__handle.source'));
  const target = (type: string) => node(type).locator('.react-flow__handle.target');

  await ctx.step('draw it: a tag starts it, a wait, a condition on the first name, a text or a call, an end', async () => {
    await page.goto(`/campaigns/automations/${id}`);
    await canvas.waitFor();
    // Each step's panel is closed before the next is dropped, so the canvas keeps its width.
    const close = () => panel.getByRole('button', { name: 'Close' }).click();
    const place = async (type: string, x: number, y: number) => {
      if (await panel.isVisible()) await close();
      const box = (await canvas.boundingBox())!;
      await page.getByTestId(`palette-${type}`).dragTo(canvas, { targetPosition: { x: box.width / 2 + x, y: 40 + y } });
      await node(type).waitFor();
    };
    await place('tag_added', 0, 0);
    await panel.getByLabel('Tag', { exact: true }).fill(TAG);
    await place('wait', 0, 135);
    await panel.getByLabel('Wait for', { exact: true }).fill('3');
    await choose(page, panel, 'Unit', /^seconds$/);
    await place('condition', 0, 270);
    await panel.getByRole('button', { name: '+ Rule' }).click();
    await panel.locator('.rule-fields').click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^First name$/ }).click();
    await panel.locator('.rule-value').fill(FIRST_NAME);
    await place('send_sms', -210, 420);
    await panel.getByLabel('Text', { exact: true }).fill(TEXT);
    await panel.getByLabel('Sender', { exact: true }).fill('Parley');
    await place('voice_call', 210, 420);
    await choose(page, panel, 'Agent', agentName);
    await place('end', 0, 570);
    await close();
    await dragHandle(page, source('tag_added'), target('wait'));
    await dragHandle(page, source('wait'), target('condition'));
    await dragHandle(page, source('condition', 'yes'), target('send_sms'));
    await dragHandle(page, source('condition', 'no'), target('voice_call'));
    await dragHandle(page, source('send_sms'), target('end'));
    await dragHandle(page, source('voice_call'), target('end'));
    await page.waitForFunction(() => document.querySelectorAll('.react-flow__edge').length === 6);
    await page.getByTestId('auto-layout').click();
    // Nothing stops it from being published once every step is set up and connected.
    await page.getByTestId('problems-button').locator('.anticon-check-circle').waitFor();
    await page.getByTestId('save-status').filter({ hasText: /^\s*Saved$/ }).waitFor({ timeout: 15_000 });
  });

  await ctx.step('publish it, then start it', async () => {
    await page.getByTestId('publish-automation').click();
    await page.getByRole('dialog').getByText('No contact is in the journey now.').waitFor();
    await page.getByTestId('publish-note').fill('First version');
    await page.getByTestId('publish-automation-confirm').click();
    await page.getByText('Version 1 published').waitFor();
    await page.getByTestId('toggle-status').click();
    await page.getByTestId('automation-status').filter({ hasText: 'Active' }).waitFor();
  });

  await ctx.step('add the tag to the contact on its page', async () => {
    const editor = page.url();
    await page.goto(`/audience/contacts/${contactId}/edit`);
    const tags = page.getByLabel('Tags', { exact: true });
    await tags.click();
    await tags.fill(TAG);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/edit'));
    await page.goto(editor);
  });

  await ctx.step('the counts move on the diagram: in, waiting, then through the condition to the text', async () => {
    await node('tag_added').getByTestId('node-counts').filter({ hasText: '1' }).waitFor(SLOW);
    await node('send_sms').getByTestId('node-counts').filter({ hasText: '1' }).waitFor(SLOW);
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid^="edge-count-"]')].some((e) => e.textContent?.trim() === '1'), undefined, SLOW);
    assert.equal(await node('voice_call').getByTestId('node-counts').filter({ hasText: '1' }).count(), 0, 'nobody was called');
    await ctx.screenshot(page, 'automation-journey-counts');
  });

  await ctx.step("its overview draws the published journey with the counts, not its JSON, and leads to the editor", async () => {
    await page.goto(`/campaigns/automations/${id}/overview`);
    const overview = page.getByTestId('automation-overview');
    await overview.getByTestId('automation-overview-version').filter({ hasText: 'Showing version 1, the published one that contacts follow.' }).waitFor();
    for (const type of ['tag_added', 'wait', 'condition', 'send_sms', 'voice_call', 'end']) await overview.locator(`[data-node-type="${type}"]`).waitFor();
    await overview.locator('[data-node-type="send_sms"]').getByTestId('node-counts').filter({ hasText: 'Done 1' }).waitFor(SLOW);
    assert.equal(await overview.locator('.react-flow__edge').count(), 6);
    assert.ok(await overview.locator('[data-testid^="edge-count-"]').filter({ hasText: /^1$/ }).count(), 'a count on an edge');
    const text = await page.locator('body').innerText();
    assert.ok(!text.includes('"nodes"') && !text.includes('"edges"'), 'no JSON of the diagram on the page');
    assert.equal(await page.locator('.ant-descriptions-item-label').filter({ hasText: /^Diagram$/ }).count(), 0);
    await ctx.screenshot(page, 'automation-journey-overview');
    await overview.getByTestId('open-automation-editor').click();
    await page.waitForURL((url) => url.pathname === `/campaigns/automations/${id}`);
    await page.getByTestId('automation-editor').waitFor();
    await node('send_sms').waitFor();
  });

  await ctx.step('the text reached the SMSC simulator and its receipt came back', async () => {
    let status = '';
    for (let i = 0; i < 60 && !['delivered', 'failed', 'expired', 'rejected'].includes(status); i++) {
      const res = await pageApi(page, 'GET', `/v1/sms/logs?contact_id=${contactId}`);
      status = res.body?.[0]?.status ?? '';
      if (status) assert.equal(res.body[0].text, `Hello ${FIRST_NAME}, thanks for joining!`);
      await page.waitForTimeout(500);
    }
    assert.ok(['delivered', 'failed', 'expired', 'rejected'].includes(status), `the message's receipt came back (status ${status || 'none'})`);
  });

  await ctx.step("the text step's contacts list the contact", async () => {
    await page.getByTestId('fit-view').click();
    await node('send_sms').click();
    await page.getByTestId('node-contacts').click();
    await page.getByRole('dialog').getByText('+1 212-664-8801').or(page.getByRole('dialog').getByText('+12126648801')).first().waitFor();
    await page.keyboard.press('Escape');
  });

  await ctx.step('pause it again', async () => {
    await page.getByTestId('toggle-status').click();
    await page.getByTestId('automation-status').filter({ hasText: 'Paused' }).waitFor();
  });
  assert.deepEqual(errors, []);
  await context.close();
}

test(name, ({ e2e }) => run(e2e));
