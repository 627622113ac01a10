import { describe, expect, it } from 'vitest';
import { activeNavItem, NAVIGATION, visibleNavigation } from '../../resources/navigation.ts';
import { can, type Actor } from '../../resources/access/index.ts';
import { isScreenRegistered } from '../../src/routes/screen-registry.ts';
import '../../src/routes/screens.ts';
import en from '../../locales/en/shell.json';

const lookup = (path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], { shell: en });

const forActor = (actor: Actor) =>
  visibleNavigation(isScreenRegistered, (resource) => can(actor, { resource, action: 'list' }).can).map((group) => [
    group.key,
    group.items.map((item) => item.key),
  ]);

describe('navigation', () => {
  it('has the SPEC §2 groups, each label translated', () => {
    expect(NAVIGATION.map((group) => group.key)).toEqual([
      'main', 'agents', 'voice', 'audience', 'campaigns', 'hub', 'sms-routing', 'integrations', 'settings', 'account',
    ]);
    for (const group of NAVIGATION) {
      if (group.label) expect(typeof lookup(group.label), group.label).toBe('string');
      for (const item of group.items) expect(typeof lookup(item.label), item.label).toBe('string');
    }
  });

  it('shows exactly the built screens an actor may open, hiding empty groups', () => {
    for (const actor of [
      { id: 1, is_staff: false, role: 'owner' },
      { id: 2, is_staff: false, role: 'viewer' },
      { id: 3, is_staff: true, role: 'owner' },
    ] as Actor[]) {
      const shown = new Set(forActor(actor).flatMap(([, items]) => items as string[]));
      for (const group of NAVIGATION) {
        for (const item of group.items) {
          const expected = isScreenRegistered(item.path) && can(actor, { resource: item.resource, action: 'list' }).can;
          expect(shown.has(item.key), `${item.key} for ${JSON.stringify(actor)}`).toBe(expected);
        }
      }
      for (const [, items] of forActor(actor)) expect((items as string[]).length).toBeGreaterThan(0);
      expect(shown.has('dashboard')).toBe(true);
    }
  });

  it('hides API tokens from members and shows the mail outbox to staff only', () => {
    const keys = (actor: Actor) => forActor(actor).flatMap(([, items]) => items as string[]);
    expect(keys({ id: 1, is_staff: false, role: 'owner' })).toContain('tokens');
    expect(keys({ id: 2, is_staff: false, role: 'member' })).not.toContain('tokens');
    expect(keys({ id: 2, is_staff: false, role: 'owner' })).not.toContain('mail-outbox');
    expect(forActor({ id: 3, is_staff: true, role: 'owner' })).toContainEqual(['hub', expect.arrayContaining(['mail-outbox'])]);
  });

  it('marks the longest matching item active', () => {
    expect(activeNavItem('/')?.key).toBe('dashboard');
    expect(activeNavItem('/my-account/team-settings/members')?.key).toBe('team-settings');
    expect(activeNavItem('/hub/routing/vendor/rates/Inboxes')?.key).toBe('hub-vendor-rates');
    expect(activeNavItem('/hub/companies/12')?.key).toBe('hub-companies');
    expect(activeNavItem('/nowhere')).toBeUndefined();
  });
});
