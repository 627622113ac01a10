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

  it('shows an owner only the built screens they may open, hiding empty groups', () => {
    expect(forActor({ id: 1, is_staff: false, role: 'owner' })).toEqual([
      ['main', ['dashboard']],
      ['campaigns', ['offers']],
      ['settings', ['custom-fields', 'tokens']],
      ['account', ['my-account', 'team-settings']],
    ]);
  });

  it('hides API tokens from members and shows staff the mail outbox', () => {
    expect(forActor({ id: 2, is_staff: false, role: 'member' })).toEqual([
      ['main', ['dashboard']],
      ['campaigns', ['offers']],
      ['settings', ['custom-fields']],
      ['account', ['my-account', 'team-settings']],
    ]);
    expect(forActor({ id: 3, is_staff: true, role: 'owner' })).toContainEqual(['hub', ['mail-outbox']]);
  });

  it('marks the longest matching item active', () => {
    expect(activeNavItem('/')?.key).toBe('dashboard');
    expect(activeNavItem('/my-account/team-settings/members')?.key).toBe('team-settings');
    expect(activeNavItem('/hub/routing/vendor/rates/Inboxes')?.key).toBe('hub-vendor-rates');
    expect(activeNavItem('/hub/companies/12')?.key).toBe('hub-companies');
    expect(activeNavItem('/nowhere')).toBeUndefined();
  });
});
