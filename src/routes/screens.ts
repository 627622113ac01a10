/** The screens built so far; entity screens register theirs the same way. */
import { registerScreen, type Screen } from './screen-registry.ts';
import { resourceScreens } from '../resource-ui/screens.ts';
import { RESOURCE_ROUTES } from './route-table.ts';

const guest = ['guest'] as Screen['guards'];
const app = ['auth', 'verified'] as Screen['guards'];

const segmentEditor = () => import('../pages/audience/segments/segment-editor.tsx');
const automationEditor = () => import('../pages/automations/automation-editor.tsx');

const screens: Screen[] = [
  { path: '/login', guards: guest, layout: 'blank', load: () => import('../pages/auth/login.tsx') },
  { path: '/signup', guards: guest, layout: 'blank', load: () => import('../pages/auth/signup.tsx') },
  { path: '/forget-password', guards: guest, layout: 'blank', load: () => import('../pages/auth/forget-password.tsx') },
  { path: '/password-reset/*', guards: guest, layout: 'blank', load: () => import('../pages/auth/password-reset.tsx') },
  { path: '/verify-email', guards: ['unverified'], layout: 'blank', load: () => import('../pages/auth/verify-email.tsx') },
  { path: '/google/auth', guards: guest, layout: 'blank', load: () => import('../pages/auth/google-auth.tsx') },
  { path: '/google/callback', guards: guest, layout: 'blank', load: () => import('../pages/auth/google-callback.tsx') },
  { path: '/team-invitations/*', guards: [], layout: 'blank', load: () => import('../pages/team-invitations/accept-invitation.tsx') },
  { path: '/onboarding/profile', guards: app, layout: 'blank', load: () => import('../pages/onboarding/profile.tsx') },

  { path: '/', guards: app, layout: 'app', load: () => import('../pages/dashboard/dashboard.tsx') },
  { path: '/my-account/profile', guards: app, layout: 'app', load: () => import('../pages/my-account/profile.tsx') },
  { path: '/my-account/team-settings/general', guards: app, layout: 'app', load: () => import('../pages/team-settings/general.tsx') },
  { path: '/my-account/team-settings/members', guards: app, layout: 'app', load: () => import('../pages/team-settings/members.tsx') },
  { path: '/my-account/team-settings/invitations', guards: app, layout: 'app', load: () => import('../pages/team-settings/invitations.tsx') },
  { path: '/settings/tokens', guards: app, layout: 'app', access: { resource: 'team-tokens', action: 'list' }, load: () => import('../pages/settings/tokens/tokens.tsx') },
  { path: '/management', guards: app, layout: 'app', access: { resource: 'management', action: 'list' }, load: () => import('../pages/management/management-page.tsx') },
  { path: '/management/mail-outbox', guards: app, layout: 'app', access: { resource: 'mail-outbox', action: 'list' }, load: () => import('../pages/management/mail-outbox/mail-outbox.tsx') },
  { path: '/hub', guards: app, layout: 'app', access: { resource: 'hub', action: 'list' }, load: () => import('../pages/hub/hub-overview.tsx') },
  { path: '/audience/Uploads', guards: app, layout: 'app', access: { resource: 'data-files', action: 'list' }, load: () => import('../pages/audience/uploads/uploads-list.tsx') },
  { path: '/audience/upload/Create', guards: app, layout: 'app', access: { resource: 'data-files', action: 'create' }, load: () => import('../pages/audience/uploads/upload-wizard.tsx') },
  // Contacts: the list with custom-field filters and tags in bulk, the contact page with its history, the dashboard.
  { path: '/audience/contacts', guards: app, layout: 'app', access: { resource: 'contacts', action: 'list' }, load: () => import('../pages/audience/contacts/contacts-list.tsx') },
  { path: '/audience/contacts/voice', guards: app, layout: 'app', access: { resource: 'contacts', action: 'list' }, load: () => import('../pages/audience/contacts/contacts-list.tsx').then((m) => ({ default: m.VoiceContacts })) },
  { path: '/audience/contacts/dashboard', guards: app, layout: 'app', access: { resource: 'contacts', action: 'list' }, load: () => import('../pages/audience/contacts/contacts-dashboard.tsx') },
  { path: '/audience/contacts/:id', guards: app, layout: 'app', access: { resource: 'contacts', action: 'show' }, load: () => import('../pages/audience/contacts/contact-show.tsx') },
  { path: '/audience/validation/hlr', guards: app, layout: 'app', access: { resource: 'hlr-lookups', action: 'list' }, load: () => import('../pages/enrichment/hlr-page.tsx') },
  { path: '/audience/validation/mnp', guards: app, layout: 'app', access: { resource: 'mnp-requests', action: 'list' }, load: () => import('../pages/enrichment/mnp-page.tsx') },
  // Which route a message would take, and why: the same screen in SMS routing and in the hub.
  { path: '/sms/send', guards: app, layout: 'app', access: { resource: 'sms-logs', action: 'send' }, load: () => import('../pages/sms/send-sms-page.tsx') },
  { path: '/sms/routing/simulate', guards: app, layout: 'app', access: { resource: 'routing-simulate', action: 'list' }, load: () => import('../pages/sms/routing/simulate-page.tsx') },
  { path: '/hub/routing/simulate', guards: app, layout: 'app', access: { resource: 'routing-simulate', action: 'list' }, load: () => import('../pages/sms/routing/simulate-page.tsx') },
  // The SMS report replaces the generic view of the campaigns list at its path.
  { path: '/campaigns/reports', guards: app, layout: 'app', access: { resource: 'campaigns', action: 'list' }, load: () => import('../pages/campaigns/reports/reports-page.tsx') },
  // Calls: the dashboard above the call log, a call's own page, the day × agent table and pivots.
  { path: '/voice', guards: app, layout: 'app', access: { resource: 'calls', action: 'list' }, load: () => import('../pages/voice/calls-page.tsx') },
  { path: '/voice/pivot', guards: app, layout: 'app', access: { resource: 'calls', action: 'list' }, load: () => import('../pages/voice/pivot-page.tsx') },
  { path: '/voice/:id', guards: app, layout: 'app', access: { resource: 'calls', action: 'show' }, load: () => import('../pages/voice/call-page.tsx') },
  { path: '/agents/daily-stats', guards: app, layout: 'app', access: { resource: 'calls', action: 'list' }, load: () => import('../pages/voice/daily-stats-page.tsx') },
  { path: '/agents/lead-submitter', guards: app, layout: 'app', access: { resource: 'lead-submitter', action: 'list' }, load: () => import('../pages/voice/agents/lead-submitter-page.tsx') },
  { path: '/settings/jobs', guards: app, layout: 'app', access: { resource: 'jobs', action: 'list' }, load: () => import('../pages/settings/jobs/jobs-page.tsx') },
  // Numbers: the generic list with Sync from the providers and each number's agent chosen in its row.
  { path: '/agents/settings/numbers', guards: app, layout: 'app', access: { resource: 'voice-numbers', action: 'list' }, load: () => import('../pages/voice/agents/numbers/numbers-list.tsx') },
  // The segment editor replaces the generic create, show and edit screens of segments.
  { path: '/audience/contacts/segments/new', guards: app, layout: 'app', access: { resource: 'segments', action: 'create' }, load: segmentEditor },
  { path: '/audience/contacts/segments/:id', guards: app, layout: 'app', access: { resource: 'segments', action: 'show' }, load: segmentEditor },
  { path: '/audience/contacts/segments/:id/edit', guards: app, layout: 'app', access: { resource: 'segments', action: 'show' }, load: segmentEditor },
  // The diagram editor replaces the generic edit screen of automations, and the hub's record screens.
  { path: '/campaigns/automations/:id', guards: app, layout: 'app', access: { resource: 'automations', action: 'show' }, load: automationEditor },
  { path: '/hub/automations/:id', guards: app, layout: 'app', access: { resource: 'automations', action: 'show' }, load: automationEditor },
  { path: '/hub/automations/:id/edit', guards: app, layout: 'app', access: { resource: 'automations', action: 'show' }, load: automationEditor },
];

// Generic resource screens first, so a hand-written page at the same path replaces its generic one.
resourceScreens(RESOURCE_ROUTES).forEach(registerScreen);
screens.forEach(registerScreen);

/** The paths served by a page of their own rather than a generic resource screen. */
export const PAGE_SCREEN_PATHS: ReadonlySet<string> = new Set(screens.map((screen) => screen.path));
