/**
 * A team's own settings, kept as one JSON object on the team: which areas it uses and which hosts
 * Parley may call on its behalf. Missing keys take the defaults below, so adding a setting needs no
 * data migration.
 */
import { z } from 'zod';

export const MAX_ALLOWED_HOSTS = 50;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^\[?[0-9a-f]*:[0-9a-f:.]*\]?$/;

/**
 * A host as an admin types it: a name such as `crm.internal` or `localhost`, an IPv4 address or an
 * IPv6 literal; no scheme, path, port or wildcard. Shared by the server's check and the form's.
 */
export function isHostName(value: string): boolean {
  if (value.length < 1 || value.length > 253) return false;
  if (IPV4.test(value)) return true;
  if (value.includes(':')) return IPV6.test(value) && (value.startsWith('[') === value.endsWith(']'));
  // All-numeric names are mistyped IPv4 addresses, not host names.
  return value.split('.').every((label) => LABEL.test(label)) && !/^[\d.]+$/.test(value);
}

const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isHostName, 'Give a host name such as crm.example.com or an IP address, without http://, a port or a path.');

const hostList = z.array(hostName).max(MAX_ALLOWED_HOSTS, `At most ${MAX_ALLOWED_HOSTS} hosts.`);

const COUNTRY = /^[A-Z]{2}$/;
const countryCode = z.string().trim().toUpperCase().regex(COUNTRY, 'Give a two-letter country code such as AE or GB.');
const countryList = z.array(countryCode).max(300);

export const teamSettingsSchema = z.object({
  /** The hub: the team's wholesale SMS business (its clients are endpoints, its vendors routes). */
  hub_enabled: z.boolean().default(false),
  /**
   * Hosts on private, loopback or link-local addresses that Parley may call for this team (tools,
   * webhooks, provider adapters). Public hosts need no entry.
   */
  outbound_allowed_hosts: hostList.default([]),
  /** Where a contact's number written without a country code is read (uploads, feeds, the API). */
  default_country: countryCode.nullable().default(null),
  /** The countries contacts may be in; empty: every country. */
  contact_countries: countryList.default([]),
});

export type TeamSettings = z.infer<typeof teamSettingsSchema>;

/** A change to the settings: the keys given replace the stored ones, the others stay. */
export const teamSettingsPatchSchema = z.strictObject({
  hub_enabled: z.boolean().optional(),
  outbound_allowed_hosts: hostList.optional(),
  default_country: countryCode.nullable().optional(),
  contact_countries: countryList.optional(),
});

export type TeamSettingsPatch = z.infer<typeof teamSettingsPatchSchema>;

/** The stored settings with a change applied (a host given twice is kept once). */
export function applyTeamSettings(stored: unknown, patch: TeamSettingsPatch): TeamSettings {
  const next = { ...teamSettingsOf(stored), ...patch };
  return { ...next, outbound_allowed_hosts: [...new Set(next.outbound_allowed_hosts)], contact_countries: [...new Set(next.contact_countries)] };
}

/**
 * The stored object with every default filled in, key by key: a value an older rule let in (a host
 * with a port, say) is dropped alone and never takes the other settings with it.
 */
export function teamSettingsOf(stored: unknown): TeamSettings {
  const raw = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const hosts = Array.isArray(raw.outbound_allowed_hosts) ? raw.outbound_allowed_hosts : [];
  return {
    hub_enabled: raw.hub_enabled === true,
    outbound_allowed_hosts: hosts.filter((h): h is string => typeof h === 'string' && isHostName(h)).slice(0, MAX_ALLOWED_HOSTS),
    default_country: typeof raw.default_country === 'string' && COUNTRY.test(raw.default_country) ? raw.default_country : null,
    contact_countries: (Array.isArray(raw.contact_countries) ? raw.contact_countries : []).filter((c): c is string => typeof c === 'string' && COUNTRY.test(c)),
  };
}
