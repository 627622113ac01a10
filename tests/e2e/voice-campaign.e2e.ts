/**
 * A voice campaign calls its segment on the simulator, its page showing the calls live
 * (docs/areas/voice.md#voice-campaigns): start calling from the page, watch calls go live and
 * contacts get through, until the run completes. The agent talks through a fake OpenAI-compatible
 * model the team points at. Then the demo's campaign paused by its breaker, light, dark and Arabic.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { API_BASE } from '../../resources/account/endpoints.ts';
import { startFakeOpenAi } from '../support/fake-openai.ts';
import { test, type E2EContext } from './fixtures.ts';
import { collectPageErrors, DEMO, signIn, switchToArabic } from './helpers.ts';

const name = 'a voice campaign calls its segment and its page shows the calls live';

const CONTACTS = 8;

async function run(ctx: E2EContext): Promise<void> {
  const llm = await startFakeOpenAi({ apiKey: 'sk-e2e-voice' });
  llm.handle((request) => (request.messages.filter((m) => m.role === 'assistant').length >= 1 ? { content: 'Thank you, goodbye.', tool_calls: [{ name: 'end_call', arguments: '{}' }] } : { content: 'Hello, this is Maya from SunPeak Solar.' }));
  try {
    const api = async (method: string, path: string, token?: string, body?: unknown) => {
      const res = await fetch(`${ctx.baseURL}${API_BASE}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = await res.json();
      assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    const { access_token: token } = await api('POST', '/v1/token/login', undefined, DEMO);
    const me = await api('GET', '/v1/user', token);
    await api('PUT', `/v1/teams/${me.current_team.id}`, token, { settings: { outbound_allowed_hosts: ['127.0.0.1'] } });
    await api('PUT', '/v1/llm/settings', token, { base_url: llm.baseUrl, model: 'e2e-model', api_key: 'sk-e2e-voice' });
    for (let i = 0; i < CONTACTS; i++) await api('POST', '/v1/audience/contacts', token, { phone: `+1415777${String(1000 + i * 10 + (i % 6))}`, first_name: `Caller ${i}`, tags: ['e2e-voice'], custom: { marketing_consent: true } });
    const segment = await api('POST', '/v1/audience/segments', token, { name: 'E2E voice', rules: { combinator: 'and', rules: [{ field: 'tags', operator: 'contains', value: 'e2e-voice' }] } });
    const [agent] = await api('GET', '/v1/voice/agents', token);
    const numbers = (await api('GET', '/v1/voice/numbers', token)) as { id: number; status: string }[];
    const campaign = await api('POST', '/v1/voice/campaigns', token, { name: 'E2E live calls', agent_id: agent.id, number_id: numbers.find((n) => n.status === 'active')!.id, segment_id: segment.id, concurrency: 3, calls_per_minute: 600 });

    const context = await ctx.newContext({ colorScheme: 'light', viewport: { width: 1440, height: 1400 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

    await ctx.step('start calling from the campaign page: calls go live', async () => {
      await page.goto(`/agents/campaigns/${campaign.id}`);
      await page.getByRole('heading', { name: 'E2E live calls' }).waitFor();
      await page.getByRole('button', { name: /Start calling$/ }).click();
      const panel = page.getByTestId('voice-campaign-progress');
      await panel.waitFor({ timeout: 20_000 });
      await panel.getByText(/Live now: [1-3]/).waitFor({ timeout: 30_000 });
      await ctx.screenshot(page, 'voice-campaign-live-light');
    });

    await ctx.step('the run completes with every contact called', async () => {
      const panel = page.getByTestId('voice-campaign-progress');
      await panel.getByText(`${CONTACTS} of ${CONTACTS} contacts of this run called or left out`).waitFor({ timeout: 120_000 });
      await page.locator('.ant-descriptions').getByText('Completed', { exact: true }).waitFor({ timeout: 30_000 });
      await panel.getByText(/Answered: \d/).waitFor();
      await ctx.screenshot(page, 'voice-campaign-done-light');
    });
    assert.deepEqual(errors, [], 'no console or page errors');

    for (const [scheme, locale] of [['light', 'en'], ['dark', 'en'], ['light', 'ar']] as const) {
      await ctx.step(`the demo campaign paused by its breaker, ${scheme}${locale === 'ar' ? ', Arabic' : ''}`, async () => {
        const other = await ctx.newContext({ colorScheme: scheme, viewport: { width: 1440, height: 1400 } });
        const p: Page = await other.newPage();
        await signIn(p, DEMO.email, DEMO.password);
        if (locale === 'ar') {
          await switchToArabic(p);
        }
        const demo = ((await api('GET', '/v1/voice/campaigns?status=paused', token)) as { id: number; name: string }[]).find((c) => c.name.startsWith('Solar leads'))!;
        await p.goto(`/agents/campaigns/${demo.id}`);
        await p.getByTestId('voice-campaign-paused-reason').waitFor({ timeout: 20_000 });
        await ctx.screenshot(p, `voice-campaign-paused-${scheme}-${locale}`);
      });
    }
  } finally {
    await llm.stop();
  }
}

test(name, ({ e2e }) => run(e2e));
