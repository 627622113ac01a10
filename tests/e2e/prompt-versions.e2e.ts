/**
 * An agent's prompt versions on its settings page (docs/areas/voice.md#prompt-versions): edit the
 * prompt → unpublished changes → publish with a note → the new version is listed → compare it with
 * the one before, line by line → restore the older one into the draft. Then the model's panels
 * against the fake OpenAI-compatible server: a drafted prompt and sample conversations. Light,
 * dark and Arabic.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { API_BASE } from '../../resources/account/endpoints.ts';
import { startFakeOpenAi } from '../support/fake-openai.ts';
import { test, type E2EContext } from './fixtures.ts';
import { collectPageErrors, DEMO, signIn, switchToArabic } from './helpers.ts';
import { seriousAxe } from './sweep/axe.ts';

const name = 'prompt versions: edit an agent’s prompt, publish it, compare versions and restore one';

const ADDED = 'Always confirm the appointment time twice.';

async function run(ctx: E2EContext): Promise<void> {
  const api = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${ctx.baseURL}${API_BASE}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res.json();
  };
  const { access_token: token } = await api('POST', '/v1/token/login', undefined, DEMO);
  const [leo] = await api('GET', '/v1/voice/agents?name_like=Leo', token);
  assert.ok(leo, 'the demo has the reminders agent');
  const settings = `/agents/agents/${leo.id}/settings`;
  const before = await api('GET', `/v1/voice/agents/${leo.id}/prompt-versions`, token);
  const last = before.published_version as number;
  assert.ok(last >= 3, 'the demo agent was published a few times');

  const context = await ctx.newContext({ colorScheme: 'light', viewport: { width: 1440, height: 1600 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await signIn(page, DEMO.email, DEMO.password);
  const panel = page.getByTestId('prompt-versions');

  await ctx.step('edit the system prompt: the draft has unpublished changes', async () => {
    await page.goto(settings);
    await panel.getByText(`Calls use version ${last}`).waitFor();
    assert.equal(await panel.getByTestId('unpublished-changes').count(), 0);
    const prompt = page.locator('#system_prompt');
    await prompt.fill(`${await prompt.inputValue()}\n${ADDED}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(new RegExp(`/agents/agents/${leo.id}$`));
    await page.getByTestId('prompt-versions').getByTestId('unpublished-changes').waitFor();
  });

  await ctx.step('publish with a note: the new version is listed and calls use it', async () => {
    await page.goto(settings);
    await panel.getByTestId('unpublished-changes').waitFor();
    await panel.getByLabel('Note').fill('Confirm times twice');
    await panel.getByTestId('publish-prompt').click();
    await panel.getByText(`Calls use version ${last + 1}`).waitFor();
    await panel.getByRole('row').filter({ hasText: 'Confirm times twice' }).getByText(`Version ${last + 1}`).waitFor();
    assert.equal(await panel.getByTestId('unpublished-changes').count(), 0);
    assert.equal(await panel.getByTestId('publish-prompt').isDisabled(), true);
  });

  await ctx.step('compare the previous version with the new one: the added line, and nothing else', async () => {
    await panel.getByTestId(`compare-${last}`).click();
    const diff = panel.getByTestId('prompt-diff');
    await diff.waitFor();
    const added = diff.locator('[data-op="add"]');
    assert.equal(await added.count(), 1);
    assert.match(await added.innerText(), new RegExp(ADDED));
    assert.equal(await diff.locator('[data-op="del"]').count(), 0);
    // The pointer leaves the button it clicked, so its colours are its own rather than hover's.
    await page.mouse.move(0, 0);
    assert.deepEqual(await seriousAxe(page, '[data-testid="prompt-versions"]'), [], 'no serious accessibility problems in the versions panel');
    await ctx.screenshot(page, 'prompt-versions-light');
  });

  await ctx.step('restore the previous version: the draft is it again, unpublished', async () => {
    await panel.getByTestId(`restore-${last}`).click();
    await page.getByRole('button', { name: 'Restore' }).last().click();
    await panel.getByTestId('unpublished-changes').waitFor();
    await page.waitForFunction((added) => !(document.querySelector('#system_prompt') as HTMLTextAreaElement | null)?.value.includes(added), ADDED);
    // The comparison now shows the restored draft against… the version it came from: no differences.
    await panel.getByText('No differences.').waitFor();
    const agent = await api('GET', `/v1/voice/agents/${leo.id}`, token);
    assert.ok(!agent.system_prompt.includes(ADDED));
    const after = await api('GET', `/v1/voice/agents/${leo.id}/prompt-versions`, token);
    assert.equal(after.published_version, last + 1, 'restoring publishes nothing');
  });

  await ctx.step('the comparison of two versions, from the selects', async () => {
    await panel.getByTestId('diff-to').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: `Version ${last + 1}` }).click();
    await panel.getByTestId('prompt-diff').locator('[data-op="add"]').first().waitFor();
  });
  assert.deepEqual(errors.filter((e) => !/422|409/.test(e)), [], 'no console or page errors');
  await context.close();

  const llm = await startFakeOpenAi();
  try {
    const me = await api('GET', '/v1/user', token);
    await api('PUT', `/v1/teams/${me.current_team.id}`, token, { settings: { outbound_allowed_hosts: ['127.0.0.1'] } });
    await api('PUT', '/v1/llm/settings', token, { base_url: llm.baseUrl, model: 'e2e-model', api_key: 'sk-e2e-prompts' });
    llm.handle((req) => {
      const system = req.messages[0].content ?? '';
      if (/sample phone calls/.test(system)) {
        const kind = /on the other end is ([\w ]+):/.exec(system)?.[1] ?? 'someone';
        return { content: JSON.stringify({ transcript: [{ role: 'agent', text: 'Good morning, this is Leo from Brightsmile Dental.' }, { role: 'customer', text: `Hello (${kind}).` }, { role: 'agent', text: 'Your check-up is on Tuesday at 10 am. Does that still suit you?' }] }) };
      }
      return { content: JSON.stringify({ system_prompt: '# أنت سارة\n\nتتصلين نيابة عن مخبز عائلي في عمّان لاستلام طلبات الكعك.', first_message: 'مرحبا، معك سارة من المخبز.' }) };
    });
    for (const [scheme, locale] of [['light', 'en'], ['dark', 'en'], ['light', 'ar']] as const) {
      await ctx.step(`drafted prompt and sample conversations, ${scheme}${locale === 'ar' ? ', Arabic' : ''}`, async () => {
        const other = await ctx.newContext({ colorScheme: scheme, viewport: { width: 1440, height: 1600 } });
        const p = await other.newPage();
        await signIn(p, DEMO.email, DEMO.password);
        if (locale === 'ar') {
          await switchToArabic(p);
        }
        await p.goto(settings);
        // The newest version against the restored draft: the line that went.
        await openDiff(p, last + 1);
        const create = p.getByTestId('create-prompt');
        await create.locator('#create-prompt_description').fill('A family bakery in Amman that delivers cakes.');
        await create.getByTestId('create-prompt-run').click();
        await create.getByTestId('create-prompt-result').waitFor();
        const generate = p.getByTestId('generate-conversations');
        await generate.getByTestId('generate-send').click();
        await generate.getByTestId('generate-result').getByText('Hello (sceptical).').waitFor();
        // Judged at rest, as in the versions panel: the pointer off the button it just pressed.
        await p.mouse.move(0, 0);
        assert.deepEqual(await seriousAxe(p, 'main'), [], 'no serious accessibility problems on the page');
        await ctx.screenshot(p, `prompt-versions-${scheme}-${locale}`);
        await other.close();
      });
    }
  } finally {
    await llm.stop();
  }
}

async function openDiff(page: Page, version: number): Promise<void> {
  const panel = page.getByTestId('prompt-versions');
  await panel.getByTestId(`compare-${version}`).click();
  await panel.getByTestId('prompt-diff').locator('[data-op="del"]').first().waitFor();
}

test(name, ({ e2e }) => run(e2e));
