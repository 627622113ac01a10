import { lazy, Suspense, type ReactElement } from 'react';
import { createRoutesFromElements, Navigate, Route, type RouteObject } from 'react-router';
import { AccessGate } from '../guards/access-gate.tsx';
import { RouteGuard } from '../guards/route-guard.tsx';
import { GuestLayout } from '../layout/guest-layout.tsx';
import { PageSpinner } from '../components/page-spinner.tsx';
import { AppShellPage } from './app-shell-page.ts';
import { MatchedRoutes } from './matched-routes.tsx';
import { RecordParams, recordParams } from './record-params.tsx';
import { REDIRECTS } from './redirects.ts';
import { registeredScreens, type RegisteredScreen } from './screen-registry.ts';
import './screens.ts';

const NotFound = lazy(() => import('../pages/errors/not-found.tsx'));

function screenRoute({ path, guards, access, Component }: RegisteredScreen) {
  const gated = access ? (
    // Keyed by screen: two denied screens in a row are still two pages, not one updated in place.
    <AccessGate key={path} request={access}>
      <Component />
    </AccessGate>
  ) : (
    <Component />
  );
  const ids = recordParams(path);
  return (
    <Route
      key={path}
      path={path}
      element={<RouteGuard kinds={guards}>{ids.length ? <RecordParams names={ids}>{gated}</RecordParams> : gated}</RouteGuard>}
    />
  );
}

/** Every screen's route, guest pages first, then the signed-in shell's screens and the old addresses. */
function appRouteElements(): ReactElement {
  return (
    <>
      <Route element={<GuestLayout />}>
        {registeredScreens('blank').map(screenRoute)}
        <Route path="*" element={<NotFound />} />
      </Route>
      <Route
        element={
          <RouteGuard kinds={['auth', 'verified']}>
            <AppShellPage />
          </RouteGuard>
        }
      >
        {registeredScreens('app').map(screenRoute)}
        {REDIRECTS.map(({ from, to }) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
      </Route>
    </>
  );
}

let routeObjects: RouteObject[] | undefined;
const appRouteObjects = () => (routeObjects ??= createRoutesFromElements(appRouteElements()));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner fullscreen />}>
      <MatchedRoutes routes={appRouteObjects()} />
    </Suspense>
  );
}
