/** Sending one SMS, and which route a message would take and why. */
import { SIGNED_IN, type Screen } from '../../routes/screen-registry.ts';

export const screens: Screen[] = [
  // Which route a message would take, and why: the same screen in SMS routing and in the hub.
  { path: '/sms/send', guards: SIGNED_IN, layout: 'app', access: { resource: 'sms-logs', action: 'send' }, load: () => import('./send-sms-page.tsx') },
  // A vendor's rate sheet read, previewed and handled for one route (docs/areas/sms.md#rate-sheets).
  { path: '/sms/routing/routes/:id/deck', guards: SIGNED_IN, layout: 'app', access: { resource: 'routes', action: 'edit' }, load: () => import('./rate-decks/rate-deck-page.tsx') },
  { path: '/sms/routing/simulate', guards: SIGNED_IN, layout: 'app', access: { resource: 'routing-simulate', action: 'list' }, load: () => import('./routing/simulate-page.tsx') },
];
