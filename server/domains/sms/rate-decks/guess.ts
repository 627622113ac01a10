/**
 * A first guess at a deck's layout: which row is the header (a logo or title block may sit above
 * it), which column holds what (from the header's names, then from the values), the date format,
 * the decimal mark and the price unit. A deck whose header names its columns plainly (Country,
 * Network, MCC, MNC, Price, Currency, Effective from) is read with this guess alone.
 */
import { DECK_COLUMN_ROLES, type DeckColumnRole, type DeckColumns, type DeckSettings } from '../../../../resources/sms/rate-decks.ts';
import { SMS_CURRENCIES } from '../../../../resources/sms/shared.ts';
import { headerKey } from '../../audience/uploads/guess-mapping.ts';
import type { TableRow } from './read-table.ts';
import { guessDateFormat } from './values.ts';

const SYNONYMS: Record<DeckColumnRole, string[]> = {
  country: ['country', 'country name', 'country code', 'country iso', 'iso', 'iso code', 'iso2', 'destination', 'destination country', 'land', 'pays'],
  network: ['network', 'network name', 'operator', 'operator name', 'carrier', 'carrier name', 'mno', 'network operator', 'netz', 'netzwerk', 'operateur', 'destination network'],
  mcc: ['mcc'],
  mnc: ['mnc'],
  mccmnc: ['mcc mnc', 'mccmnc', 'mcc+mnc', 'mcc mnc code', 'hni', 'plmn', 'imsi prefix', 'mcc&mnc'],
  prefix: ['prefix', 'dial prefix', 'dial code', 'dialcode', 'dialling code', 'dialing code', 'number prefix', 'prefixes', 'code', 'range', 'vorwahl'],
  price: ['price', 'rate', 'new rate', 'new price', 'cost', 'sms rate', 'sms price', 'price per sms', 'rate per sms', 'price sms', 'preis', 'prix', 'tarif', 'price per 1000', 'rate per 1000', 'price per 1000 sms'],
  currency: ['currency', 'curr', 'ccy', 'cur', 'wahrung', 'devise'],
  effective_from: ['effective from', 'effective date', 'effective', 'valid from', 'start date', 'from', 'date', 'valid since', 'effective on', 'change date', 'gultig ab'],
};

const EXACT = new Map<string, DeckColumnRole>();
for (const role of DECK_COLUMN_ROLES) for (const s of SYNONYMS[role]) if (!EXACT.has(headerKey(s))) EXACT.set(headerKey(s), role);

/** The role a header names: exactly, or by its first words ("Price (EUR)", "Rate per 1000 SMS"). */
export function roleOfHeader(text: string): DeckColumnRole | null {
  const key = headerKey(text);
  if (!key) return null;
  const exact = EXACT.get(key);
  if (exact) return exact;
  for (const role of ['mccmnc', 'price', 'effective_from', 'currency', 'network', 'country', 'prefix'] as const) {
    if (SYNONYMS[role].some((s) => key.startsWith(`${headerKey(s)} `))) return role;
  }
  return null;
}

/** The header: the first of the first 30 rows naming two roles or more; else the first row. */
export function findHeaderRow(rows: readonly TableRow[]): number {
  for (const row of rows.slice(0, 30)) {
    const roles = new Set(row.cells.map(roleOfHeader).filter(Boolean));
    if (roles.size >= 2) return row.line;
  }
  return rows[0]?.line ?? 1;
}

/** The header's cells and the rows under it. */
export function splitAtHeader(rows: readonly TableRow[], headerRow: number): { headers: string[]; body: TableRow[] } {
  const at = rows.findIndex((r) => r.line >= headerRow);
  if (at < 0) return { headers: [], body: [] };
  return { headers: rows[at].cells.map((c) => c.trim()), body: rows.slice(at + 1) };
}

const isPrice = (v: string) => /^[€$£]?\s*\d+([.,]\d+)?\s*[€$£]?$/.test(v.trim()) && /[.,]/.test(v);

/** Guessed settings for a deck from its header and its first rows. */
export function guessSettings(headers: readonly string[], body: readonly TableRow[], headerRow: number): DeckSettings {
  const columns: DeckColumns = {};
  headers.forEach((h) => {
    const role = roleOfHeader(h);
    if (role && !columns[role]) columns[role] = h;
  });
  const sample = body.slice(0, 50);
  const valuesOf = (header: string) => {
    const i = headers.indexOf(header);
    return sample.map((r) => (r.cells[i] ?? '').trim()).filter(Boolean);
  };
  // Columns the header did not name, guessed by what they hold.
  for (const h of headers) {
    if (!h || Object.values(columns).includes(h)) continue;
    const values = valuesOf(h);
    if (!values.length) continue;
    const all = (test: (v: string) => boolean) => values.every(test);
    if (!columns.currency && all((v) => (SMS_CURRENCIES as readonly string[]).includes(v.toUpperCase()))) columns.currency = h;
    else if (!columns.price && all(isPrice)) columns.price = h;
    else if (!columns.effective_from && guessDateFormat(values) && all((v) => /\d/.test(v) && /[./-]/.test(v))) columns.effective_from = h;
    else if (!columns.mccmnc && !columns.mcc && all((v) => /^\d{3}\s*[-/ ]?\s*\d{2,3}$/.test(v) && v.replace(/\D/g, '').length >= 5)) columns.mccmnc = h;
  }
  // A joined MCC+MNC column is not wanted beside separate ones.
  if (columns.mccmnc && columns.mcc && columns.mnc) delete columns.mccmnc;
  const priceHeader = columns.price ? headerKey(columns.price) : '';
  const priceValues = columns.price ? valuesOf(columns.price) : [];
  const comma = priceValues.length > 0 && priceValues.filter((v) => /\d,\d/.test(v) && !/\d\.\d/.test(v)).length > priceValues.length / 2;
  const dateValues = columns.effective_from ? valuesOf(columns.effective_from) : [];
  return {
    quote: '"',
    header_row: headerRow,
    columns,
    date_format: guessDateFormat(dateValues) ?? 'yyyy-mm-dd',
    price_unit: /1000|1 000|1k|thousand|mille/.test(priceHeader) ? 'thousand' : /cent/.test(priceHeader) ? 'cents' : 'sms',
    decimal: comma ? 'comma' : 'point',
    deck: 'partial',
  };
}
