/** The SMS report, in place of the generic view of the campaigns list at its path. */
import { SIGNED_IN, type Screen } from '../../routes/screen-registry.ts';

export const screens: Screen[] = [
  { path: '/campaigns/reports', guards: SIGNED_IN, layout: 'app', access: { resource: 'campaigns', action: 'list' }, load: () => import('./reports/reports-page.tsx') },
];
