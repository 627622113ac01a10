/**
 * Addresses a client may bind from: an IPv4 or IPv6 address, or a range in CIDR notation
 * (`185.42.116.0/24`, `2001:db8::/32`). Checked the same way in the form and on the server, so
 * this module uses no Node API.
 */

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isIpv6(text: string): boolean {
  if (!/^[0-9a-fA-F:.]+$/.test(text) || !text.includes(':')) return false;
  try {
    // A URL host in brackets is parsed by the platform's own IPv6 grammar (both in browsers and Node).
    return new URL(`http://[${text}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}

/** 4 or 6 for an address, null otherwise. */
export function ipVersion(text: string): 4 | 6 | null {
  if (IPV4.test(text)) return 4;
  return isIpv6(text) ? 6 : null;
}

/** An address, or an address and a prefix length that fits it (at most /32 for IPv4, /128 for IPv6). */
export function isIpOrRange(text: string): boolean {
  const [address, prefix, extra] = text.split('/');
  if (extra !== undefined) return false;
  const version = ipVersion(address);
  if (!version) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

export const IP_RANGE_MESSAGE = 'Use an IP address (185.42.116.10) or a range in CIDR notation (185.42.116.0/24).';
