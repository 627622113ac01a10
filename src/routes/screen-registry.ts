/**
 * Which screens exist. A screen registers its route, guards and layout here; the router renders
 * the registered ones and the sidebar shows a navigation item only once its path is registered.
 */
import { areaOfPath } from '../../resources/access/areas.ts';
import type { AccessRequest } from '../../resources/access/index.ts';
import type { GuardKind } from '../guards/guard-decision.ts';
import { lazyPage, type PageLoader } from './lazy-page.ts';

export type ScreenLayout =
  /** Sidebar shell with Refine (data hooks, access control). */
  | 'app'
  /** Centred card without navigation: auth pages, onboarding, public invitation. */
  | 'blank';

export interface Screen {
  /** react-router path pattern (`/team-invitations/:token`). */
  path: string;
  guards: GuardKind[];
  layout: ScreenLayout;
  /** What the user must be allowed (the same `can()` as the server); else the access-denied page shows. */
  access?: AccessRequest;
  load: PageLoader;
}

/** A signed-out visitor's page (signing in, signing up): a signed-in user is sent on. */
export const GUEST: GuardKind[] = ['guest'];
/** A page of the app: signed in, with a verified e-mail address. */
export const SIGNED_IN: GuardKind[] = ['auth', 'verified'];

export interface RegisteredScreen extends Screen {
  Component: ReturnType<typeof lazyPage>;
}

const registry = new Map<string, RegisteredScreen>();

/** A screen under an area's path (/hub/...) is refused while the team has that area switched off. */
export function registerScreen(screen: Screen): void {
  const area = areaOfPath(screen.path);
  if (area && !screen.access) throw new Error(`screen ${screen.path} belongs to the ${area} and needs an access rule`);
  const access = area && screen.access ? { ...screen.access, area } : screen.access;
  registry.set(screen.path, { ...screen, access, Component: lazyPage(screen.load) });
}

export function isScreenRegistered(path: string): boolean {
  return registry.has(path);
}

export function registeredScreens(layout?: ScreenLayout): RegisteredScreen[] {
  return [...registry.values()].filter((screen) => !layout || screen.layout === layout);
}
