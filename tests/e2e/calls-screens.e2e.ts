/**
 * The calls screens over the demo's call log: the dashboard above the list at /voice following the
 * list's filters, a call's page (transcript as a chat, details, timeline), the day × agent table,
 * the pivot, and the AI filter — first without a model (the dialog says what to configure), then
 * against the fake OpenAI server, the filter shown and applied only once confirmed. Light, dark and
 * Arabic.
 */
import assert from 'node:assert/strict';
import { API_BASE } from '../../resources/account/endpoints.ts';
import { startFakeOpenAi } from '../support/fake-openai.ts';
import { test, type E2EContext } from './fixtures.ts';
import { chooseFromMenu, collectPageErrors, DEMO, signIn } from './helpers.ts';
import { seriousAxe } from './sweep/axe.ts';

const name = 'calls screens: dashboard, call page, daily stats, pivot and the AI filter';

async function run(ctx: E2EContext): Promise<void> {
  const llm = await startFakeOpenAi();
  const api = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${ctx.baseURL}${API_BASE}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res.json();
  };
  const { access_token: token } = await api('POST', '/v1/token/login', undefined, DEMO);
  const me = await api('GET', '/v1/user', token);
  const context = await ctx.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  // Serious and critical accessibility problems of each screen's content, as the sweep checks them.
  const axeProblems: string[] = [];
  const axe = async (what: string) => axeProblems.push(...(await seriousAxe(page, '.ant-layout-content')).map((p) => `${what}: ${p}`));
  try {
    await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

    await ctx.step('/voice: figures and charts above the call log', async () => {
      await page.goto('/voice');
      const overview = page.getByTestId('calls-overview');
      await overview.getByTestId('tile-calls').waitFor();
      const calls = Number((await overview.getByTestId('tile-calls').locator('.ant-statistic-content-value').innerText()).replace(/\D/g, ''));
      assert.ok(calls >= 150, `the demo's calls of the last 30 days (${calls})`);
      await overview.locator('canvas[role="img"]').first().waitFor({ timeout: 30_000 });
      assert.ok((await page.locator('.resource-table .ant-table-row').count()) > 0, 'the call log lists calls');
      await page.getByTestId('overview-agents').getByText('Maya — Solar lead qualifier').waitFor();
      await page.getByTestId('overview-hangups').getByText('Voicemail left').waitFor();
      await ctx.screenshot(page, 'calls-dashboard-light');
      await axe('/voice');
    });

    await ctx.step('the figures follow the list’s filters', async () => {
      const before = await page.getByTestId('tile-calls').locator('.ant-statistic-content-value').innerText();
      await page.goto('/voice?filters[0][field]=direction&filters[0][operator]=in&filters[0][value][0]=inbound');
      await page.getByTestId('tile-calls').waitFor();
      await page.waitForFunction((b) => document.querySelector('[data-testid="tile-calls"] .ant-statistic-content-value')?.textContent !== b, before);
    });

    await ctx.step('a call’s page: the conversation, details and timeline', async () => {
      // A long completed call: the demo's recent ones called a tool.
      await page.goto('/voice?filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=completed&filters[1][field]=duration_seconds&filters[1][operator]=gte&filters[1][value]=60');
      await page.locator('.resource-table .ant-table-row').first().click();
      await page.waitForURL((url) => /^\/voice\/\d+$/.test(url.pathname));
      await page.getByTestId('transcript').waitFor();
      assert.ok((await page.locator('[data-testid="transcript"] [data-role="agent"]').count()) > 0, 'the agent speaks');
      await page.getByTestId('call-details').getByText('Answered by').waitFor();
      await page.getByTestId('call-timeline').waitFor();
      await page.getByTestId('tool-calls').locator('.ant-collapse-header').first().click();
      await page.getByTestId('tool-calls').getByText('Arguments').waitFor();
      await page.getByTestId('call-timeline').getByText('Tool call').first().waitFor();
      await ctx.screenshot(page, 'call-page-light');
      await axe('call page');
    });

    await ctx.step('/agents/daily-stats: a day × agent table with totals', async () => {
      await page.goto('/agents/daily-stats');
      await page.getByTestId('daily-stats').locator('.ant-table-row').first().waitFor();
      await page.getByTestId('daily-stats').getByText('Maya — Solar lead qualifier').first().waitFor();
      await ctx.screenshot(page, 'calls-daily-stats-light');
      await axe('/agents/daily-stats');
    });

    await ctx.step('/voice/pivot: agents × outcomes, then answer rate by week', async () => {
      await page.goto('/voice/pivot');
      const table = page.getByTestId('pivot-table');
      await table.getByText('Maya — Solar lead qualifier').waitFor();
      await table.getByRole('columnheader', { name: 'Interested', exact: true }).waitFor();
      await ctx.screenshot(page, 'calls-pivot-light');
      await axe('/voice/pivot');
      await page.goto('/voice/pivot?rows=week&columns=agent&measure=answer_rate');
      await table.getByText(/^Week of/).first().waitFor();
      await table.getByText('%').first().waitFor().catch(async () => assert.ok((await table.innerText()).includes('%'), 'rates as percentages'));
    });

    await ctx.step('the AI filter without a model says what to configure', async () => {
      await page.goto('/voice');
      await page.getByTestId('ai-filter-open').click();
      await page.getByTestId('ai-filter-text').fill('calls that went to voicemail');
      await page.getByTestId('ai-filter-ask').click();
      await page.getByTestId('ai-filter-error').getByText(/No language model is configured/).first().waitFor();
      await page.getByTestId('ai-filter-error').getByRole('link', { name: 'Open AI settings' }).waitFor();
      await ctx.screenshot(page, 'calls-ai-filter-no-model');
      await page.keyboard.press('Escape');
    });

    await ctx.step('with a model: the sentence becomes a filter, shown, then applied', async () => {
      await api('PUT', `/v1/teams/${me.current_team.id}`, token, { settings: { outbound_allowed_hosts: ['127.0.0.1'] } });
      const saved = await api('PUT', '/v1/llm/settings', token, { base_url: llm.baseUrl, model: 'e2e-model', api_key: 'sk-e2e' });
      assert.equal(saved.source, 'team', JSON.stringify(saved));
      const agents = await api('GET', '/v1/voice/agents?q=Maya', token);
      const maya = agents[0].id;
      llm.handle(() => ({ tool_calls: [{ name: 'set_call_filter', arguments: JSON.stringify({ agent_id: [maya], outcome: ['voicemail'] }) }] }));
      await page.getByTestId('ai-filter-open').click();
      await page.getByTestId('ai-filter-text').fill('calls of the solar agent that went to voicemail');
      await page.getByTestId('ai-filter-ask').click();
      const preview = page.getByTestId('ai-filter-preview');
      await preview.getByText('Maya — Solar lead qualifier').waitFor();
      await preview.getByText('Voicemail').waitFor();
      await ctx.screenshot(page, 'calls-ai-filter-preview');
      axeProblems.push(...(await seriousAxe(page, '.ant-modal')).map((p) => `AI filter: ${p}`));
      assert.ok(!page.url().includes('filters'), 'nothing applies before the user confirms');
      await page.getByTestId('ai-filter-apply').click();
      await page.waitForURL((url) => url.search.includes('voicemail'));
      await page.getByTestId('filter-bar').getByText('Voicemail').waitFor();
      await page.locator('.resource-table .ant-table-row').first().waitFor();
      await ctx.screenshot(page, 'calls-ai-filter-applied');
    });

    await ctx.step('dark mode and Arabic', async () => {
      await page.goto('/voice');
      await page.getByTestId('calls-overview').locator('canvas[role="img"]').first().waitFor({ timeout: 30_000 });
      await page.getByTestId('color-mode-switch').click();
      await page.getByTestId('color-mode-dark').click();
      await page.waitForFunction(() => document.documentElement.dataset.colorMode === 'dark');
      await ctx.screenshot(page, 'calls-dashboard-dark');
      await page.locator('.resource-table .ant-table-row').first().click();
      await page.getByTestId('transcript').waitFor();
      await ctx.screenshot(page, 'call-page-dark');
      await chooseFromMenu(page.getByTestId('language-switch'), page.getByRole('menuitem', { name: /العربية/ }));
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      await page.getByText('المحادثة').first().waitFor();
      await ctx.screenshot(page, 'call-page-ar-dark');
      await page.getByTestId('color-mode-switch').click();
      await page.getByTestId('color-mode-light').click();
      await page.goto('/voice');
      await page.getByTestId('calls-overview').locator('canvas[role="img"]').first().waitFor({ timeout: 30_000 });
      await ctx.screenshot(page, 'calls-dashboard-ar-light');
      await page.goto('/voice/pivot');
      await page.getByTestId('pivot-table').locator('.ant-table-row').first().waitFor();
      await ctx.screenshot(page, 'calls-pivot-ar-light');
      await page.goto('/agents/daily-stats');
      await page.getByTestId('daily-stats').locator('.ant-table-row').first().waitFor();
      await ctx.screenshot(page, 'calls-daily-stats-ar-light');
      await chooseFromMenu(page.getByTestId('language-switch'), page.getByRole('menuitem', { name: /English/ }));
      await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    });
    assert.deepEqual(errors, []);
    assert.deepEqual(axeProblems, []);
  } finally {
    // Other tests on this server expect the demo team without a model of its own.
    await api('PUT', '/v1/llm/settings', token, { base_url: null, model: null, api_key: null }).catch(() => undefined);
    await llm.stop();
  }
}

test(name, ({ e2e }) => run(e2e));
