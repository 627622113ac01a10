/**
 * The sidebar (docs/architecture.md#navigation): every group and list screen of the product in its order. Each
 * area declares its groups in `resources/<area>/navigation.ts` as `navigation` (built with the helpers in
 * resources/kit/navigation-items.ts), each with its `order`; this file gathers them by folder and sorts them. An item for a resource's
 * list (or one of its declared list views) is derived from the resource's definition — path, icon
 * and the name `can()` is asked about — so the sidebar, the screens and the API judge the same
 * name. Screens that are no resource's list (dashboard, hub overview, account pages) are declared
 * with typed names. The front end shows an item once a screen is registered for its path and
 * `can()` lets the user list it (an item under /hub also needs the team's hub switched on).
 * Each screen has one entry: a list shared by two sections (routing plans and routes, which the hub
 * uses too) sits in one of them, and its copy under the other stays reachable from its pages.
 */
import type { AccessRequest } from './access/index.ts';
import { item, listOf, type NavGroup, type NavItem } from './kit/index.ts';
import { providerAccounts } from './voice/index.ts';
import { livePhoneMessages, livePhones } from './sms/index.ts';
import { domainAccounts } from './workspace/index.ts';

export type { NavItem, NavGroup } from './kit/index.ts';

const mainGroup: NavGroup = {
  key: 'main',
  label: null,
  icon: 'dashboard',
  order: 0,
  items: [item('dashboard', '/', 'shell.nav.dashboard', 'dashboard', { icon: 'dashboard' })],
};

// The platform's own screens, staff's alone; /management lists them all, wherever they live.
const managementGroup: NavGroup = {
  key: 'management',
  label: 'shell.nav.groups.management',
  icon: 'control',
  order: 1000,
  items: [
    item('management', '/management', 'shell.nav.management.overview', 'management'),
    item('mail-outbox', '/management/mail-outbox', 'shell.nav.management.mail-outbox', 'mail-outbox'),
  ],
};

// Each area's groups, found by folder (Vite reads it when it builds the app and runs the unit tests).
const areaGroups = Object.values(import.meta.glob<{ navigation?: NavGroup[] }>('./*/navigation.ts', { eager: true })).flatMap((area) => area.navigation ?? []);

export const NAVIGATION: NavGroup[] = [mainGroup, ...areaGroups, managementGroup].sort((a, b) => a.order - b.order);

/**
 * The management screens /management lists for staff: the platform's own records, some kept where
 * they are used (live phones beside the hub's SMS tests, voice provider accounts with the agents'
 * settings). Shown under the same rule as a sidebar item.
 */
export const MANAGEMENT_SCREENS: NavItem[] = [
  item('mail-outbox', '/management/mail-outbox', 'shell.nav.management.mail-outbox', 'mail-outbox'),
  listOf('live-phones', livePhones, 'shell.nav.hub.live-phones'),
  listOf('live-phone-sms', livePhoneMessages, 'shell.nav.hub.live-phone-sms'),
  listOf('provider-accounts', providerAccounts, 'shell.nav.agents.provider-accounts'),
  listOf('domain-accounts', domainAccounts, 'shell.nav.management.domain-accounts'),
];

/** What the sidebar asks `can()` for an item: may this user list it, here. */
export function navRequest(item: NavItem): AccessRequest {
  return { resource: item.resource, action: item.action ?? 'list', ...(item.area && { area: item.area }) };
}

/** The navigation a user sees: registered screens they may list, empty groups dropped. */
export function visibleNavigation(
  registered: (path: string) => boolean,
  allowed: (request: AccessRequest) => boolean,
  groups: NavGroup[] = NAVIGATION,
): NavGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => registered(item.path) && allowed(navRequest(item))) }))
    .filter((group) => group.items.length > 0);
}

/** The item a location belongs to: the longest matching prefix wins (`/hub` vs `/hub/routing/...`). */
export function activeNavItem(pathname: string, groups: NavGroup[] = NAVIGATION): NavItem | undefined {
  let best: NavItem | undefined;
  for (const item of groups.flatMap((group) => group.items)) {
    const prefix = item.match ?? item.path;
    const hit = prefix === '/' ? pathname === '/' : pathname === prefix || pathname.startsWith(`${prefix}/`);
    if (hit && (!best || prefix.length > (best.match ?? best.path).length)) best = item;
  }
  return best;
}
