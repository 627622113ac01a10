/** The account's own pages: a profile, the team's settings, members and invitations, API tokens, the first onboarding step and an invitation's landing page. */
import { SIGNED_IN, type Screen } from '../../routes/screen-registry.ts';

export const screens: Screen[] = [
  { path: '/team-invitations/*', guards: [], layout: 'blank', load: () => import('../team-invitations/accept-invitation.tsx') },
  { path: '/onboarding/profile', guards: SIGNED_IN, layout: 'blank', load: () => import('../onboarding/profile.tsx') },
  { path: '/my-account/profile', guards: SIGNED_IN, layout: 'app', load: () => import('./profile.tsx') },
  { path: '/my-account/team-settings/general', guards: SIGNED_IN, layout: 'app', load: () => import('../team-settings/general.tsx') },
  { path: '/my-account/team-settings/members', guards: SIGNED_IN, layout: 'app', load: () => import('../team-settings/members.tsx') },
  { path: '/my-account/team-settings/invitations', guards: SIGNED_IN, layout: 'app', load: () => import('../team-settings/invitations.tsx') },
  { path: '/settings/tokens', guards: SIGNED_IN, layout: 'app', access: { resource: 'team-tokens', action: 'list' }, load: () => import('../settings/tokens/tokens.tsx') },
];
