/** The dashboard, the first screen after signing in. */
import { SIGNED_IN, type Screen } from '../../routes/screen-registry.ts';

export const screens: Screen[] = [
  { path: '/', guards: SIGNED_IN, layout: 'app', load: () => import('./dashboard.tsx') },
];
