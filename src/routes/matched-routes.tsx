import { useContext, useMemo } from 'react';
import { matchRoutes, renderMatches, UNSAFE_NavigationContext, useLocation, type RouteObject } from 'react-router';

/**
 * What `<Routes>` renders for fixed `routes`, matched once per path. `<Routes>` ranks every route
 * and compiles its pattern on each render (a list writing its page into the query, each
 * navigation); with Parley's ~280 routes that was a tenth of a deep link's first render. The
 * routes never change, so neither does the match of a path.
 */
export function MatchedRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const matches = useMemo(() => {
    // As <Routes> does: matching decodes a match's pathname; links under it need it encoded again.
    const encodeLocation = (navigator as { encodeLocation?: (to: string) => { pathname: string } }).encodeLocation;
    const encode = (path: string) => (encodeLocation ? encodeLocation(path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname : path);
    return matchRoutes(routes, pathname)?.map((match) => ({ ...match, pathname: encode(match.pathname), pathnameBase: encode(match.pathnameBase) })) ?? null;
  }, [routes, pathname, navigator]);
  return renderMatches(matches);
}
