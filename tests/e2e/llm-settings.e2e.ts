import assert from 'node:assert/strict';
import { API_BASE } from '../../resources/account/endpoints.ts';
import { startFakeOpenAi } from '../support/fake-openai.ts';
import { test, type E2EContext } from './fixtures.ts';
import { collectPageErrors, DEMO, signIn } from './helpers.ts';

const name = 'llm settings: the team owner points the team at a model, tests it and saves it; then chats with an agent';

async function run(ctx: E2EContext): Promise<void> {
  const llm = await startFakeOpenAi({ apiKey: 'sk-e2e-secret-9876' });
  // The demo team goes back to no model of its own afterwards, as the later tests expect.
  let forgetModel = async () => {};
  try {
    // The fake model listens on loopback: the team allows that host first (Team settings → Outbound hosts).
    const api = async (method: string, path: string, token?: string, body?: unknown) => {
      const res = await fetch(`${ctx.baseURL}${API_BASE}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.json();
    };
    const { access_token: token } = await api('POST', '/v1/token/login', undefined, DEMO);
    forgetModel = () => api('PUT', '/v1/llm/settings', token, { base_url: null, model: null, api_key: null });
    const me = await api('GET', '/v1/user', token);
    await api('PUT', `/v1/teams/${me.current_team.id}`, token, { settings: { outbound_allowed_hosts: ['127.0.0.1'] } });

    const context = await ctx.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto('/my-account/team-settings/general');
    const card = page.getByTestId('ai-settings');
    await ctx.step('the AI card says no model is configured', async () => {
      await card.getByText(/No language model is configured/).waitFor();
    });
    await ctx.step('type the model and test it', async () => {
      await card.getByLabel('Base URL').fill(llm.baseUrl);
      await card.getByLabel('Model').fill('e2e-model');
      await card.getByLabel('API key').fill('sk-e2e-secret-9876');
      await card.getByRole('button', { name: 'Test the connection' }).click();
      await card.getByText(/The model answered in \d+ ms/).waitFor();
      await card.getByText('Echo: Say hello to Parley.').waitFor();
    });
    await ctx.step('save: the key comes back masked and the team uses its own model', async () => {
      await card.getByRole('button', { name: 'Save' }).click();
      await card.getByText('This team uses its own model below.').waitFor();
      await card.getByText('A key is stored (••••9876); leave empty to keep it.').waitFor();
      assert.equal(await card.getByLabel('API key').inputValue(), '');
    });
    await ctx.step('a wrong key is named under its field', async () => {
      await card.getByLabel('API key').fill('sk-wrong');
      await card.getByRole('button', { name: 'Test the connection' }).click();
      await card.getByText(/refused the API key \(401/).waitFor();
    });
    await ctx.screenshot(page, 'llm-settings');

    await ctx.step('chat with an agent: the reply streams into its page', async () => {
      await card.getByLabel('API key').fill('sk-e2e-secret-9876');
      await card.getByRole('button', { name: 'Save' }).click();
      await card.getByText('This team uses its own model below.').waitFor();
      const agents = await api('GET', '/v1/voice/agents', token);
      assert.ok(agents.length > 0, 'the demo team has agents');
      llm.handle((request) => ({ content: `Happy to help with “${request.messages.at(-1)!.content}”, step by step.` }));
      await page.goto(`/agents/agents/${agents[0].id}`);
      const chat = page.getByTestId('agent-chat');
      await chat.getByLabel(/Your message/).fill('a check-up');
      await chat.getByRole('button', { name: 'Send' }).click();
      await chat.getByText('Happy to help with “a check-up”, step by step.').waitFor();
      assert.equal(llm.requests.at(-1)!.stream, true);
      assert.equal(llm.requests.at(-1)!.messages[0].role, 'system');
    });
    await ctx.screenshot(page, 'agent-chat');
    assert.deepEqual(errors, [], 'no uncaught errors in the page');
  } finally {
    await forgetModel().catch(() => undefined);
    await llm.stop();
  }
}

test(name, ({ e2e }) => run(e2e));
