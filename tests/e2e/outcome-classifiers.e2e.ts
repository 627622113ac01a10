/**
 * Call-outcome classifiers (docs/areas/voice.md#call-outcome-classifiers): the demo's rule
 * classifier is listed and active; its Test panel classifies a pasted transcript and says which rule
 * decided; a rerun over all calls shows its progress bar, its counts and the log of changed
 * outcomes. An agent's test suite runs from the agent's page. Light, dark and Arabic.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { test, type E2EContext } from './fixtures.ts';
import { collectPageErrors, DEMO, signIn, switchToArabic } from './helpers.ts';

const name = 'an outcome classifier is tested on a transcript and rerun over past calls; an agent\u2019s test suite runs from its page';

async function openClassifier(page: Page): Promise<void> {
  await page.goto('/agents/classifiers');
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Keyword rules' }).locator('td').nth(1).click();
  await page.waitForURL(/\/agents\/classifiers\/\d+$/);
  await page.getByTestId('classifier-test').waitFor();
}

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext({ colorScheme: 'light', viewport: { width: 1440, height: 1600 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

  await ctx.step('the classifiers are listed from the agents menu', async () => {
    await page.goto('/agents/classifiers');
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Keyword rules' }).waitFor();
    await ctx.screenshot(page, 'outcome-classifiers-list-light');
  });

  await ctx.step('the Test panel classifies a pasted transcript and names the rule', async () => {
    await openClassifier(page);
    await page.getByTestId('classifier-test-transcript').fill('Agent: Hi, this is Maya.\nCustomer: Sounds good, but call me back tomorrow.');
    await page.getByTestId('classifier-test-run').click();
    const result = page.getByTestId('classifier-test-result');
    await result.waitFor({ timeout: 20_000 });
    assert.match(await result.innerText(), /Call back[\s\S]*Rule 4/);
  });

  await ctx.step('a rerun over all calls shows its progress and the changed outcomes', async () => {
    await page.getByRole('button', { name: 'Rerun over all calls' }).click();
    const run = page.getByTestId('classifier-run').first();
    await run.getByText('Completed').waitFor({ timeout: 30_000 });
    assert.match(await run.getByTestId('classifier-run-counts').innerText(), /\d+ of \d+ calls classified/);
    await page.getByTestId('classifier-logs').locator('.ant-table-tbody tr').first().waitFor();
    await ctx.screenshot(page, 'outcome-classifier-light');
  });
  assert.deepEqual(errors, [], 'no console or page errors');

  for (const [scheme, locale] of [['dark', 'en'], ['light', 'ar']] as const) {
    await ctx.step(`the classifier\u2019s page in ${scheme}${locale === 'ar' ? ', Arabic' : ''}`, async () => {
      const other = await ctx.newContext({ colorScheme: scheme, viewport: { width: 1440, height: 1600 } });
      const p = await other.newPage();
      await signIn(p, DEMO.email, DEMO.password);
      if (locale === 'ar') {
        await switchToArabic(p);
      }
      await openClassifier(p);
      await p.getByTestId('classifier-test-run').click();
      await p.getByTestId('classifier-test-result').waitFor({ timeout: 20_000 });
      await ctx.screenshot(p, `outcome-classifier-${scheme}-${locale}`);
    });
  }
  await runSuites(ctx);
}

/** The demo agent's suite, run from its page: without a model on this server the run says what to configure. */
async function runSuites(ctx: E2EContext): Promise<void> {
  for (const [scheme, locale] of [['light', 'en'], ['dark', 'en'], ['light', 'ar']] as const) {
    await ctx.step(`the agent\u2019s test suites in ${scheme}${locale === 'ar' ? ', Arabic' : ''}`, async () => {
      const context = await ctx.newContext({ colorScheme: scheme, viewport: { width: 1440, height: 1600 } });
      const page = await context.newPage();
      await signIn(page, DEMO.email, DEMO.password);
      if (locale === 'ar') {
        await switchToArabic(page);
      }
      await page.goto('/agents/agents');
      await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Solar lead qualifier' }).locator('td').nth(1).click();
      await page.waitForURL(/\/agents\/agents\/\d+$/);
      const suite = page.getByTestId('agent-test-suite').first();
      await suite.waitFor();
      if (scheme === 'light' && locale === 'en') {
        await suite.getByTestId('agent-test-suite-run').click();
        // No model on this server: the run ends in an error that says what to configure.
        await suite.getByTestId('agent-test-suite-status').filter({ hasText: 'Error' }).waitFor({ timeout: 30_000 });
        await suite.getByText(/No language model is configured/).waitFor();
      }
      await suite.getByTestId('agent-test-suite-status').waitFor({ timeout: 30_000 });
      await page.getByTestId('agent-test-suites').scrollIntoViewIfNeeded();
      await ctx.screenshot(page, `agent-test-suites-${scheme}-${locale}`);
    });
  }
}

test(name, ({ e2e }) => run(e2e));
