/**
 * Whether a client's address is among an endpoint's allowed addresses and ranges (empty or none:
 * any address). An IPv4 client reached over an IPv6 socket (`::ffff:10.0.0.1`) counts as its IPv4.
 */
import net from 'node:net';
import { ipVersion } from '../../../../resources/hub/ip-ranges.ts';

/** `::ffff:10.0.0.1` → `10.0.0.1`; anything else as it is. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

export function addressAllowed(allowed: readonly string[] | null | undefined, remote: string): boolean {
  if (!allowed?.length) return true;
  const address = plainAddress(remote);
  const version = ipVersion(address);
  if (!version) return false;
  const list = new net.BlockList();
  for (const entry of allowed) {
    const [ip, prefix] = entry.split('/');
    const v = ipVersion(ip);
    // A malformed entry (refused on write, but an old row may hold one) allows nothing.
    if (!v) continue;
    const type = v === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(ip, type);
    else list.addSubnet(ip, Number(prefix), type);
  }
  return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
}
