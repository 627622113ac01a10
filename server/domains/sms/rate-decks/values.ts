/**
 * A deck's cells as Parley's values: prices to integer millionths by string arithmetic (never a
 * float: 0.0125 per SMS is exactly 12500), dates by the deck's format.
 */
import type { DECK_DATE_FORMATS, DECK_DECIMALS, DECK_PRICE_UNITS } from '../../../../resources/sms/rate-decks.ts';
import { SMS_PRICE_SCALE } from '../../../../resources/sms/shared.ts';

const MAX_PRICE = 1_000_000_000n;
/** Decimal digits the unit already holds: a price per 1,000 SMS is three places left of per SMS, cents two. */
const UNIT_SHIFT: Record<(typeof DECK_PRICE_UNITS)[number], number> = { sms: 0, thousand: 3, cents: 2 };

/**
 * Millionths of the currency per SMS, or null when the cell is no price (empty, negative, words,
 * or more digits than a millionth holds: a deck's price is taken exactly or not at all).
 */
export function priceMicros(text: string, unit: (typeof DECK_PRICE_UNITS)[number], decimal: (typeof DECK_DECIMALS)[number]): number | null {
  // Currency signs and codes around the number, and spaces (also the thin and no-break ones) inside it.
  let t = text.replace(/[\s\u00a0\u202f']/g, '').replace(/^[A-Za-z€$£¥]+|[A-Za-z€$£¥]+$/g, '');
  if (decimal === 'comma') t = t.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  else t = t.replace(/,(?=\d{3}(\D|$))/g, '');
  const m = /^(\d*)(?:\.(\d*))?$/.exec(t);
  if (!m || (!m[1] && !m[2])) return null;
  const places = SMS_PRICE_SCALE - UNIT_SHIFT[unit];
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > places) return null;
  const micros = BigInt((m[1] || '0') + frac.padEnd(places, '0'));
  return micros > MAX_PRICE ? null : Number(micros);
}

const PATTERNS: Record<(typeof DECK_DATE_FORMATS)[number], { re: RegExp; y: number; m: number; d: number }> = {
  'yyyy-mm-dd': { re: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, y: 1, m: 2, d: 3 },
  'yyyy/mm/dd': { re: /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/, y: 1, m: 2, d: 3 },
  'dd.mm.yyyy': { re: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, y: 3, m: 2, d: 1 },
  'dd/mm/yyyy': { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, y: 3, m: 2, d: 1 },
  'dd-mm-yyyy': { re: /^(\d{1,2})-(\d{1,2})-(\d{4})$/, y: 3, m: 2, d: 1 },
  'mm/dd/yyyy': { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, y: 3, m: 1, d: 2 },
};

/**
 * An ISO date (yyyy-mm-dd), or null. Besides the deck's format, an ISO date is always taken (an
 * XLSX date cell reads as one) and so is an Excel serial day number (a date cell without a format).
 */
export function deckDate(text: string, format: (typeof DECK_DATE_FORMATS)[number]): string | null {
  const t = text.trim().split(/[ T]/)[0];
  if (/^\d{5}(\.\d+)?$/.test(t)) return excelSerial(Number(t));
  for (const p of [PATTERNS[format], PATTERNS['yyyy-mm-dd']]) {
    const m = p.re.exec(t);
    if (m) return isoDate(Number(m[p.y]), Number(m[p.m]), Number(m[p.d]));
  }
  return null;
}

function isoDate(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** Day 25569 is 1970-01-01 in Excel's 1900 date system. */
function excelSerial(serial: number): string | null {
  if (serial < 20_000 || serial > 80_000) return null;
  return new Date(Math.round((Math.floor(serial) - 25_569) * 86_400_000)).toISOString().slice(0, 10);
}

/** What a date text looks like, for guessing a column's format from its values. */
export function guessDateFormat(samples: readonly string[]): (typeof DECK_DATE_FORMATS)[number] | null {
  const formats = Object.keys(PATTERNS) as (typeof DECK_DATE_FORMATS)[number][];
  const clean = samples.map((s) => s.trim().split(/[ T]/)[0]).filter(Boolean);
  if (!clean.length) return null;
  let best: { format: (typeof DECK_DATE_FORMATS)[number]; hits: number } | null = null;
  for (const format of formats) {
    const hits = clean.filter((s) => PATTERNS[format].re.test(s) && deckDate(s, format) !== null).length;
    if (hits && (!best || hits > best.hits)) best = { format, hits };
  }
  return best?.format ?? null;
}
