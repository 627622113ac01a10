/**
 * Which of the team's networks a deck row prices: by MCC and MNC, by the network's name (or brand)
 * within its country, or by a dial prefix, which Google's prefix data names a network for
 * (server/domains/audience/prefix-networks.ts). Built once per deck from the team's networks; each
 * lookup is a few map probes, so 50,000 rows match in milliseconds.
 */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import { networkOfNumber } from '../../audience/prefix-networks.ts';
import { countryKey } from './countries.ts';

export interface TeamNetwork {
  name: string;
  brand: string | null;
  country: string;
  mcc: string;
  mnc: string;
}

let countriesOfCode: Map<string, string[]> | null = null;

function callingCountries(digits: string): string[] {
  if (!countriesOfCode) {
    countriesOfCode = new Map();
    for (const c of getCountries()) {
      const code = getCountryCallingCode(c);
      countriesOfCode.set(code, [...(countriesOfCode.get(code) ?? []), c]);
    }
  }
  for (let len = 1; len <= 3; len++) {
    const found = countriesOfCode.get(digits.slice(0, len));
    if (found) return found;
  }
  return [];
}

export class NetworkMatcher {
  private byCode = new Map<string, TeamNetwork>();
  private byName = new Map<string, TeamNetwork | null>();
  private byCountry = new Map<string, TeamNetwork[]>();
  private prefixes = new Map<string, TeamNetwork | null>();

  constructor(networks: readonly TeamNetwork[]) {
    for (const n of networks) {
      this.byCode.set(`${n.mcc}-${n.mnc}`, n);
      for (const label of [n.name, n.brand]) {
        if (!label) continue;
        const key = `${n.country}|${countryKey(label)}`;
        // A name two networks of one country share (a brand) names neither.
        const known = this.byName.get(key);
        this.byName.set(key, known === undefined || known === n ? n : null);
      }
      const same = this.byCountry.get(n.country);
      if (same) same.push(n);
      else this.byCountry.set(n.country, [n]);
    }
  }

  byMccMnc(mcc: string, mnc: string): TeamNetwork | null {
    if (!/^\d{3}$/.test(mcc) || !/^\d{1,3}$/.test(mnc)) return null;
    return this.byCode.get(`${mcc}-${mnc}`) ?? this.byCode.get(`${mcc}-${mnc.padStart(2, '0')}`) ?? this.byCode.get(`${mcc}-${mnc.padStart(3, '0')}`) ?? null;
  }

  /** MCC and MNC in one cell: 26201, 262-01, 262 01, 262/01. */
  byJoinedCode(cell: string): TeamNetwork | null {
    const t = cell.trim();
    const split = /^(\d{3})\s*[-/ .,_]\s*(\d{1,3})$/.exec(t);
    if (split) return this.byMccMnc(split[1], split[2]);
    if (!/^\d{5,6}$/.test(t)) return null;
    return this.byMccMnc(t.slice(0, 3), t.slice(3));
  }

  /** A name or brand within a country; else the one network of the country whose name holds it (or it holds). */
  byNetworkName(country: string, name: string): TeamNetwork | null {
    const key = countryKey(name);
    if (!key) return null;
    const exact = this.byName.get(`${country}|${key}`);
    if (exact !== undefined) return exact;
    const near = (this.byCountry.get(country) ?? []).filter((n) => [n.name, n.brand].some((l) => l && (countryKey(l).includes(key) || key.includes(countryKey(l)))));
    return near.length === 1 ? near[0] : null;
  }

  /** A dial prefix (with or without + or 00): the network Google's prefix data names for it. */
  byPrefix(cell: string): TeamNetwork | null {
    const digits = cell.trim().replace(/^(\+|00)/, '').replace(/[\s-]/g, '');
    if (!/^\d{1,15}$/.test(digits)) return null;
    const known = this.prefixes.get(digits);
    if (known !== undefined) return known;
    // The prefix data needs four digits at least; a short prefix is padded inside its own range.
    const found = digits.length >= 4 ? networkOfNumber(`+${digits}`) : null;
    let match: TeamNetwork | null = null;
    if (found?.mcc && found.mnc) match = this.byMccMnc(found.mcc, found.mnc);
    if (!match && found) {
      const hits = callingCountries(digits)
        .map((c) => this.byNetworkName(c, found.network))
        .filter((n): n is TeamNetwork => n !== null);
      match = hits.length === 1 ? hits[0] : null;
    }
    this.prefixes.set(digits, match);
    return match;
  }
}
