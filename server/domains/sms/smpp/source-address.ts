/**
 * The type of number and numbering plan a sender goes out with (SMPP 3.4, 5.2.5–5.2.6). The route's
 * source TON/NPI describe its numbers; they cannot describe a name: an alphanumeric sender
 * ("Parley") is TON 5 / NPI 0 on every SMSC, and one sent as an international number is refused or
 * mangled. A short code (3 to 8 digits, no +) is network-specific, TON 3 / NPI 0: sent as TON 1 the
 * SMSC would read it as a country code and a number. Any longer number keeps the route's settings,
 * written without its +.
 */

export interface SourceAddress {
  addr: string;
  ton: number;
  npi: number;
}

const ALPHANUMERIC = 5;
const NETWORK_SPECIFIC = 3;
const UNKNOWN_PLAN = 0;
const SHORT_CODE = /^\d{3,8}$/;

export function sourceAddress(sender: string, routeTon: number, routeNpi: number): SourceAddress {
  if (/[^\d+]/.test(sender)) return { addr: sender, ton: ALPHANUMERIC, npi: UNKNOWN_PLAN };
  if (SHORT_CODE.test(sender)) return { addr: sender, ton: NETWORK_SPECIFIC, npi: UNKNOWN_PLAN };
  return { addr: sender.replace(/^\+/, ''), ton: routeTon, npi: routeNpi };
}
