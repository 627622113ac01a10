/**
 * The voice journey through the screens (issue: voice AI for real): the team points at a language
 * model (the fake OpenAI server this test starts), an operator adds an HTTP tool and tests it
 * against a local price service, creates an agent that may use it, places a test call on the
 * simulator from the agent's page and watches the transcript arrive line by line — the agent
 * calling the tool mid-call — then finds the call in the call log.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { startFakeOpenAi, type FakeChatRequest, type FakeReply } from '../support/fake-openai.ts';
import { test, type E2EContext } from './fixtures.ts';
import { DEMO, collectPageErrors, pageApi, signIn } from './helpers.ts';

const name = 'voice journey: tool → agent → test call on the simulator, transcript live → call log';

/** The agent as the fake model plays it: greets, looks the price up with the tool when asked, then closes. */
function agentReply(request: FakeChatRequest): FakeReply {
  const last = request.messages.at(-1)!;
  // The tool's answer reaches the model as {status, body}, the body as the service sent it.
  if (last.role === 'tool') return { content: `It is ${JSON.parse(JSON.parse(last.content ?? '{}').body ?? '{}').monthly ?? 'about 49'} dollars a month. Shall I text you the details?` };
  if (/how much/i.test(last.content ?? '')) return { tool_calls: [{ name: 'quote_price', arguments: '{"plan":"solar-basic"}' }] };
  if (/goodbye/i.test(last.content ?? '')) return { content: 'Thank you, the details are on their way. Goodbye!' };
  return { content: 'Hi, this is Nova from SunPeak Solar. We help homeowners cut their power bill. Do you have a minute?' };
}

/** Opens a list's "New …" button and waits for the form. */
async function openCreate(page: Page, list: string, button: RegExp, heading: string): Promise<void> {
  await page.goto(list);
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
}

/** Picks an option of the select labelled `label`. */
async function pickOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click({ force: true });
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: option }).first().click();
}

