/** The rate changes desk (docs/areas/sms.md#rate-changes): the same screen in the hub and in SMS routing. */
import { SIGNED_IN, type Screen } from '../../routes/screen-registry.ts';

const load = () => import('./rate-changes-page.tsx');

export const screens: Screen[] = [
  { path: '/hub/routing/vendor/rates/Changes', guards: SIGNED_IN, layout: 'app', access: { resource: 'rate-changes', action: 'list' }, load },
  { path: '/sms/routing/rates/Changes', guards: SIGNED_IN, layout: 'app', access: { resource: 'rate-changes', action: 'list' }, load },
];
