import { useEffect, useState } from 'react';
import { Refine } from '@refinedev/core';
import { PageSpinner } from '../components/page-spinner.tsx';
import { accessControlProvider } from '../../providers/access-control-provider.ts';
import { authProvider } from '../../providers/auth-provider.ts';
import { dataProvider } from '../../providers/data-provider.ts';
import { isHttpError } from '../../providers/http-error.ts';
import { createLiveProvider } from '../../providers/live-provider.ts';
import { allTranslationsLoaded, i18nProvider, loadAllTranslations } from '../../providers/i18n-provider.ts';
import { notificationProvider } from '../../providers/notification-provider.ts';
import { allResources } from '../../resources/catalogue.ts';
import { toRefineResources } from '../resource-ui/refine-resources.ts';
import { apiName } from '../resource-ui/routes.ts';
import { routerBindings } from '../routes/router-bindings.ts';
import { AppLayout } from './app-layout.tsx';

// Refine's view of the kit: the data provider gets each API path, screens use the kit's names.
const resources = toRefineResources(allResources());
const kitNameOfChannel = new Map(allResources().map((r) => [`resources/${apiName(r)}`, r.name]));
// Lists and records refetch when the server says their resource changed (GET /v1/events).
const liveProvider = createLiveProvider((channel) => kitNameOfChannel.get(channel));

/** A 4xx will answer the same on a retry; only failures that may pass are retried. */
function retry(failures: number, error: unknown): boolean {
  if (isHttpError(error) && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}

/** The signed-in application: Refine's providers around the sidebar layout. Loaded lazily. */
export default function AppShell() {
  // Every entity's labels load with the app, not with /login; the screens wait for them.
  const [ready, setReady] = useState(allTranslationsLoaded);
  useEffect(() => {
    if (!ready) void loadAllTranslations().then(() => setReady(true));
  }, [ready]);
  if (!ready) return <PageSpinner />;
  return (
    <Refine
      routerProvider={routerBindings}
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      notificationProvider={notificationProvider}
      liveProvider={liveProvider}
      resources={resources}
      options={{
        disableTelemetry: true,
        liveMode: 'auto',
        syncWithLocation: false,
        warnWhenUnsavedChanges: false,
        reactQuery: { clientConfig: { defaultOptions: { queries: { retry, staleTime: 5_000, refetchOnWindowFocus: false } } } },
      }}
    >
      <AppLayout />
    </Refine>
  );
}
