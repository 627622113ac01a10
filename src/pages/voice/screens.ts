/** Calls (the dashboard above the call log, a call's page, pivots), the day × agent table, the lead submitter and the numbers list. */
import { SIGNED_IN, type Screen } from '../../routes/screen-registry.ts';

export const screens: Screen[] = [
  // Calls: the dashboard above the call log, a call's own page, the day × agent table and pivots.
  { path: '/voice', guards: SIGNED_IN, layout: 'app', access: { resource: 'calls', action: 'list' }, load: () => import('./calls-page.tsx') },
  { path: '/voice/pivot', guards: SIGNED_IN, layout: 'app', access: { resource: 'calls', action: 'list' }, load: () => import('./pivot-page.tsx') },
  { path: '/voice/:id', guards: SIGNED_IN, layout: 'app', access: { resource: 'calls', action: 'show' }, load: () => import('./call-page.tsx') },
  { path: '/agents/daily-stats', guards: SIGNED_IN, layout: 'app', access: { resource: 'calls', action: 'list' }, load: () => import('./daily-stats-page.tsx') },
  { path: '/agents/lead-submitter', guards: SIGNED_IN, layout: 'app', access: { resource: 'lead-submitter', action: 'list' }, load: () => import('./agents/lead-submitter-page.tsx') },
  // Numbers: the generic list with Sync from the providers and each number's agent chosen in its row.
  { path: '/agents/settings/numbers', guards: SIGNED_IN, layout: 'app', access: { resource: 'voice-numbers', action: 'list' }, load: () => import('./agents/numbers/numbers-list.tsx') },
];
