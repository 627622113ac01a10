// @vitest-environment jsdom
/**
 * The automation editor's publish and stats parts (src/pages/automations/publish/, stats/): the
 * publish dialog shows what stops a publish (each problem leads to its node) and where contacts
 * on their way go; the node stats poll while the page is visible and pause while it is hidden.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, configure, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import { dataProvider } from '../../providers/data-provider.ts';
import { initI18n, loadAllTranslations } from '../../providers/i18n-provider.ts';
import { PublishButton } from '../../src/pages/automations/publish/publish-button.tsx';
import { NODE_STATS_EVERY_MS, useNodeStats } from '../../src/pages/automations/stats/use-node-stats.ts';
import { MemoryRouter } from 'react-router';
// The resources register their access policies as they load.
import '../../resources/index.ts';
import { clearCurrentUser, fetchCurrentUser } from '../../providers/current-user.ts';
import { VersionsDrawer } from '../../src/pages/automations/publish/versions-drawer.tsx';
import { NodeContactsDrawer } from '../../src/pages/automations/stats/node-contacts-drawer.tsx';
import { mockFetch, sampleUser } from './helpers.ts';

beforeAll(async () => {
  await initI18n('en');
  await loadAllTranslations();
});
// antd's modal renders slowly on a busy machine.
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// The parts read and write through Refine's data hooks, over the real data provider (and so fetch).
const wrapper = ({ children }: { children: ReactNode }) => (
  <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
    {children}
  </Refine>
);

const graph = { nodes: [{ id: 't1', type: 'tag_added' }, { id: 'w1', type: 'wait' }, { id: 'm1', type: 'send_sms' }], edges: [] };

describe('PublishButton', () => {
  it('lists the problems, leads each to its node, and cannot publish while there are any', async () => {
    mockFetch((url) => {
      if (url.endsWith('/v1/automations/5/publish-preview'))
        return { body: { in_journey: 0, nodes: [], problems: [{ code: 'no_next_step', node_id: 'w1', field: null, message: 'node w1 (wait): connect it to a next step, or to an end.' }] } };
      return { body: { id: 5, graph } };
    });
    const onProblemClick = vi.fn();
    render(<PublishButton automationId={5} onPublished={vi.fn()} onProblemClick={onProblemClick} />, { wrapper });
    fireEvent.click(screen.getByTestId('publish-automation'));
    const problems = await screen.findByTestId('publish-problems');
    expect((screen.getByTestId('publish-automation-confirm') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(problems).getByText(/w1/));
    expect(onProblemClick).toHaveBeenCalledWith('w1');
  }, 20_000);

  it('says how many contacts are on their way and where they go, then publishes with the note', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url.endsWith('/publish-preview'))
        return {
          body: {
            in_journey: 3,
            nodes: [
              { node_id: 'm1', type: 'send_sms', contacts: 2, continues: true },
              { node_id: 'w1', type: 'wait', contacts: 1, continues: false },
            ],
            problems: [],
          },
        };
      if (url.endsWith('/publish') && init.method === 'POST') return { status: 201, body: { version: 4, note: 'x', published_at: '2026-01-01T00:00:00Z', published_by: null, nodes: 3 } };
      return { body: { id: 5, graph } };
    });
    const onPublished = vi.fn();
    render(<PublishButton automationId={5} onPublished={onPublished} />, { wrapper });
    fireEvent.click(screen.getByTestId('publish-automation'));
    expect((await screen.findByTestId('publish-in-journey')).textContent).toContain('3');
    expect(screen.getByText('They continue here')).toBeTruthy();
    expect(screen.getByText('They leave the journey')).toBeTruthy();
    fireEvent.change(screen.getByTestId('publish-note'), { target: { value: 'Shorter wait' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('publish-automation-confirm'));
    });
    expect(onPublished).toHaveBeenCalledWith(4);
    const post = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith('/publish') && init?.method === 'POST');
    expect(JSON.parse(String(post![1].body))).toEqual({ note: 'Shorter wait' });
  }, 20_000);

  it('is disabled with its reason', () => {
    render(<PublishButton automationId={5} disabledReason="Save first" onPublished={vi.fn()} />, { wrapper });
    expect((screen.getByTestId('publish-automation') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('useNodeStats', () => {
  it('asks at once and every few seconds while visible, not while hidden', async () => {
    vi.useFakeTimers();
    let hidden = false;
    vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    const fetchMock = mockFetch(() => ({ body: { nodes: [{ node_id: 'm1', group: 'action', entered: 1, waiting: 0, completed: 1, failed: 0 }], edges: [] } }));
    const { result } = renderHook(() => useNodeStats(5, { from: '2026-01-01T00:00:00Z' }), { wrapper });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual({ automation_id: 5, from: '2026-01-01T00:00:00Z' });
    expect(result.current.stats?.nodes[0].entered).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NODE_STATS_EVERY_MS * 2);
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    hidden = true;
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(NODE_STATS_EVERY_MS * 3);
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    hidden = false;
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('counts on a published version’s diagram when given one, and asks again when it changes', async () => {
    vi.useFakeTimers();
    const fetchMock = mockFetch(() => ({ body: { nodes: [], edges: [] } }));
    const { rerender } = renderHook(({ version }: { version?: number }) => useNodeStats(5, undefined, version), { initialProps: { version: undefined } as { version?: number }, wrapper });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual({ automation_id: 5 });
    rerender({ version: 2 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(fetchMock.mock.calls[1][1].body))).toEqual({ automation_id: 5, version: 2 });
  });
});

describe('VersionsDrawer', () => {
  it('lists versions newest first, tags the published one, and restores one after asking', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url.endsWith('/v1/user')) return { body: sampleUser };
      if (url.endsWith('/versions/1/restore') && init.method === 'POST') return { body: { restored: 1, automation_version: 9 } };
      return {
        body: {
          published_version: 2,
          draft_changed: true,
          versions: [
            { version: 2, note: 'Shorter wait', published_at: '2026-02-01T10:00:00Z', published_by: { id: 7, name: 'Ada Lovelace' }, nodes: 4 },
            { version: 1, note: null, published_at: '2026-01-01T10:00:00Z', published_by: null, nodes: 5 },
          ],
        },
      };
    });
    await fetchCurrentUser({ force: true });
    const onRestored = vi.fn();
    render(<VersionsDrawer automationId={5} open onClose={vi.fn()} onRestored={onRestored} />, { wrapper });
    expect(await screen.findByText('Shorter wait')).toBeTruthy();
    expect(screen.getByTestId('draft-changed')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['v2Published', 'v1']);
    fireEvent.click(screen.getByTestId('restore-version-1'));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    });
    expect(onRestored).toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/versions/1/restore') && init?.method === 'POST')).toBe(true);
    clearCurrentUser();
  }, 20_000);
});

describe('NodeContactsDrawer', () => {
  it('lists the node’s contacts with links to them, and asks again by status', async () => {
    const fetchMock = mockFetch(() => ({
      body: { total: 1, rows: [{ contact_id: 12, phone: '+447700900012', name: 'Ben', status: 'waiting', entered_at: '2026-02-01T10:00:00Z', due_at: '2026-02-02T10:00:00Z', last_outcome: null }] },
    }));
    render(
      <MemoryRouter>
        <NodeContactsDrawer automationId={5} nodeId="w1" open onClose={vi.fn()} />
      </MemoryRouter>,
      { wrapper },
    );
    const link = await screen.findByRole('link', { name: '+447700900012' });
    expect(link.getAttribute('href')).toBe('/audience/contacts/12');
    expect(String(fetchMock.mock.calls[0][0])).toContain('/v1/automations/5/nodes/w1/contacts?_start=0&_end=25');
    await act(async () => {
      fireEvent.click(within(screen.getByTestId('node-contacts-status')).getByText('Waiting'));
    });
    expect(String(fetchMock.mock.calls.at(-1)![0])).toContain('status=waiting');
  }, 20_000);
});
