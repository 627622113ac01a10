// @vitest-environment jsdom
/**
 * A lazily loaded page (src/routes/lazy-page.ts) renders in its parent's pass once its chunk has
 * arrived, without showing its Suspense fallback; before then it suspends as React.lazy does.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazyPage } from '../../../src/routes/lazy-page.ts';

afterEach(cleanup);

function page(text: string) {
  let loads = 0;
  const Page = lazyPage(async () => {
    loads++;
    return { default: () => <p>{text}</p> };
  });
  return { Page, loads: () => loads };
}

const shell = (Page: () => React.ReactElement) => (
  <Suspense fallback={<p>waiting</p>}>
    <Page />
  </Suspense>
);

describe('lazy page', () => {
  it('renders at once, with no fallback, when its chunk was fetched ahead', async () => {
    const { Page, loads } = page('routes');
    await Page.preload();
    render(shell(Page));
    // Synchronously after render: no act() flush, no fallback in between.
    expect(screen.getByText('routes')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(loads()).toBe(1);
  });

  it('suspends until the chunk arrives when nothing fetched it', async () => {
    const { Page, loads } = page('clicks');
    render(shell(Page));
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => undefined);
    expect(await screen.findByText('clicks')).toBeTruthy();
    expect(loads()).toBe(1);
  });

  it('loads the chunk once however often it is asked for', async () => {
    const { Page, loads } = page('once');
    await Promise.all([Page.preload(), Page.preload()]);
    render(shell(Page));
    expect(loads()).toBe(1);
  });
});