async function run(ctx: E2EContext): Promise<void> {
  const llm = await startFakeOpenAi();
  llm.handle(agentReply);
  const quotes: string[] = [];
  const prices = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      quotes.push(body);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ plan: 'solar-basic', monthly: 39 }));
    });
  });
  await new Promise<void>((resolve) => prices.listen(0, '127.0.0.1', resolve));
  const priceUrl = `http://127.0.0.1:${(prices.address() as AddressInfo).port}/quote`;

  const context = await ctx.newContext({ viewport: { width: 1440, height: 1100 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const stamp = Date.now();
  const agentName = `Journey agent ${stamp}`;
  const api = (method: string, path: string, body?: unknown) => pageApi(page, method, path, body);

  await ctx.step('sign in as the demo user (the team owner)', () => signIn(page, DEMO.email, DEMO.password));
  try {
    await ctx.step('the team uses the fake model and allows the local price service', async () => {
      const me = (await api('GET', '/v1/user')).body;
      assert.equal((await api('PUT', `/v1/teams/${me.current_team.id}`, { settings: { outbound_allowed_hosts: ['127.0.0.1'] } })).status, 200);
      assert.equal((await api('PUT', '/v1/llm/settings', { base_url: llm.baseUrl, model: 'e2e-model', api_key: 'sk-e2e' })).status, 200);
    });

    const toolId = await ctx.step('add an HTTP tool and test it: a real request, its status and body', async () => {
      await openCreate(page, '/agents/tools', /New tool/, 'New tool');
      await page.getByLabel('Name', { exact: true }).fill('Quote price');
      await page.getByLabel('Function name', { exact: true }).fill('quote_price');
      await pickOption(page, 'Type', 'Webhook');
      await page.getByLabel('Description', { exact: true }).fill('Looks up the monthly price of a plan.');
      await page.getByLabel('Webhook URL', { exact: true }).fill(priceUrl);
      await page.getByLabel('Parameters', { exact: true }).fill('{"type": "object", "properties": {"plan": {"type": "string"}}, "required": ["plan"]}');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/agents\/tools\/\d+$/);
      const id = new URL(page.url()).pathname.split('/').pop()!;
      await page.locator('#tool-test-arguments').fill('{"plan": "solar-basic"}');
      await page.getByTestId('tool-test-send').click();
      const result = page.getByTestId('tool-test-result');
      await result.getByText(/\b200\b/).first().waitFor();
      await result.getByText(/"monthly": 39/).waitFor();
      assert.deepEqual(JSON.parse(quotes.at(-1)!), { plan: 'solar-basic' });
      await ctx.screenshot(page, 'voice-journey-tool');
      return id;
    });

    const agentId = await ctx.step('create an agent that may use the tool', async () => {
      await openCreate(page, '/agents/agents', /New agent/, 'New agent');
      await page.getByLabel('Name', { exact: true }).fill(agentName);
      await pickOption(page, 'Voice', 'Nova');
      await page.getByLabel('First message', { exact: true }).fill('Hi, this is Nova from SunPeak Solar.');
      await page.getByLabel('System prompt', { exact: true }).fill('You are Nova, a friendly caller for SunPeak Solar. Use quote_price when asked about the price.');
      await pickOption(page, 'Tools', 'quote_price');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/agents\/agents\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      assert.deepEqual((await api('GET', `/v1/voice/agents/${id}`)).body.tools, ['quote_price']);
      return id;
    });
    void toolId;

    await ctx.step('publish the agent\u2019s prompt: calls use version 1', async () => {
      const panel = page.getByTestId('prompt-versions');
      await panel.getByLabel('Note').fill('First version for the journey');
      await panel.getByTestId('publish-prompt').click();
      await panel.getByText('Calls use version 1').waitFor();
      await panel.getByRole('row').filter({ hasText: 'First version for the journey' }).waitFor();
    });

    await ctx.step('place a test call from the agent\u2019s page and watch the transcript arrive live', async () => {
      await page.goto(`/agents/agents/${agentId}`);
      const panel = page.getByTestId('test-call');
      await panel.getByTestId('test-call-to').fill('+14155550101');
      await panel.getByTestId('test-call-place').click();
      const transcript = panel.getByTestId('test-call-transcript');
      // The lines arrive one after the other while the call is live.
      await transcript.getByText('Hello?').waitFor({ timeout: 30_000 });
      await panel.getByTestId('test-call-hangup').waitFor();
      await ctx.screenshot(page, 'voice-journey-call-live');
      await transcript.getByText(/Called quote_price/).waitFor({ timeout: 30_000 });
      await transcript.getByText('It is 39 dollars a month. Shall I text you the details?').waitFor({ timeout: 30_000 });
      await panel.getByTestId('test-call-state').getByText('Completed').waitFor({ timeout: 60_000 });
      await ctx.screenshot(page, 'voice-journey-call-done');
      assert.equal(quotes.length, 2, 'the agent\u2019s tool reached the price service during the call');
    });

    await ctx.step('the call is in the call log and on its own page, its outcome classified from the conversation', async () => {
      type Call = { id: number; status: string; outcome: string; prompt_version: number; transcript: { text: string }[] };
      let call: Call | undefined;
      // The after-call worker classifies the ended call within a tick or two.
      for (let i = 0; i < 40 && (!call || call.outcome === 'unknown'); i++) {
        [call] = (await api('GET', `/v1/voice/calls?agent_id=${agentId}`)).body as Call[];
        if (call?.outcome === 'unknown') await page.waitForTimeout(250);
      }
      assert.ok(call);
      assert.equal(call.status, 'completed');
      assert.equal(call.prompt_version, 1, 'the call used the published version');
      assert.equal(call.outcome, 'interested');
      assert.ok(call.transcript.some((turn) => turn.text.includes('39 dollars')));
      await page.goto('/voice');
      await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '+14155550101' }).first().click();
      await page.waitForURL(new RegExp(`/voice/${call.id}$`));
      await page.getByText('It is 39 dollars a month. Shall I text you the details?').first().waitFor();
      await page.getByText('Interested').first().waitFor();
      await ctx.screenshot(page, 'voice-journey-call-page');
    });

    await ctx.step('the calls dashboard counts it', async () => {
      await page.goto('/voice');
      await page.getByText('Calls per day').first().waitFor();
      await page.getByRole('row').filter({ hasText: agentName }).getByText('100%').waitFor();
      await ctx.screenshot(page, 'voice-journey-dashboard');
    });
    assert.deepEqual(errors, [], 'no uncaught errors in the page');

    await ctx.step('a test call in Arabic, dark: the transcript reads right to left', async () => {
      const other = await ctx.newContext({ colorScheme: 'dark', viewport: { width: 1440, height: 1100 } });
      const p = await other.newPage();
      await signIn(p, DEMO.email, DEMO.password);
      await p.evaluate(() => localStorage.setItem('locale', 'ar'));
      await p.goto(`/agents/agents/${agentId}`);
      await p.waitForFunction(() => document.documentElement.dir === 'rtl');
      await p.getByTestId('color-mode-switch').click();
      await p.getByTestId('color-mode-dark').click();
      const panel = p.getByTestId('test-call');
      await panel.getByTestId('test-call-to').fill('+14155550104');
      await panel.getByTestId('test-call-place').click();
      await panel.getByTestId('test-call-state').getByText('مكتملة').waitFor({ timeout: 60_000 });
      await ctx.screenshot(p, 'voice-journey-call-dark-ar');
    });
  } finally {
    // The demo team goes back to no model of its own, as the other tests expect.
    await api('PUT', '/v1/llm/settings', { base_url: null, model: null, api_key: null }).catch(() => undefined);
    await llm.stop();
    await new Promise((resolve) => prices.close(resolve));
  }
}

test(name, ({ e2e }) => run(e2e));
