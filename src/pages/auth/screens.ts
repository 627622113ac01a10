/** Signing in, signing up and getting back in: pages outside the app shell, for a signed-out visitor. */
import { GUEST, type Screen } from '../../routes/screen-registry.ts';

export const screens: Screen[] = [
  { path: '/login', guards: GUEST, layout: 'blank', load: () => import('./login.tsx') },
  { path: '/signup', guards: GUEST, layout: 'blank', load: () => import('./signup.tsx') },
  { path: '/forget-password', guards: GUEST, layout: 'blank', load: () => import('./forget-password.tsx') },
  { path: '/password-reset/*', guards: GUEST, layout: 'blank', load: () => import('./password-reset.tsx') },
  { path: '/verify-email', guards: ['unverified'], layout: 'blank', load: () => import('./verify-email.tsx') },
  { path: '/google/auth', guards: GUEST, layout: 'blank', load: () => import('./google-auth.tsx') },
  { path: '/google/callback', guards: GUEST, layout: 'blank', load: () => import('./google-callback.tsx') },
];
