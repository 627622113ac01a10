/** The first hour's automation: a step dropped on a connection goes in between, and publishing says so. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { E2EContext } from '../fixtures.ts';
import { dropOnConnection, pageApi } from '../helpers.ts';

type Graph = { nodes: { id: string; type: string }[]; edges: { source: string; target: string }[] };

export async function firstHourAutomation(ctx: E2EContext, page: Page): Promise<void> {
  // The newcomer's starting point: a tag trigger leading straight to the end, as a template gives.
  const made = await pageApi(page, 'POST', '/v1/automations', {
    name: 'Welcome new leads',
    reentry: 'never',
    graph: {
      nodes: [
        { id: 'start', type: 'tag_added', position: { x: 0, y: 0 }, data: { tag: 'new-lead' } },
        { id: 'done', type: 'end', position: { x: 0, y: 360 }, data: {} },
      ],
      edges: [{ id: 'start-done', source: 'start', target: 'done' }],
    },
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));

  await ctx.step('drop a number lookup on the connection: it goes in between', async () => {
    await page.goto(`/campaigns/automations/${made.body.id}`);
    await page.getByTestId('node-done').waitFor();
    await dropOnConnection(page, 'palette-hlr_lookup');
    await page.locator('[data-node-type="hlr_lookup"]').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.react-flow__edge').length === 2);
    await page.getByTestId('problems-button').locator('.anticon-check-circle').waitFor();
    // The editor saves by itself a moment after a change.
    let stored: Graph | undefined;
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await page.waitForTimeout(250)) {
      stored = (await pageApi(page, 'GET', `/v1/automations/${made.body.id}`)).body.graph as Graph;
      if (stored.nodes.some((n) => n.type === 'hlr_lookup')) break;
    }
    const inserted = stored!.nodes.find((n) => n.type === 'hlr_lookup');
    assert.ok(inserted, 'the inserted step was saved');
    assert.deepEqual(stored!.edges.map((e) => `${e.source}→${e.target}`).sort(), [`${inserted.id}→done`, `start→${inserted.id}`].sort());
    await ctx.screenshot(page, 'first-hour-automation');
  });

  await ctx.step('publish it: "Version 1 published"', async () => {
    await page.getByTestId('publish-automation').click();
    const confirm = page.getByTestId('publish-automation-confirm');
    await page.waitForFunction(() => !(document.querySelector('[data-testid="publish-automation-confirm"]') as HTMLButtonElement | null)?.disabled);
    await confirm.click();
    await page.getByText('Version 1 published').waitFor();
  });
}
