/**
 * The automation diagram editor as an operator uses it: a step dragged from the palette onto the
 * canvas, connected, set up in the side panel; the problems drawn on the nodes come and go; undo
 * and redo, copy and paste, auto-layout; the draft saved as it goes and there after a reload; the
 * re-entry rule and the name saved with it. A seeded journey in dark mode and in Arabic.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { test, type E2EContext } from './fixtures.ts';
import { DEMO, collectPageErrors, diagramStill, dragHandle, dropOnConnection, pageApi, signIn } from './helpers.ts';

const name = 'automation editor: draw, set up, undo, copy, lay out and save a journey';

type Graph = { nodes: { id: string; type: string; position: { x: number; y: number }; data: Record<string, unknown> }[]; edges: { source: string; target: string; sourceHandle?: string }[] };

const saved = (page: Page) => page.getByTestId('save-status').filter({ hasText: /^\s*Saved$/ }).waitFor({ timeout: 10_000 });

async function run(ctx: E2EContext): Promise<void> {
  const context = await ctx.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await ctx.step('sign in as the demo user', () => signIn(page, DEMO.email, DEMO.password));

  let id = 0;
  await ctx.step('an automation with only a trigger', async () => {
    const made = await pageApi(page, 'POST', '/v1/automations', { name: 'Tagged follow-up', reentry: 'never', graph: { nodes: [{ id: 'start', type: 'tag_added', position: { x: 0, y: 0 }, data: { tag: 'follow-up' } }], edges: [] } });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    id = made.body.id;
  });

  const canvas = page.getByTestId('diagram-canvas');
  const waitNode = page.locator('[data-node-type="wait"]');
  const endNode = page.locator('[data-node-type="end"]');
  const trigger = page.getByTestId('node-start');
  const edges = page.locator('.react-flow__edge');

  await ctx.step('open it: the trigger alone is a problem (it leads nowhere)', async () => {
    await page.goto(`/campaigns/automations/${id}`);
    await trigger.waitFor();
    await trigger.getByTestId('node-problem').waitFor();
    // The problems list names it; picking it selects the node and opens its settings.
    await page.getByTestId('problems-button').click();
    await page.getByTestId('problems-list').getByText('Tag added: connect it to a next step, or to an end.').click();
    await page.getByTestId('node-settings').getByText('A contact starts when this tag is added to it.').waitFor();
    await page.getByTestId('node-settings').getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('node-settings').waitFor({ state: 'detached' });
  });

  await ctx.step('drag a wait from the palette onto the canvas: it lands with its problems', async () => {
    const box = (await canvas.boundingBox())!;
    await page.getByTestId('palette-wait').dragTo(canvas, { targetPosition: { x: box.width / 2, y: box.height / 2 + 150 } });
    await waitNode.waitFor();
    await waitNode.getByTestId('node-problem').waitFor();
    await page.getByTestId('node-settings').waitFor();
    const position = await waitNode.evaluate((el) => (el.closest('.react-flow__node') as HTMLElement).style.transform);
    const [, x, y] = /translate\((-?[\d.]+)px, ?(-?[\d.]+)px\)/.exec(position)!.map(Number);
    assert.equal(x % 15, 0, `snapped x ${x}`);
    assert.equal(y % 15, 0, `snapped y ${y}`);
  });

  await ctx.step('connect the trigger to it: the trigger’s problem goes', async () => {
    // Moved aside first, by its header, so the two handles are apart whatever the view.
    const w = (await waitNode.boundingBox())!;
    await page.mouse.move(w.x + w.width / 2, w.y + 12);
    await page.mouse.down();
    await page.mouse.move(w.x + w.width / 2 - 300, w.y - 60, { steps: 12 });
    await page.mouse.up();
    await dragHandle(page, trigger.locator('.react-flow__handle.source'), waitNode.locator('.react-flow__handle.target'));
    await page.waitForFunction(() => document.querySelectorAll('.react-flow__edge').length === 1);
    await trigger.getByTestId('node-problem').waitFor({ state: 'detached' });
  });

  await ctx.step('set the wait up in the side panel', async () => {
    await waitNode.click();
    const panel = page.getByTestId('node-settings');
    await panel.getByLabel('Wait for').fill('2');
    await panel.getByLabel('Unit').click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^days$/ }).click();
    await waitNode.getByTestId('node-summary').filter({ hasText: 'for 2 days' }).waitFor();
  });

  await ctx.step('add an end by clicking the palette and connect the wait to it: no problem is left', async () => {
    await page.getByTestId('palette-end').click();
    await endNode.waitFor();
    await dragHandle(page, waitNode.locator('.react-flow__handle.source'), endNode.locator('.react-flow__handle.target'));
    await page.waitForFunction(() => document.querySelectorAll('.react-flow__edge').length === 2);
    await waitNode.getByTestId('node-problem').waitFor({ state: 'detached' });
    assert.equal(await page.getByTestId('node-problem').count(), 0);
    await page.getByTestId('problems-button').locator('.anticon-check-circle').waitFor();
  });

  await ctx.step('undo takes the last connection away and its problem comes back; redo puts it back', async () => {
    await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => document.querySelectorAll('.react-flow__edge').length === 1);
    await waitNode.getByTestId('node-problem').waitFor();
    await page.keyboard.press('Control+Shift+z');
    await page.waitForFunction(() => document.querySelectorAll('.react-flow__edge').length === 2);
    await waitNode.getByTestId('node-problem').waitFor({ state: 'detached' });
    // The toolbar's buttons do the same.
    await page.getByTestId('undo').click();
    await page.waitForFunction(() => document.querySelectorAll('.react-flow__edge').length === 1);
    await page.getByTestId('redo').click();
    await page.waitForFunction(() => document.querySelectorAll('.react-flow__edge').length === 2);
  });

  await ctx.step('copy and paste the wait: a second one with the same settings, then undone', async () => {
    await waitNode.click();
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');
    await page.waitForFunction(() => document.querySelectorAll('[data-node-type="wait"]').length === 2);
    assert.equal(await page.locator('[data-node-type="wait"]').nth(1).getByTestId('node-summary').textContent(), 'for 2 days');
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => document.querySelectorAll('[data-node-type="wait"]').length === 1);
  });

  await ctx.step('auto-layout (L): the trigger on top, every step on the grid, saved', async () => {
    await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
    await page.keyboard.press('l');
    await saved(page);
    const record = await pageApi(page, 'GET', `/v1/automations/${id}`);
    const graph = record.body.graph as Graph;
    assert.equal(graph.nodes.length, 3);
    for (const n of graph.nodes) assert.ok(n.position.x % 15 === 0 && n.position.y % 15 === 0, JSON.stringify(n.position));
    const y = (type: string) => graph.nodes.find((n) => n.type === type)!.position.y;
    assert.ok(y('tag_added') < y('wait') && y('wait') < y('end'), JSON.stringify(graph.nodes));
  });

  await ctx.step('rename it and let contacts in again after 7 days: saved with the record', async () => {
    await page.getByTestId('automation-name').fill('Tagged follow-up, twice');
    await page.getByTestId('reentry-button').click();
    await page.getByTestId('reentry-after_days').click();
    await page.getByTestId('reentry-days').fill('7');
    await page.keyboard.press('Tab');
    await page.getByTestId('reentry-button').filter({ hasText: 'after 7 days' }).waitFor();
    await saved(page);
    const record = await pageApi(page, 'GET', `/v1/automations/${id}`);
    assert.equal(record.body.name, 'Tagged follow-up, twice');
    assert.equal(record.body.reentry, 'after_days');
    assert.equal(record.body.reentry_days, 7);
  });

  await ctx.step('reload: the diagram is as it was left', async () => {
    await page.reload();
    await waitNode.waitFor();
    await endNode.waitFor();
    await waitNode.getByTestId('node-summary').filter({ hasText: 'for 2 days' }).waitFor();
    assert.equal(await edges.count(), 2);
    assert.equal(await page.getByTestId('node-problem').count(), 0);
    const graph = (await pageApi(page, 'GET', `/v1/automations/${id}`)).body.graph as Graph;
    const wait = graph.nodes.find((n) => n.type === 'wait')!;
    assert.deepEqual(wait.data, { amount: 2, unit: 'days' });
    assert.deepEqual(Object.keys(wait).sort(), ['data', 'id', 'position', 'type']);
    await ctx.screenshot(page, 'automation-editor-light');
  });

  await ctx.step('another tab saved first: the editor says so and shows their version', async () => {
    const before = (await pageApi(page, 'GET', `/v1/automations/${id}`)).body;
    const changed = await pageApi(page, 'PATCH', `/v1/automations/${id}`, { name: 'Renamed elsewhere', version: before.version });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    await page.getByTestId('palette-end').click();
    await page.getByTestId('save-status').filter({ hasText: 'Someone else changed this automation' }).waitFor({ timeout: 10_000 });
    await page.waitForFunction(() => (document.querySelector('[data-testid="automation-name"]') as HTMLInputElement).value === 'Renamed elsewhere');
    assert.equal(await endNode.count(), 1);
  });

  await ctx.step('a segment deleted meanwhile: the next save is refused, and the refusal shows on the step', async () => {
    const segment = await pageApi(page, 'POST', '/v1/audience/segments', { name: 'Lapsed buyers (editor)' });
    assert.equal(segment.status, 201, JSON.stringify(segment.body));
    const made = await pageApi(page, 'POST', '/v1/automations', {
      name: 'Lapsed buyers follow-up',
      reentry: 'never',
      graph: { nodes: [{ id: 'enter', type: 'segment_entered', position: { x: 0, y: 0 }, data: { segment_id: segment.body.id } }], edges: [] },
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    await page.goto(`/campaigns/automations/${made.body.id}`);
    const enter = page.getByTestId('node-enter');
    await enter.waitFor();
    const before = Number(await enter.getAttribute('data-problems'));
    const gone = await pageApi(page, 'DELETE', `/v1/audience/segments/${segment.body.id}`, {});
    assert.ok(gone.status < 300, JSON.stringify(gone.body));
    await page.getByTestId('palette-end').click();
    await page.getByTestId('save-status').filter({ hasText: 'see the steps marked on the diagram' }).waitFor({ timeout: 10_000 });
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="node-enter"]')?.getAttribute('data-problems')) === n + 1, before);
    // The server's words are isolated (U+2068…U+2069) for right-to-left lines.
    const refusal = 'Parley refused this step: \u2068node enter (segment_entered): segment_id: there is no such record in this team.\u2069';
    await page.getByTestId('problems-button').click();
    await page.getByTestId('problems-list').getByText(refusal).click();
    await page.getByTestId('node-settings').getByText(refusal).waitFor();
    // The deleted segment is named as missing where it is shown, not in a toast.
    await page.reload();
    await enter.getByTestId('reference-missing').waitFor();
    await enter.click();
    await page.getByTestId('node-settings').waitFor();
    // Its settings say the same in the segment's select, not a bare id.
    await page.getByTestId('node-settings').locator('.ant-select-selection-item', { hasText: /^#\d+ \(not found\)$/ }).waitFor();
    await page.waitForTimeout(500);
    assert.equal(await page.locator('.ant-notification-notice').count(), 0, await page.locator('.ant-notification').innerText().catch(() => ''));
    await ctx.screenshot(page, 'automation-editor-refused');
  });

  await ctx.step('fit view keeps every step clear of the palette, the minimap and the controls', async () => {
    // A 3 × 3 grid of steps as wide for its height as the canvas: fitted, it reaches the corners.
    await page.goto(`/campaigns/automations/${id}`);
    await trigger.waitFor();
    const box = (await canvas.boundingBox())!;
    const dy = 300;
    const dx = Math.max(300, Math.round(((2 * dy + 90) * (box.width / box.height) - 240) / 2 / 15) * 15);
    const nodes = Array.from({ length: 9 }, (_, i) => ({ id: `g${i}`, type: i ? 'hlr_lookup' : 'api_call', position: { x: (i % 3) * dx, y: Math.floor(i / 3) * dy }, data: {} }));
    const made = await pageApi(page, 'POST', '/v1/automations', { name: 'A wide grid', reentry: 'never', graph: { nodes, edges: [] } });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    await page.goto(`/campaigns/automations/${made.body.id}`);
    await page.getByTestId('node-g8').waitFor();
    await diagramStill(page);
    await assertClear(page, 'on opening');
    await page.getByTestId('fit-view').click();
    await diagramStill(page);
    await assertClear(page, 'after the toolbar’s fit view');
    await page.locator('.react-flow__controls-fitview').click();
    await diagramStill(page);
    await assertClear(page, 'after the controls’ fit view');
    await ctx.screenshot(page, 'automation-editor-fit');
    // A trigger's output fans out: it leads to two steps at once.
    await dragHandle(page, page.getByTestId('node-g0').locator('.react-flow__handle.source'), page.getByTestId('node-g1').locator('.react-flow__handle.target'));
    await dragHandle(page, page.getByTestId('node-g0').locator('.react-flow__handle.source'), page.getByTestId('node-g3').locator('.react-flow__handle.target'));
    await page.waitForFunction(() => document.querySelectorAll('.react-flow__edge').length === 2);
    await saved(page);
  });

  await ctx.step('a step dropped on another, or clicked in the palette, lands beside the others', async () => {
    const target = (await page.getByTestId('node-g4').boundingBox())!;
    const box = (await canvas.boundingBox())!;
    await page.getByTestId('palette-add_tag').dragTo(canvas, { targetPosition: { x: target.x + target.width / 2 - box.x, y: target.y + target.height / 2 - box.y } });
    await page.waitForFunction(() => document.querySelectorAll('[data-node-type="add_tag"]').length === 1);
    await page.getByTestId('palette-notify_team').click();
    await page.getByTestId('palette-notify_team').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-node-type="notify_team"]').length === 2);
    await diagramStill(page);
    const boxes = await page.locator('.react-flow__node').evaluateAll((els) => els.map((el) => ({ id: el.getAttribute('data-id'), ...el.getBoundingClientRect().toJSON() })));
    assert.equal(boxes.length, 12);
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) assert.ok(!overlap(a, b), `${a.id} ${JSON.stringify(a)} overlaps ${b.id} ${JSON.stringify(b)}`);
  });

  await ctx.step('a step dropped on a connection goes in between, and publishing says which version it made', async () => {
    const graph = {
      nodes: [
        { id: 'in', type: 'api_call', position: { x: 0, y: 0 }, data: {} },
        { id: 'done', type: 'end', position: { x: 0, y: 360 }, data: {} },
      ],
      edges: [{ id: 'in-out-done', source: 'in', target: 'done' }],
    };
    const made = await pageApi(page, 'POST', '/v1/automations', { name: 'Insert between', reentry: 'never', graph });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const first = await pageApi(page, 'POST', `/v1/automations/${made.body.id}/publish`, {});
    assert.equal(first.status, 201, JSON.stringify(first.body));
    await page.goto(`/campaigns/automations/${made.body.id}`);
    await page.getByTestId('node-done').waitFor();
    await dropOnConnection(page, 'palette-hlr_lookup');
    await page.locator('[data-node-type="hlr_lookup"]').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.react-flow__edge').length === 2);
    await saved(page);
    const stored = (await pageApi(page, 'GET', `/v1/automations/${made.body.id}`)).body.graph as Graph;
    const inserted = stored.nodes.find((n) => n.type === 'hlr_lookup')!;
    assert.deepEqual(stored.edges.map((e) => `${e.source}→${e.target}`).sort(), [`${inserted.id}→done`, `in→${inserted.id}`].sort());
    const boxes = await page.locator('.react-flow__node').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
    assert.ok(!overlap(boxes[0], boxes[2]) && !overlap(boxes[1], boxes[2]), JSON.stringify(boxes));
    await page.getByTestId('problems-button').locator('.anticon-check-circle').waitFor();
    await ctx.screenshot(page, 'automation-editor-inserted');
    await page.getByTestId('publish-automation').click();
    await page.getByRole('dialog').getByText('No contact is in the journey now.').waitFor();
    await page.getByTestId('publish-automation-confirm').click();
    await page.getByText('Version 2 published').waitFor();
  });

  await ctx.step('a seeded journey in dark mode', async () => {
    const list = await pageApi(page, 'GET', '/v1/automations');
    const rows = (Array.isArray(list.body) ? list.body : (list.body.data ?? list.body.rows)) as { id: number; name: string }[];
    const vip = rows.find((r) => r.name === 'VIP call, then a text')!;
    await page.goto(`/campaigns/automations/${vip.id}`);
    await page.getByTestId('node-o').waitFor();
    await page.getByTestId('color-mode-switch').click();
    await page.getByTestId('color-mode-dark').click();
    await page.getByTestId('node-o').click();
    await page.getByTestId('node-settings').waitFor();
    await ctx.screenshot(page, 'automation-editor-dark');
  });

  await ctx.step('start it and pause it again from the toolbar; an edit after that still saves', async () => {
    await page.getByTestId('toggle-status').filter({ hasText: 'Start' }).click();
    await page.getByTestId('automation-status').filter({ hasText: 'Active' }).waitFor();
    await page.getByTestId('toggle-status').filter({ hasText: 'Pause' }).click();
    await page.getByTestId('automation-status').filter({ hasText: 'Paused' }).waitFor();
    await page.getByTestId('automation-name').fill('VIP call, then a text (checked)');
    await saved(page);
    const url = new URL(page.url());
    const record = await pageApi(page, 'GET', `/v1/automations/${url.pathname.split('/').pop()}`);
    assert.equal(record.body.name, 'VIP call, then a text (checked)');
    assert.equal(record.body.status, 'paused');
  });

  await ctx.step('the same in Arabic: panels flip, the diagram stays left to right', async () => {
    await page.evaluate(() => localStorage.setItem('locale', 'ar'));
    await page.reload();
    await page.getByTestId('node-o').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    assert.equal(await canvas.getAttribute('dir'), 'ltr');
    await page.getByTestId('node-s').click();
    await page.getByTestId('node-settings').waitFor();
    await page.getByTestId('shortcuts-button').click();
    await page.getByTestId('shortcuts-help').waitFor();
    await ctx.screenshot(page, 'automation-editor-ar');
  });

  assert.deepEqual(errors, []);
}

type Rect = { left: number; top: number; right: number; bottom: number };
const overlap = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Every step's card within the canvas and clear of the palette, the minimap and the zoom controls. */
async function assertClear(page: Page, when: string): Promise<void> {
  const rect = (selector: string) => page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().toJSON() as Rect);
  const canvas = await rect('[data-testid="diagram-canvas"]');
  const covers = { palette: await rect('[data-testid="node-palette"]'), minimap: await rect('.react-flow__minimap'), controls: await rect('.react-flow__controls') };
  const cards = await page.locator('.react-flow__node').evaluateAll((els) => els.map((el) => ({ id: el.getAttribute('data-id'), ...(el.getBoundingClientRect().toJSON() as Rect) })));
  assert.ok(cards.length > 0);
  for (const card of cards) {
    assert.ok(card.left >= canvas.left && card.right <= canvas.right && card.top >= canvas.top && card.bottom <= canvas.bottom, `${when}: ${card.id} ${JSON.stringify(card)} is not within the canvas ${JSON.stringify(canvas)}`);
    for (const [name, r] of Object.entries(covers)) assert.ok(!overlap(card, r), `${when}: ${card.id} ${JSON.stringify(card)} lies under the ${name} ${JSON.stringify(r)}`);
  }
}

test(name, ({ e2e }) => run(e2e));
