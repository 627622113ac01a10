// @vitest-environment jsdom
/**
 * The automation editor with a save the server refused: the 422's keys land on the nodes of the
 * diagram that was sent, shown like the browser's own problems (the node's marker, the settings
 * panel, the toolbar's list, whose items lead to the node), until the node is changed.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ReactFlowProvider } from '@xyflow/react';
import { Refine, type DataProvider } from '@refinedev/core';
import { initI18n, loadAllTranslations } from '../../../providers/i18n-provider.ts';
import { clearCurrentUser, fetchCurrentUser } from '../../../providers/current-user.ts';
// The resources register their access policies as they load.
import '../../../resources/index.ts';
import { AutomationEditor } from '../../../src/pages/automations/automation-editor.tsx';
import { SAVE_DELAY_MS } from '../../../src/pages/automations/use-autosave.ts';
import { ColorModeProvider } from '../../../src/theme/color-mode-context.tsx';
import { dataProvider as apiDataProvider } from '../../../providers/data-provider.ts';
import { mockFetch, sampleUser } from '../helpers.ts';

// The condition's rule builder (@react-querybuilder/antd) imports antd's date picker in a way Node
// cannot load, and no condition is drawn here.
vi.mock('../../../src/pages/audience/segments/rule-builder.tsx', () => ({ RuleBuilder: () => null }));

beforeAll(async () => {
  await initI18n('en');
  await loadAllTranslations();
  // jsdom measures nothing; the diagram library asks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  (globalThis as { CSS?: { escape(s: string): string } }).CSS ??= { escape: (s: string) => s };
});
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  clearCurrentUser();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// The cards name the records their settings point at; the saves go to fetch, as in the app.
const dataProvider = {
  custom: apiDataProvider.custom,
  getOne: async ({ id }: { id: number }) => ({ data: { id, name: `Record ${id}` } }),
  getList: async () => ({ data: [], total: 0 }),
  getMany: async () => ({ data: [] }),
  getApiUrl: () => '',
} as unknown as DataProvider;

const SEGMENT = 'node s1 (segment_entered): segment_id: there is no such record in this team.';
const SENDER = 'node m1 (send_sms): sender: not one of this team’s senders.';
const graph = {
  nodes: [
    { id: 'm1', type: 'send_sms', position: { x: 0, y: 150 }, data: { text: 'Hi', sender: 'Parley' } },
    { id: 's1', type: 'segment_entered', position: { x: 0, y: 0 }, data: { segment_id: 999 } },
  ],
  edges: [{ id: 's1-out-m1', source: 's1', target: 'm1' }],
};
/** The lead-in and the server's words, isolated for right-to-left lines. */
const refusedText = (message: string) => `Parley refused this step: \u2068${message}\u2069`;
const problemsOn = (id: string) => Number(screen.getByTestId(`node-${id}`).getAttribute('data-problems'));

describe('a save the server refused', () => {
  it('shows on the nodes it names, in the problems list and the settings panel, until the node changes or a save succeeds', async () => {
    const patches: unknown[] = [];
    let refuse = true;
    mockFetch((url, init) => {
      if (url.endsWith('/v1/user')) return { body: sampleUser };
      if (url.endsWith('/v1/automations/5') && init.method === 'PATCH') {
        patches.push(JSON.parse(String(init.body)));
        if (!refuse) return { body: { id: 5, version: 3, status: 'paused' } };
        // Keys index the nodes of the body sent: m1 is nodes.0, s1 nodes.1; the edge is s1's.
        return { status: 422, body: { message: SEGMENT, errors: { 'graph.nodes.1.data.segment_id': [SEGMENT], 'graph.nodes.0.data.sender': [SENDER] } } };
      }
      return { body: { total: 0, rows: [], data: [] } };
    });
    await fetchCurrentUser({ force: true });
    render(
      <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
        <ColorModeProvider>
          <MemoryRouter>
            <ReactFlowProvider>
              <AutomationEditor record={{ id: 5, version: 2, name: 'Welcome', status: 'paused', graph }} />
            </ReactFlowProvider>
          </MemoryRouter>
        </ColorModeProvider>
      </Refine>,
    );
    await screen.findByTestId('node-s1');
    const before = { s1: problemsOn('s1'), m1: problemsOn('m1') };

    vi.useFakeTimers();
    // Auto-layout moves the nodes: a change that is saved.
    fireEvent.click(screen.getByTestId('auto-layout'));
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS + 100));
    vi.useRealTimers();
    expect(patches).toHaveLength(1);
    expect({ s1: problemsOn('s1'), m1: problemsOn('m1') }).toEqual({ s1: before.s1 + 1, m1: before.m1 + 1 });
    expect(within(screen.getByTestId('node-s1')).getByTestId('node-problem')).toBeTruthy();
    expect(screen.getByTestId('save-status').textContent).toContain('see the steps marked on the diagram');

    // The toolbar's list leads to the node; its settings panel says it under the setting.
    fireEvent.click(screen.getByTestId('problems-button'));
    fireEvent.click(within(await screen.findByTestId('problems-list')).getByText(refusedText(SENDER)));
    const panel = await screen.findByTestId('node-settings');
    expect(await within(panel).findByText(refusedText(SENDER))).toBeTruthy();
    const senderInError = () => within(panel).getByLabelText('Sender').closest('.ant-form-item')!.classList.contains('ant-form-item-has-error');
    expect(senderInError()).toBe(true);

    // Changing the node takes its mark away at once; the other node's stays until a save succeeds.
    refuse = false;
    vi.useFakeTimers();
    fireEvent.change(within(panel).getByLabelText('Sender'), { target: { value: 'Parley2' } });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect({ s1: problemsOn('s1'), m1: problemsOn('m1') }).toEqual({ s1: before.s1 + 1, m1: before.m1 });
    expect(senderInError()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS + 100));
    vi.useRealTimers();
    expect(patches).toHaveLength(2);
    expect({ s1: problemsOn('s1'), m1: problemsOn('m1') }).toEqual(before);
    expect(screen.getByTestId('save-status').textContent).toContain('Saved');
  }, 30_000);
});
