/** Running an SMS test by hand (the sms-tests create screen: the test is Parley's record, started here). */
import { SIGNED_IN, type Screen } from '../../routes/screen-registry.ts';

export const screens: Screen[] = [
  { path: '/hub/routing/vendor/sms-testing/run', guards: SIGNED_IN, layout: 'app', access: { resource: 'sms-tests', action: 'create' }, load: () => import('./run-test-page.tsx') },
];
