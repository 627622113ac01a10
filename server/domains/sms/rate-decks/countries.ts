/**
 * A deck's country cell as an ISO 3166-1 alpha-2 code: the code itself, or the country's English
 * name as Intl spells it (accents, case and punctuation aside), or one of the other names vendors
 * use. Built once, on first use.
 */
import { getCountries } from 'libphonenumber-js/max';

let byName: Map<string, string> | null = null;
let codes: Set<string> | null = null;

/** The countries numbers belong to (ISO 3166-1 alpha-2), not the retired or reserved codes Intl also names (DD, UK, EU). */
const countryCodes = () => (codes ??= new Set(getCountries()));

const ALIASES: Record<string, string> = {
  usa: 'US', 'united states of america': 'US', us: 'US', uk: 'GB', 'great britain': 'GB', england: 'GB', britain: 'GB', uae: 'AE', turkey: 'TR', turkiye: 'TR',
  russia: 'RU', 'russian federation': 'RU', 'south korea': 'KR', korea: 'KR', 'republic of korea': 'KR', 'czech republic': 'CZ', czechia: 'CZ', vietnam: 'VN', 'viet nam': 'VN',
  iran: 'IR', holland: 'NL', 'the netherlands': 'NL', 'ivory coast': 'CI', 'hong kong': 'HK', macau: 'MO', 'saudi arabia': 'SA', ksa: 'SA',
  deu: 'DE', gbr: 'GB', fra: 'FR', esp: 'ES', ita: 'IT', nld: 'NL', bel: 'BE', aut: 'AT', che: 'CH', pol: 'PL', swe: 'SE', nor: 'NO', dnk: 'DK', fin: 'FI', prt: 'PT', irl: 'IE', cze: 'CZ',
  rou: 'RO', grc: 'GR', hun: 'HU', tur: 'TR', can: 'CA', mex: 'MX', bra: 'BR', arg: 'AR', chl: 'CL', col: 'CO', ind: 'IN', idn: 'ID', phl: 'PH', tha: 'TH', vnm: 'VN', mys: 'MY',
  are: 'AE', sau: 'SA', egy: 'EG', zaf: 'ZA', nga: 'NG', ken: 'KE', aus: 'AU', nzl: 'NZ', jpn: 'JP', kor: 'KR', chn: 'CN', rus: 'RU', ukr: 'UA', isr: 'IL', pak: 'PK', bgd: 'BD',
};

export function countryKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function names(): Map<string, string> {
  if (byName) return byName;
  const map = new Map<string, string>();
  const display = new Intl.DisplayNames('en', { type: 'region' });
  for (const code of countryCodes()) {
    const name = display.of(code);
    if (!name || name === code) continue;
    for (const key of [countryKey(name), countryKey(name.replace('&', 'and'))]) map.set(key, code);
  }
  for (const [alias, code] of Object.entries(ALIASES)) map.set(alias, code);
  byName = map;
  return map;
}

/** The alpha-2 code of a country cell, or null. */
export function countryOf(text: string): string | null {
  const t = text.trim();
  if (/^[A-Za-z]{2}$/.test(t)) {
    const code = t.toUpperCase();
    return code === 'UK' ? 'GB' : countryCodes().has(code) ? code : null;
  }
  return names().get(countryKey(t)) ?? null;
}
