/** The diagram editor, in place of the generic edit screen of automations and the hub's record screens. */
import { SIGNED_IN, type Screen } from '../../routes/screen-registry.ts';

const automationEditor = () => import('./automation-editor.tsx');

export const screens: Screen[] = [
  { path: '/campaigns/automations/:id', guards: SIGNED_IN, layout: 'app', access: { resource: 'automations', action: 'show' }, load: automationEditor },
  { path: '/hub/automations/:id', guards: SIGNED_IN, layout: 'app', access: { resource: 'automations', action: 'show' }, load: automationEditor },
  { path: '/hub/automations/:id/edit', guards: SIGNED_IN, layout: 'app', access: { resource: 'automations', action: 'show' }, load: automationEditor },
];
