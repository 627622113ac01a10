import { describe, expect, it } from 'vitest';
import { activeNavItem, MANAGEMENT_SCREENS, NAVIGATION, navRequest, visibleNavigation, type NavItem } from '../../resources/navigation.ts';
import { can, isResourceName, type Actor } from '../../resources/access/index.ts';
import { resourceByName } from '../../resources/index.ts';
import { isScreenRegistered, registeredScreens } from '../../src/routes/screen-registry.ts';
import { pageScreenPaths } from '../../src/routes/screens.ts';
import en from '../../locales/en/shell.json';

const lookup = (path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], { shell: en });

const forActor = (actor: Actor) =>
  visibleNavigation(isScreenRegistered, (request) => can(actor, request).can).map((group) => [group.key, group.items.map((item) => item.key)]);
const keys = (actor: Actor) => forActor(actor).flatMap(([, items]) => items as string[]);

const hub = ['hub'] as const;
const items = NAVIGATION.flatMap((group) => group.items);

describe('navigation', () => {
  it('has every sidebar group in its order, each label translated', () => {
    expect(NAVIGATION.map((group) => group.key)).toEqual([
      'main', 'agents', 'voice', 'audience', 'campaigns', 'hub', 'sms-routing', 'integrations', 'settings', 'account', 'management',
    ]);
    for (const group of NAVIGATION) {
      if (group.label) expect(typeof lookup(group.label), group.label).toBe('string');
      for (const item of group.items) expect(typeof lookup(item.label), item.label).toBe('string');
    }
  });

  it('asks can() about names it knows, and a resource item about the resource whose list (or other screen) it opens', () => {
    for (const item of items) {
      expect(isResourceName(item.resource), item.key).toBe(true);
      const resource = resourceByName(item.resource);
      if (!resource) continue; // a platform screen (dashboard, hub overview, tokens, account pages)
      // An item that does something else than list (sending an SMS) opens the resource's create screen.
      const lists = item.action && item.action !== 'list' ? [resource.routes.create] : [resource.routes.list, ...(resource.routes.views ?? []).map((v) => v.path)];
      expect(lists.includes(item.path) || (item.match && resource.routes.list?.startsWith(item.match)), `${item.key} opens a list of ${item.resource}`).toBeTruthy();
      if (resource.icon) expect(item.icon, item.key).toBe(resource.icon);
    }
    // The screen at an item's path guards itself with the same resource the sidebar asks about.
    const screens = new Map(registeredScreens().map((s) => [s.path, s]));
    for (const item of items) {
      const access = screens.get(item.path)?.access;
      if (access) expect(access, item.key).toEqual(navRequest(item));
    }
  });

  it('shows exactly the built screens an actor may open, hiding empty groups', () => {
    for (const actor of [
      { id: 1, is_staff: false, role: 'owner', areas: hub },
      { id: 2, is_staff: false, role: 'viewer', areas: hub },
      { id: 3, is_staff: true, role: 'owner', areas: hub },
      { id: 4, is_staff: false, role: 'admin', areas: [] },
    ] as Actor[]) {
      const shown = new Set(keys(actor));
      for (const item of items) {
        const expected = isScreenRegistered(item.path) && can(actor, navRequest(item)).can;
        expect(shown.has(item.key), `${item.key} for ${JSON.stringify(actor)}`).toBe(expected);
      }
      for (const [, group] of forActor(actor)) expect((group as string[]).length).toBeGreaterThan(0);
      expect(shown.has('dashboard')).toBe(true);
    }
  });

  it('hides API tokens from members and shows management and live phones to staff only', () => {
    expect(keys({ id: 1, is_staff: false, role: 'owner', areas: hub })).toContain('tokens');
    expect(keys({ id: 2, is_staff: false, role: 'member', areas: hub })).not.toContain('tokens');
    for (const key of ['management', 'mail-outbox', 'hub-live-phones']) expect(keys({ id: 2, is_staff: false, role: 'owner', areas: hub })).not.toContain(key);
    expect(forActor({ id: 2, is_staff: false, role: 'owner', areas: hub }).map(([group]) => group)).not.toContain('management');
    const staff = forActor({ id: 3, is_staff: true, role: 'owner', areas: hub });
    expect(staff).toContainEqual(['management', ['management', 'mail-outbox']]);
    expect(staff).toContainEqual(['hub', expect.arrayContaining(['hub-live-phones'])]);
  });

  it('lists each screen once: the mail outbox under management, sending an SMS under SMS', () => {
    const groupOf = (key: string) => NAVIGATION.find((group) => group.items.some((item) => item.key === key))?.key;
    expect(groupOf('mail-outbox')).toBe('management');
    expect(NAVIGATION.find((g) => g.key === 'hub')!.items.map((i) => i.path)).not.toContain('/management/mail-outbox');
    const send = items.find((item) => item.path === '/sms/send');
    expect(send && groupOf(send.key)).toBe('sms-routing');
    // Only those who may send see it: a viewer reads the SMS logs but may not send.
    expect(keys({ id: 1, is_staff: false, role: 'member', areas: [] })).toContain(send!.key);
    expect(keys({ id: 2, is_staff: false, role: 'viewer', areas: [] })).not.toContain(send!.key);
    expect(keys({ id: 2, is_staff: false, role: 'viewer', areas: [] })).toContain('sms-logs');

    const repeated = <T,>(values: T[]) => values.filter((value, i) => values.indexOf(value) !== i);
    expect(repeated(items.map((item) => item.key)), 'keys').toEqual([]);
    expect(repeated(items.map((item) => item.path)), 'paths').toEqual([]);
    // Two items open the same screen when they list the same records the same way: a resource's
    // own list and a plain copy of it elsewhere (the hub's routing plans), or one platform screen
    // (the route simulator) at two paths. A copy replaced by a page of its own (the SMS reports over
    // the campaigns list) is another screen, and so is a copy filtered differently (voice contacts).
    const screenOf = (item: NavItem): string => {
      const resource = resourceByName(item.resource);
      if (!resource || pageScreenPaths().has(item.path)) return resource ? `page ${item.path}` : `${item.resource} ${item.action ?? 'list'}`;
      const view = resource.routes.views?.find((v) => v.path === item.path);
      return `${item.resource} ${JSON.stringify(view?.filter ?? {})}`;
    };
    expect(repeated(items.map(screenOf)), 'screens listed twice').toEqual([]);
    for (const [resource, label] of [['routing-plans', 'plans'], ['routes', 'routes'], ['routing-simulate', 'simulator']]) {
      expect(items.filter((item) => item.resource === resource && (item.action ?? 'list') === 'list'), label).toHaveLength(1);
    }
  });

  it('lists on /management the management screens, each under the rule its own screen has', () => {
    const screens = new Map(registeredScreens().map((s) => [s.path, s]));
    expect(MANAGEMENT_SCREENS.map((item) => item.key)).toEqual(['mail-outbox', 'live-phones', 'live-phone-sms', 'provider-accounts', 'domain-accounts']);
    for (const item of MANAGEMENT_SCREENS) {
      expect(typeof lookup(item.label), item.label).toBe('string');
      expect(screens.get(item.path)?.access, item.key).toEqual(navRequest(item));
      expect(can({ id: 2, is_staff: false, role: 'owner', areas: hub }, navRequest(item)).can, item.key).toBe(false);
      expect(can({ id: 3, is_staff: true, role: 'owner', areas: hub }, navRequest(item)).can, item.key).toBe(true);
    }
    expect(screens.get('/management')?.access).toEqual({ resource: 'management', action: 'list' });
  });

  it('shows the hub to every role of a team that runs it, and to nobody while it is off', () => {
    const hubKeys = NAVIGATION.find((g) => g.key === 'hub')!.items.filter((i) => i.path.startsWith('/hub')).map((i) => i.key);
    expect(keys({ id: 2, is_staff: false, role: 'viewer', areas: hub })).toEqual(expect.arrayContaining(['hub', 'hub-endpoints', 'hub-client-rates', 'sms-plans', 'sms-routes']));
    for (const actor of [{ id: 1, is_staff: false, role: 'owner' }, { id: 3, is_staff: true, role: 'owner' }] as Actor[]) {
      const shown = keys({ ...actor, areas: [] });
      for (const key of hubKeys) expect(shown, key).not.toContain(key);
      // SMS routing, which shares plans and routes with the hub, stays.
      expect(shown).toEqual(expect.arrayContaining(['sms-plans', 'sms-routes']));
    }
    // Staff keep management, which is no hub screen.
    expect(forActor({ id: 3, is_staff: true, role: 'owner', areas: [] })).toContainEqual(['management', ['management', 'mail-outbox']]);
  });

  it('marks the longest matching item active', () => {
    expect(activeNavItem('/')?.key).toBe('dashboard');
    expect(activeNavItem('/my-account/team-settings/members')?.key).toBe('team-settings');
    expect(activeNavItem('/sms/routing/rates/Inboxes')?.key).toBe('sms-rate-inboxes');
    expect(activeNavItem('/hub/routing/plans/3/rules')?.key).toBe('hub');
    expect(activeNavItem('/hub/companies/12')?.key).toBe('hub-companies');
    expect(activeNavItem('/nowhere')).toBeUndefined();
  });
});
