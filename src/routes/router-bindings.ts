import { useContext, useMemo } from 'react';
import { matchPath, useLocation, useParams } from 'react-router';
import routerProvider from '@refinedev/react-router';
import { matchResourceFromRoute, QS_PARSE_DEPTH, ResourceContext, type ParseResponse, type RouterProvider } from '@refinedev/core';
import qs from 'qs';

type Match = ReturnType<typeof matchResourceFromRoute>;

/**
 * Which resource a path belongs to, worked out once per path. Every Refine hook on a screen (the
 * table, each record link, error and logout handlers) asks, and matching a path against every
 * resource's routes each time was a tenth of a deep link's first render.
 */
const matches = new WeakMap<object, Map<string, Match>>();

function resourceAt(pathname: string, resources: Parameters<typeof matchResourceFromRoute>[1]): Match {
  let byPath = matches.get(resources);
  if (!byPath) matches.set(resources, (byPath = new Map()));
  let match = byPath.get(pathname);
  if (!match) byPath.set(pathname, (match = matchResourceFromRoute(pathname, resources)));
  return match;
}

const numberIfPossible = (value: unknown) => (typeof value === 'string' && `${Number(value)}` === value ? Number(value) : value);

/**
 * Refine's React Router bindings, with `parse` answering the same as theirs but from one
 * computation per location instead of one per hook and render.
 */
export const routerBindings: RouterProvider = {
  ...routerProvider,
  parse: () => {
    const routeParams = useParams();
    const { pathname, search } = useLocation();
    const { resources } = useContext(ResourceContext);
    const { resource, action, matchedRoute } = resourceAt(pathname, resources);
    // Outside a route's element useParams answers a new empty object each time.
    const ownParams = Object.keys(routeParams).length ? routeParams : null;

    const parsed = useMemo((): ParseResponse => {
      // There the matched resource route supplies the parameters.
      const params = ownParams ?? (matchedRoute ? matchPath(matchedRoute, pathname)?.params : undefined) ?? {};
      const combined: Record<string, unknown> = { ...params, ...qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }) };
      return {
        ...(resource && { resource }),
        ...(action && { action }),
        ...(params.id && { id: decodeURIComponent(params.id) }),
        pathname,
        params: {
          ...combined,
          currentPage: numberIfPossible(combined.currentPage) as number | undefined,
          pageSize: numberIfPossible(combined.pageSize) as number | undefined,
          to: combined.to ? decodeURIComponent(combined.to as string) : undefined,
        },
      };
    }, [pathname, search, ownParams, resource, action, matchedRoute]);
    return useMemo(() => () => parsed, [parsed]);
  },
};
