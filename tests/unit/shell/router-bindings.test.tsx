// @vitest-environment jsdom
/**
 * The router bindings' `parse` (src/routes/router-bindings.ts) answers what Refine's own React
 * Router bindings answer, for every resource route of the app, with and without a list's query,
 * and answers the same object again while the location stays, which is what saves the work.
 */
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ResourceContext } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { allResources } from '../../../resources/index.ts';
import { toRefineResources } from '../../../src/resource-ui/refine-resources.ts';
import { routerBindings } from '../../../src/routes/router-bindings.ts';

const resources = toRefineResources(allResources());

function wrapper(url: string, pattern?: string) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ResourceContext.Provider value={{ resources }}>
        <MemoryRouter initialEntries={[url]}>
          {pattern ? (
            <Routes>
              <Route path={pattern} element={children} />
            </Routes>
          ) : (
            children
          )}
        </MemoryRouter>
      </ResourceContext.Provider>
    );
  };
}

const parseWith = (provider: typeof routerProvider, url: string, pattern?: string) =>
  renderHook(() => provider.parse!()(), { wrapper: wrapper(url, pattern) }).result.current;

describe('router bindings', () => {
  const urls: Array<[string, string?]> = [
    ['/hub/routing/routes?pageSize=10&currentPage=2&sorters[0][field]=name&sorters[0][order]=asc'],
    ['/audience/contacts/opt-outs'],
    ['/campaigns/8/clicks?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=sent', '/campaigns/:id/clicks'],
    ['/hub/endpoints/1/edit', '/hub/endpoints/:id/edit'],
    ['/nowhere/at/all?to=%2Fdashboard'],
  ];

  it.each(urls)('parses %s as Refine does', (url, pattern) => {
    const ours = parseWith(routerBindings as typeof routerProvider, url, pattern);
    const theirs = parseWith(routerProvider, url, pattern);
    expect(ours).toEqual(theirs);
  });

  it('finds the resource and the id of a record route', () => {
    const parsed = parseWith(routerBindings as typeof routerProvider, '/hub/endpoints/1/edit', '/hub/endpoints/:id/edit');
    expect(parsed.id).toBe('1');
    expect(parsed.action).toBe('edit');
    expect(parsed.resource?.name).toBeTruthy();
  });

  it('answers the same object on a render at the same location', () => {
    const { result, rerender } = renderHook(() => routerBindings.parse!()(), { wrapper: wrapper('/hub/routing/routes?currentPage=3') });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(first.params?.currentPage).toBe(3);
  });
});
