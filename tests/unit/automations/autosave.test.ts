// @vitest-environment jsdom
/** Saving the automation editor's draft: debounced, one request at a time with the version last saved, 422 and 409 told apart. */
import { createElement, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_RETRY_MS, retryDelay, SAVE_DELAY_MS, useAutosave } from '../../../src/pages/automations/use-autosave.ts';
import { dataProvider } from '../../../providers/data-provider.ts';
import { mockFetch } from '../helpers.ts';

// The save goes through Refine's custom mutation, over the real data provider (and so fetch).
const wrapper = ({ children }: { children: ReactNode }) => createElement(Refine, { dataProvider, options: { disableTelemetry: true } }, children);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const setup = (route: Parameters<typeof mockFetch>[0]) => {
  const fetchMock = mockFetch(route);
  const onSaved = vi.fn();
  const onConflict = vi.fn();
  const hook = renderHook(() => useAutosave({ id: 7, version: 3, onSaved, onConflict }), { wrapper });
  return { fetchMock, onSaved, onConflict, hook };
};
const bodies = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.filter(([url]) => String(url).includes('/v1/automations/7')).map(([, init]) => JSON.parse(String(init.body)));

describe('autosave', () => {
  it('waits for edits to pause, sends them together with the version, then the next with the new version', async () => {
    vi.useFakeTimers();
    let version = 3;
    const { fetchMock, onSaved, hook } = setup(() => ({ body: { id: 7, version: ++version } }));
    act(() => hook.result.current.queue({ graph: { nodes: [], edges: [] } }));
    expect(hook.result.current.state.status).toBe('saving');
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 100));
    act(() => hook.result.current.queue({ name: 'New name' }));
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 100));
    expect(bodies(fetchMock)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(bodies(fetchMock)).toEqual([{ graph: { nodes: [], edges: [] }, name: 'New name', version: 3 }]);
    expect(fetchMock.mock.calls[0][1].method).toBe('PATCH');
    expect(hook.result.current.state.status).toBe('saved');
    expect(onSaved).toHaveBeenCalledWith({ id: 7, version: 4 });
    act(() => hook.result.current.queue({ name: 'Again' }));
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS));
    expect(bodies(fetchMock)[1]).toEqual({ name: 'Again', version: 4 });
  });

  it('says why a 422 refused the draft and sends the change again with the next one', async () => {
    vi.useFakeTimers();
    let refuse = true;
    const { fetchMock, hook } = setup(() =>
      refuse ? { status: 422, body: { message: 'node w (wait): amount: Too big.', errors: { 'graph.nodes.0.data.amount': ['Too big.'] } } } : { body: { id: 7, version: 4 } },
    );
    act(() => hook.result.current.queue({ graph: { nodes: [1] } }));
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS));
    const state = hook.result.current.state;
    expect(state.status).toBe('error');
    expect(state.status === 'error' && state.reason).toContain('node w (wait)');
    refuse = false;
    act(() => hook.result.current.queue({ name: 'x' }));
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS));
    expect(bodies(fetchMock)[1]).toEqual({ graph: { nodes: [1] }, name: 'x', version: 3 });
    expect(hook.result.current.state.status).toBe('saved');
  });

  it('hands a 422 to the page, which keeps what it shows on the steps; the rest is the reason; no retry until the next change', async () => {
    vi.useFakeTimers();
    const fetchMock = mockFetch(() => ({
      status: 422,
      body: { message: 'node s1: no such record.', errors: { 'graph.nodes.0.data.segment_id': ['node s1: no such record.'], reentry_days: ['Say after how many days.'] } },
    }));
    const onRefused = vi.fn((errors: Record<string, string[]>) => Object.fromEntries(Object.entries(errors).filter(([k]) => !k.startsWith('graph.'))));
    const hook = renderHook(() => useAutosave({ id: 7, version: 3, onSaved: vi.fn(), onConflict: vi.fn(), onRefused }), { wrapper });
    act(() => hook.result.current.queue({ graph: { nodes: [{ id: 's1' }] } }));
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS));
    expect(onRefused).toHaveBeenCalledWith({ 'graph.nodes.0.data.segment_id': ['node s1: no such record.'], reentry_days: ['Say after how many days.'] }, { graph: { nodes: [{ id: 's1' }] } });
    expect(hook.result.current.state).toEqual({ status: 'error', reason: 'Say after how many days.', onSteps: true });
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 5));
    expect(bodies(fetchMock)).toHaveLength(1);
    onRefused.mockImplementation(() => ({}));
    act(() => hook.result.current.queue({ name: 'x' }));
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS));
    expect(bodies(fetchMock)[1]).toEqual({ graph: { nodes: [{ id: 's1' }] }, name: 'x', version: 3 });
    expect(hook.result.current.state).toEqual({ status: 'error', reason: '', onSteps: true });
  });

  it('hands a 409 to the page to reload, marked as a conflict', async () => {
    vi.useFakeTimers();
    const { onConflict, hook } = setup(() => ({ status: 409, body: { message: 'This automation was changed by someone else.' } }));
    act(() => hook.result.current.queue({ name: 'x' }));
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS));
    expect(onConflict).toHaveBeenCalledTimes(1);
    expect(hook.result.current.state).toMatchObject({ status: 'error', conflict: true });
    act(() => hook.result.current.rebase(9));
    expect(hook.result.current.version()).toBe(9);
  });

  it('tries again after a failure, waiting twice as long each time, and at once when back online', async () => {
    vi.useFakeTimers();
    let down = true;
    const { fetchMock, hook } = setup(() => (down ? { status: 503, body: { message: 'Service unavailable' } } : { body: { id: 7, version: 4 } }));
    act(() => hook.result.current.queue({ name: 'x' }));
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS));
    expect(bodies(fetchMock)).toHaveLength(1);
    expect(hook.result.current.state).toMatchObject({ status: 'error', reason: expect.stringContaining('Service unavailable') });
    // Second try after 800 ms, third after 1.6 s more, fourth after 3.2 s more.
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS));
    expect(bodies(fetchMock)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(2 * SAVE_DELAY_MS - 10));
    expect(bodies(fetchMock)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(bodies(fetchMock)).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(4 * SAVE_DELAY_MS - 10));
    expect(bodies(fetchMock)).toHaveLength(3);
    down = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(bodies(fetchMock)).toHaveLength(4);
    expect(bodies(fetchMock)[3]).toEqual({ name: 'x', version: 3 });
    expect(hook.result.current.state.status).toBe('saved');
    // Nothing more goes once saved.
    await act(() => vi.advanceTimersByTimeAsync(MAX_RETRY_MS));
    expect(bodies(fetchMock)).toHaveLength(4);
  });

  it('waits at most half a minute between tries', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([800, 1600, 3200, 6400, 12_800, 25_600, 30_000, 30_000]);
  });

  it('flush sends what waits at once', async () => {
    const { fetchMock, hook } = setup(() => ({ body: { id: 7, version: 4 } }));
    act(() => hook.result.current.queue({ name: 'now' }));
    await act(() => hook.result.current.flush());
    expect(bodies(fetchMock)).toEqual([{ name: 'now', version: 3 }]);
  });
});
