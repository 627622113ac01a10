/**
 * The checks before Parley connects anywhere for a team: http or https only, no credentials in the
 * address, and no loopback, private or link-local destination unless the team allowed that host.
 * Names are judged by the addresses they resolve to, and the connection then goes to the address
 * that was judged (see connector.ts), so a name cannot resolve to a public address for the check
 * and a private one for the connection.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { blockedCategory, isLocalhostName } from './address-policy.ts';
import { OutboundRefused } from './errors.ts';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to every address it has; tests pass their own. */
export type Lookup = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: Lookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** A host as compared with the team's list: lower case, no brackets, no trailing dot. */
export function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
}

export function allowedHostSet(hosts: readonly string[] | undefined): ReadonlySet<string> {
  return new Set((hosts ?? []).map(normalizeHost));
}

/** Everything that can be judged from the address alone, before any DNS or connection. */
export function checkUrl(url: URL, allowed: ReadonlySet<string>, via?: string): void {
  const host = normalizeHost(url.hostname);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw OutboundRefused.scheme(url.protocol, host);
  if (url.username || url.password) throw OutboundRefused.credentials(host);
  if (allowed.has(host)) return;
  if (isLocalhostName(host)) throw OutboundRefused.localhost(host);
  if (isIP(host)) {
    const category = blockedCategory(host);
    if (category) throw OutboundRefused.address(host, host, category, via);
  }
}

/**
 * The address to connect to for a host: an IP literal as it is, a name resolved with every one of
 * its addresses checked (one refused address refuses the name: a name that points at both the
 * internet and the metadata service is not one to call).
 */
export async function resolveChecked(hostname: string, allowed: ReadonlySet<string>, lookup: Lookup): Promise<ResolvedAddress> {
  const host = normalizeHost(hostname);
  const permitted = allowed.has(host);
  if (!permitted && isLocalhostName(host)) throw OutboundRefused.localhost(host);
  const literal = isIP(host);
  const addresses = literal ? [{ address: host, family: literal }] : await lookup(host);
  if (!addresses.length) throw Object.assign(new Error(`no address for ${host}`), { code: 'ENOTFOUND' });
  if (!permitted) {
    for (const { address } of addresses) {
      const category = blockedCategory(address);
      if (category) throw OutboundRefused.address(host, address, category);
    }
  }
  return addresses[0];
}
