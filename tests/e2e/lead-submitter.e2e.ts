/**
 * The lead submitter screen (Agents → Lead submitter) and a campaign stopper's Test panel, on the
 * demo team: the saved settings with headers masked, the latest submissions, a test lead sent to
 * the demo's CRM host (which this machine cannot reach, so the answer says why), a mapping source
 * refused by the server with its message; the stopper judging pasted outcomes. Light, dark and Arabic.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { test, type E2EContext } from './fixtures.ts';
import { collectPageErrors, DEMO, signIn, switchToArabic } from './helpers.ts';

const name = 'the lead submitter screen saves, tests and lists leads; a campaign stopper tests its condition';

async function openLeads(page: Page): Promise<void> {
  await page.goto('/agents/lead-submitter');
  await page.getByTestId('lead-settings').waitFor();
  await page.locator('#lead-submitter_url').and(page.locator('[value^="https://crm.example.com"]')).waitFor();
}

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext({ colorScheme: 'light', viewport: { width: 1440, height: 1400 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

  await ctx.step('the settings show the target, the headers masked, the mapping and the latest submissions', async () => {
    await openLeads(page);
    assert.match(await page.locator('#lead-submitter_headers').inputValue(), /^••••/);
    assert.equal(await page.locator('input[id^="lead-submitter_mapping_"][id$="_key"]').count(), 8);
    const rows = page.getByTestId('lead-logs').locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    assert.ok((await rows.count()) > 0);
    await ctx.screenshot(page, 'lead-submitter-light');
  });

  await ctx.step('a test lead goes to the target and the answer says what happened', async () => {
    await page.getByTestId('lead-test').click();
    const result = page.getByTestId('lead-test-result');
    await result.waitFor({ timeout: 20_000 });
    assert.match(await result.innerText(), /crm\.example\.com|\d{3}/);
  });

  await ctx.step('a mapping source the server does not know is refused with its message', async () => {
    await page.getByRole('button', { name: 'Add a key' }).click();
    await page.locator('input[id^="lead-submitter_mapping_"][id$="_key"]').last().fill('secret');
    await page.locator('input[id^="lead-submitter_mapping_"][id$="_source"]').last().fill('call.password');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Payload \(secret\): Use call\./).waitFor();
  });

  await ctx.step('a campaign stopper judges pasted outcomes', async () => {
    await page.goto('/agents/post-processing/campaign-stoppers');
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Five refusals in a row' }).locator('td').nth(1).click();
    await page.waitForURL(/\/campaign-stoppers\/\d+$/);
    await page.getByTestId('stopper-test-run').click();
    await page.getByTestId('stopper-verdict').getByText('The condition holds').waitFor();
    await page.locator('#stopper-test-outcomes').fill('not_interested, interested');
    await page.getByTestId('stopper-test-run').click();
    await page.getByTestId('stopper-verdict').getByText('does not hold').waitFor();
    await ctx.screenshot(page, 'campaign-stopper-test-light');
  });

  await ctx.step('a pipeline’s page links to its run logs, which show the extracted values and the webhook’s answer', async () => {
    await page.goto('/agents/post-processing');
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Extract lead details' }).getByRole('link', { name: 'Extract lead details' }).click();
    await page.getByRole('heading', { name: 'Extract lead details' }).waitFor();
    await ctx.screenshot(page, 'post-processing-pipeline-light');
    await page.getByRole('button', { name: 'Run logs' }).click();
    await page.waitForURL(/\/agents\/post-processing\/\d+\/runs$/);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await page.locator('.ant-table-tbody').getByText('owns_home').first().waitFor();
    await ctx.screenshot(page, 'post-processing-runs-light');
    await page.goto(new URL(page.url()).pathname.replace(/\/runs$/, '/settings'));
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await ctx.screenshot(page, 'post-processing-settings-light');
  });

  await ctx.step('a rules-only pipeline runs over past calls as a job; one needing a model says what to configure', async () => {
    for (const [pipeline, expected] of [['Objections', /run is queued/], ['Extract lead details', /LLM_BASE_URL|AI settings/]] as const) {
      await page.goto('/agents/post-processing');
      await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: pipeline }).getByRole('link', { name: pipeline }).click();
      await page.getByRole('heading', { name: pipeline }).waitFor();
      await page.getByRole('button', { name: 'Run over past calls' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await ctx.screenshot(page, `post-processing-run-${pipeline === 'Objections' ? 'rules' : 'llm'}`);
      await dialog.getByRole('button', { name: /Run over past calls|OK/ }).last().click();
      await page.getByText(expected).first().waitFor();
    }
  });
  assert.deepEqual(errors.filter((e) => !/422/.test(e)), [], 'no console or page errors');

  for (const [scheme, locale] of [['dark', 'en'], ['light', 'ar']] as const) {
    await ctx.step(`the lead submitter in ${scheme}${locale === 'ar' ? ', Arabic' : ''}`, async () => {
      const other = await ctx.newContext({ colorScheme: scheme, viewport: { width: 1440, height: 1400 } });
      const p = await other.newPage();
      await signIn(p, DEMO.email, DEMO.password);
      if (locale === 'ar') {
        await switchToArabic(p);
      }
      await openLeads(p);
      await p.getByTestId('lead-logs').locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      await ctx.screenshot(p, `lead-submitter-${scheme}-${locale}`);
    });
  }
}

test(name, ({ e2e }) => run(e2e));
