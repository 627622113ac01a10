// @vitest-environment jsdom
/**
 * MatchedRoutes (src/routes/matched-routes.tsx) renders what <Routes> renders for the same routes,
 * through a layout's outlet, with the same params and resolved links, and matches a path only
 * once: a change of the query alone does not match again.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Link, MemoryRouter, Outlet, RouterProvider, useLocation, useNavigate, useParams, useRoutes, type RouteObject } from 'react-router';

const calls = vi.hoisted(() => ({ match: 0 }));
vi.mock('react-router', async (original) => {
  const actual = await original<typeof import('react-router')>();
  return { ...actual, matchRoutes: (...args: Parameters<typeof actual.matchRoutes>) => (calls.match++, actual.matchRoutes(...args)) };
});
const { MatchedRoutes } = await import('../../../src/routes/matched-routes.tsx');

function Show({ name }: { name: string }) {
  const params = useParams();
  const { pathname, search } = useLocation();
  return (
    <p>
      {name} {JSON.stringify(params)} {pathname}
      {search} <Link to="..">up</Link> <Link to="edit">edit</Link>
    </p>
  );
}

const routes: RouteObject[] = [
  {
    element: (
      <main>
        <Outlet />
      </main>
    ),
    children: [
      { path: '/', element: <Show name="home" /> },
      { path: '/items/:id', element: <Show name="item" /> },
      { path: '/items/new', element: <Show name="new" /> },
      { path: '/items/:id/notes/:note', element: <Show name="note" /> },
      { path: '/files/*', element: <Show name="files" /> },
    ],
  },
  { path: '*', element: <Show name="missing" /> },
];

function ByRoutes() {
  return useRoutes(routes);
}

const paths = ['/', '/items/7', '/items/new', '/items/7/notes/a%20b', '/files/x/y.txt', '/nowhere', '/items/7?page=2'];

describe('MatchedRoutes', () => {
  it.each(paths)('renders %s as <Routes> does', (path) => {
    const expected = render(<MemoryRouter initialEntries={[path]}><ByRoutes /></MemoryRouter>).container.innerHTML;
    const actual = render(<MemoryRouter initialEntries={[path]}><MatchedRoutes routes={routes} /></MemoryRouter>).container.innerHTML;
    expect(actual).toBe(expected);
    expect(actual).toContain('<p>');
  });

  it('follows navigation, and matches a path once whatever its query', () => {
    let navigate!: ReturnType<typeof useNavigate>;
    function Grab() {
      navigate = useNavigate();
      return null;
    }
    const router = createMemoryRouter([{ path: '*', element: <><Grab /><MatchedRoutes routes={routes} /></> }], { initialEntries: ['/items/7'] });
    const view = render(<RouterProvider router={router} />);
    const before = calls.match;
    act(() => void navigate('/items/7?page=2'));
    act(() => void navigate('/items/7?page=3&sort=name'));
    expect(view.container.textContent).toContain('/items/7?page=3&sort=name');
    expect(calls.match).toBe(before);
    act(() => void navigate('/items/new'));
    expect(view.container.textContent).toContain('new {}');
    expect(calls.match).toBe(before + 1);
  });
});
