// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS, BUILD_ID, fetchServerBuild, startBuildCheck } from '../../src/build/build-check.ts';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnce, shouldReload } from '../../src/build/chunk-reload.ts';
import { mockFetch } from './helpers.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('chunk load failure reload (docs/architecture.md#build-check)', () => {
  it('reloads at most once per 10 seconds', () => {
    expect(shouldReload(50_000, null)).toBe(true);
    expect(shouldReload(50_000, 45_000)).toBe(false);
    expect(shouldReload(50_000, 40_000)).toBe(true);
  });

  it('remembers the reload in sessionStorage', () => {
    const reload = vi.fn();
    expect(reloadOnce(100_000, reload)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('100000');
    expect(reloadOnce(105_000, reload)).toBe(false);
    expect(reloadOnce(110_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognises the browsers’ chunk load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('new build check (docs/architecture.md#build-check)', () => {
  it('checks every hour', () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
  });

  it('reads /build.json without the cache', async () => {
    const fetchMock = mockFetch(() => ({ body: { build: 'abc' } }));
    await expect(fetchServerBuild()).resolves.toBe('abc');
    expect(fetchMock.mock.calls[0][0]).toBe('/build.json');
    expect(fetchMock.mock.calls[0][1].cache).toBe('no-cache');
  });

  it('reports a different build once, and stays quiet for the same one', async () => {
    vi.useFakeTimers();
    let served = BUILD_ID;
    mockFetch(() => ({ body: { build: served } }));
    const onNew = vi.fn();
    const stop = startBuildCheck(onNew);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(onNew).not.toHaveBeenCalled();
    served = 'newer';
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(onNew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(onNew).toHaveBeenCalledTimes(1);
    expect(onNew).toHaveBeenCalledWith('newer');
    stop();
  });
});
