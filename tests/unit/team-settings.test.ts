import { describe, expect, it } from 'vitest';
import { applyTeamSettings, isHostName, teamSettingsOf, teamSettingsPatchSchema } from '../../resources/account/team-settings.ts';

describe('team settings', () => {
  it('fill defaults, and a bad stored value loses only itself', () => {
    expect(teamSettingsOf(undefined)).toEqual({ hub_enabled: false, outbound_allowed_hosts: [], default_country: null, contact_countries: [] });
    expect(teamSettingsOf({ hub_enabled: true })).toEqual({ hub_enabled: true, outbound_allowed_hosts: [], default_country: null, contact_countries: [] });
    expect(teamSettingsOf({ hub_enabled: true, outbound_allowed_hosts: ['crm.internal', 'crm.internal:8080', 7] })).toEqual({ hub_enabled: true, outbound_allowed_hosts: ['crm.internal'], default_country: null, contact_countries: [] });
    expect(teamSettingsOf({ hub_enabled: 'yes' }).hub_enabled).toBe(false);
  });

  it('take host names and IP addresses, nothing with a scheme, port, path or wildcard', () => {
    for (const ok of ['crm.internal', 'localhost', '10.0.0.7', '192.168.1.20', '::1', '[fd00::1]', 'a-b.example.co.uk']) expect(isHostName(ok), ok).toBe(true);
    for (const bad of ['http://crm.internal', 'crm.internal:8080', 'crm.internal/x', '*.internal', '-crm.internal', 'crm-.internal', '999.1.1.1', '10.0.0', '', '[::1', 'a b']) expect(isHostName(bad), bad).toBe(false);
  });

  it('change only the keys given, lower-cased and each host once', () => {
    const patch = teamSettingsPatchSchema.parse({ outbound_allowed_hosts: [' CRM.internal ', 'crm.internal', '10.0.0.7'] });
    expect(applyTeamSettings({ hub_enabled: true }, patch)).toEqual({ hub_enabled: true, outbound_allowed_hosts: ['crm.internal', '10.0.0.7'], default_country: null, contact_countries: [] });
    expect(teamSettingsPatchSchema.safeParse({ outbound_allowed_hosts: ['x'.repeat(300)] }).success).toBe(false);
    expect(teamSettingsPatchSchema.safeParse({ other: true }).success).toBe(false);
  });
});
