/** The hub's overview, its financials and its routing simulator (the SMS routing's screen, at the hub's path). */
import { SIGNED_IN, type Screen } from '../../routes/screen-registry.ts';

export const screens: Screen[] = [
  { path: '/hub', guards: SIGNED_IN, layout: 'app', access: { resource: 'hub', action: 'list' }, load: () => import('./hub-overview.tsx') },
  { path: '/hub/financials', guards: SIGNED_IN, layout: 'app', access: { resource: 'hub-reports', action: 'list' }, load: () => import('./financials/financials-page.tsx') },
  { path: '/hub/routing/simulate', guards: SIGNED_IN, layout: 'app', access: { resource: 'routing-simulate', action: 'list' }, load: () => import('../sms/routing/simulate-page.tsx') },
];
