/**
 * Which IP addresses Parley refuses to call on a team's behalf: everything that reaches the
 * machine itself, its private networks or the cloud's metadata service rather than the public
 * internet. IPv6 forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4) are judged by
 * the IPv4 address inside them, so `::ffff:127.0.0.1` is as loopback as `127.0.0.1`.
 */
import { isIPv4, isIPv6 } from 'node:net';

export type AddressCategory = 'loopback' | 'private' | 'link-local' | 'shared' | 'unspecified' | 'multicast' | 'broadcast' | 'reserved';

type Range4 = [base: number, bits: number, category: AddressCategory];

const V4_RANGES: Range4[] = [
  [ip4(0, 0, 0, 0), 8, 'unspecified'],
  [ip4(10, 0, 0, 0), 8, 'private'],
  [ip4(100, 64, 0, 0), 10, 'shared'],
  [ip4(127, 0, 0, 0), 8, 'loopback'],
  [ip4(169, 254, 0, 0), 16, 'link-local'],
  [ip4(172, 16, 0, 0), 12, 'private'],
  [ip4(192, 0, 0, 0), 24, 'reserved'],
  [ip4(192, 0, 2, 0), 24, 'reserved'],
  [ip4(192, 168, 0, 0), 16, 'private'],
  [ip4(198, 18, 0, 0), 15, 'reserved'],
  [ip4(198, 51, 100, 0), 24, 'reserved'],
  [ip4(203, 0, 113, 0), 24, 'reserved'],
  [ip4(224, 0, 0, 0), 4, 'multicast'],
  [ip4(240, 0, 0, 0), 4, 'reserved'],
];

function ip4(a: number, b: number, c: number, d: number): number {
  return ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
}

function parse4(address: string): number {
  const [a, b, c, d] = address.split('.').map(Number);
  return ip4(a, b, c, d);
}

function category4(value: number): AddressCategory | null {
  if (value === 0xffffffff) return 'broadcast';
  for (const [base, bits, category] of V4_RANGES) {
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    if (((value & mask) >>> 0) === base) return category;
  }
  return null;
}

/** The 16 bytes of an IPv6 address (zone id dropped, a trailing dotted IPv4 part allowed). */
export function parse6(address: string): Uint8Array {
  const text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const bytes = new Uint8Array(16);
  let head = text;
  let tail4: number | null = null;
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    tail4 = parse4(text.slice(lastColon + 1));
    head = text.slice(0, lastColon + 1) + '0:0';
  }
  const [left, right] = head.includes('::') ? head.split('::') : [head, null];
  const groups = (s: string) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const l = groups(left);
  const r = right === null ? [] : groups(right);
  const all = right === null ? l : [...l, ...new Array(8 - l.length - r.length).fill(0), ...r];
  all.forEach((g, i) => {
    bytes[i * 2] = g >> 8;
    bytes[i * 2 + 1] = g & 0xff;
  });
  if (tail4 !== null) {
    bytes[12] = tail4 >>> 24;
    bytes[13] = (tail4 >>> 16) & 0xff;
    bytes[14] = (tail4 >>> 8) & 0xff;
    bytes[15] = tail4 & 0xff;
  }
  return bytes;
}

const v4At = (b: Uint8Array, i: number) => ((b[i] << 24) >>> 0) + (b[i + 1] << 16) + (b[i + 2] << 8) + b[i + 3];
const zeros = (b: Uint8Array, from: number, to: number) => b.subarray(from, to).every((x) => x === 0);

function category6(b: Uint8Array): AddressCategory | null {
  if (zeros(b, 0, 16)) return 'unspecified';
  if (zeros(b, 0, 15) && b[15] === 1) return 'loopback';
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (the old "compatible" form) carry an IPv4 address.
  if (zeros(b, 0, 10) && ((b[10] === 0xff && b[11] === 0xff) || (b[10] === 0 && b[11] === 0))) return category4(v4At(b, 12));
  // 64:ff9b::/96, NAT64: the gateway connects to the IPv4 address inside.
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(b, 4, 12)) return category4(v4At(b, 12));
  // 64:ff9b:1::/48 is NAT64 for a site's own networks.
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && b[4] === 0 && b[5] === 1) return 'private';
  // 2002::/16, 6to4: the relay connects to the IPv4 address in bytes 2–5.
  if (b[0] === 0x20 && b[1] === 0x02) return category4(v4At(b, 2));
  if ((b[0] & 0xfe) === 0xfc) return 'private';
  if (b[0] === 0xfe && (b[1] & 0xc0) === 0x80) return 'link-local';
  // fec0::/10, the withdrawn site-local range: still private wherever it is used.
  if (b[0] === 0xfe && (b[1] & 0xc0) === 0xc0) return 'private';
  if (b[0] === 0xff) return 'multicast';
  // 100::/64 discards; 2001:db8::/32 is for documentation.
  if (b[0] === 0x01 && b[1] === 0x00 && zeros(b, 2, 8)) return 'reserved';
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0x0d && b[3] === 0xb8) return 'reserved';
  return null;
}

/** Why an address may not be called, or null for a public one. Not an IP address: null. */
export function blockedCategory(address: string): AddressCategory | null {
  if (isIPv4(address)) return category4(parse4(address));
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIPv6(bare)) return category6(parse6(bare));
  return null;
}

/** `localhost`, `foo.localhost` and `localhost.` name the machine itself whatever DNS says. */
export function isLocalhostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === 'localhost.localdomain';
}
