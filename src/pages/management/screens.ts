/** Staff's management screens: teams across Parley and the mail outbox. */
import { SIGNED_IN, type Screen } from '../../routes/screen-registry.ts';

export const screens: Screen[] = [
  { path: '/management', guards: SIGNED_IN, layout: 'app', access: { resource: 'management', action: 'list' }, load: () => import('./management-page.tsx') },
  { path: '/management/mail-outbox', guards: SIGNED_IN, layout: 'app', access: { resource: 'mail-outbox', action: 'list' }, load: () => import('./mail-outbox/mail-outbox.tsx') },
];
