/** The lookups' sidebar entries (docs/architecture.md#navigation); they sit in the audience group. */
import { listOf, type NavItem } from '../kit/index.ts';
import { hlrLookups, mnpRequests } from './index.ts';

export const enrichmentItems: NavItem[] = [
  listOf('hlr', hlrLookups, 'shell.nav.audience.hlr'),
  listOf('mnp', mnpRequests, 'shell.nav.audience.mnp'),
];
