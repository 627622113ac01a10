/** The jobs screen: what runs in the background, with its progress. */
import { SIGNED_IN, type Screen } from '../../routes/screen-registry.ts';

export const screens: Screen[] = [
  { path: '/settings/jobs', guards: SIGNED_IN, layout: 'app', access: { resource: 'jobs', action: 'list' }, load: () => import('./jobs/jobs-page.tsx') },
];
