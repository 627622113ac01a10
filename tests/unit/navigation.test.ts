import { describe, expect, it } from 'vitest';
import { activeNavItem, NAVIGATION, navRequest, visibleNavigation } from '../../resources/navigation.ts';
import { can, isResourceName, type Actor } from '../../resources/access/index.ts';
import { resourceByName } from '../../resources/index.ts';
import { isScreenRegistered, registeredScreens } from '../../src/routes/screen-registry.ts';
import '../../src/routes/screens.ts';
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
      'main', 'agents', 'voice', 'audience', 'campaigns', 'hub', 'sms-routing', 'integrations', 'settings', 'account',
    ]);
    for (const group of NAVIGATION) {
      if (group.label) expect(typeof lookup(group.label), group.label).toBe('string');
      for (const item of group.items) expect(typeof lookup(item.label), item.label).toBe('string');
    }
  });

  it('asks can() about names it knows, and a resource item about the resource whose list it opens', () => {
    for (const item of items) {
      expect(isResourceName(item.resource), item.key).toBe(true);
      const resource = resourceByName(item.resource);
      if (!resource) continue; // a platform screen (dashboard, hub overview, tokens, account pages)
      const lists = [resource.routes.list, ...(resource.routes.views ?? []).map((v) => v.path)];
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

  it('hides API tokens from members and shows the mail outbox and live phones to staff only', () => {
    expect(keys({ id: 1, is_staff: false, role: 'owner', areas: hub })).toContain('tokens');
    expect(keys({ id: 2, is_staff: false, role: 'member', areas: hub })).not.toContain('tokens');
    expect(keys({ id: 2, is_staff: false, role: 'owner', areas: hub })).not.toContain('mail-outbox');
    expect(keys({ id: 2, is_staff: false, role: 'owner', areas: hub })).not.toContain('hub-live-phones');
    expect(forActor({ id: 3, is_staff: true, role: 'owner', areas: hub })).toContainEqual(['hub', expect.arrayContaining(['mail-outbox', 'hub-live-phones'])]);
  });

  it('shows the hub to every role of a team that runs it, and to nobody while it is off', () => {
    const hubKeys = NAVIGATION.find((g) => g.key === 'hub')!.items.filter((i) => i.path.startsWith('/hub')).map((i) => i.key);
    expect(keys({ id: 2, is_staff: false, role: 'viewer', areas: hub })).toEqual(expect.arrayContaining(['hub', 'hub-endpoints', 'hub-client-rates', 'hub-plans', 'hub-routes']));
    for (const actor of [{ id: 1, is_staff: false, role: 'owner' }, { id: 3, is_staff: true, role: 'owner' }] as Actor[]) {
      const shown = keys({ ...actor, areas: [] });
      for (const key of hubKeys) expect(shown, key).not.toContain(key);
      // SMS routing, which shares plans and routes with the hub, stays.
      expect(shown).toEqual(expect.arrayContaining(['sms-plans', 'sms-routes']));
    }
    // Staff keep the mail outbox, which sits in the hub group but is no hub screen.
    expect(forActor({ id: 3, is_staff: true, role: 'owner', areas: [] })).toContainEqual(['hub', ['mail-outbox']]);
  });

  it('marks the longest matching item active', () => {
    expect(activeNavItem('/')?.key).toBe('dashboard');
    expect(activeNavItem('/my-account/team-settings/members')?.key).toBe('team-settings');
    expect(activeNavItem('/hub/routing/vendor/rates/Inboxes')?.key).toBe('hub-vendor-rates');
    expect(activeNavItem('/hub/companies/12')?.key).toBe('hub-companies');
    expect(activeNavItem('/nowhere')).toBeUndefined();
  });
});
