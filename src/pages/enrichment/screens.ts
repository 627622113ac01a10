/** The HLR and MNP lookup screens: check numbers or an audience, the log, the analytics and the provider. */
import { SIGNED_IN, type Screen } from '../../routes/screen-registry.ts';

export const screens: Screen[] = [
  { path: '/audience/validation/hlr', guards: SIGNED_IN, layout: 'app', access: { resource: 'hlr-lookups', action: 'list' }, load: () => import('./hlr-page.tsx') },
  { path: '/audience/validation/mnp', guards: SIGNED_IN, layout: 'app', access: { resource: 'mnp-requests', action: 'list' }, load: () => import('./mnp-page.tsx') },
];
