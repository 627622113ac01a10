/**
 * A vendor's balance as millionths, exactly: "1,234.56", "1.234,56", "USD -12.5", "€ 1 234,50",
 * 1234.56 in JSON. The text is moved to an integer in BigInt (resources/format/money.ts), never
 * through a float, and digits beyond the millionth are rounded half away from zero.
 */
import { parseDecimal, safeUnits } from '../../../../resources/format/money.ts';
import { SMS_PRICE_SCALE } from '../../../../resources/sms/shared.ts';

export type VendorAmount = { ok: true; units: number } | { ok: false; problem: string };

/** Enough digits to hold any decimal a vendor writes before rounding to the scale. */
const READ_DIGITS = 30;

export function vendorAmount(value: unknown, scale: number = SMS_PRICE_SCALE): VendorAmount {
  const shown = typeof value === 'string' ? `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"` : JSON.stringify(value) ?? String(value);
  const notANumber: VendorAmount = { ok: false, problem: `${shown} is not a number.` };
  let text: string | null;
  if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : null;
  else if (typeof value === 'string') text = plainDecimal(value);
  else text = null;
  if (text === null) return notANumber;
  const parsed = parseDecimal(text, READ_DIGITS);
  if (!parsed.ok) return notANumber;
  const units = safeUnits(roundTo(parsed.units, READ_DIGITS - scale));
  if (units === null) return { ok: false, problem: `${shown} is too large to be a balance.` };
  return { ok: true, units };
}

/** Divides by 10^drop, rounding half away from zero. */
function roundTo(units: bigint, drop: number): bigint {
  const unit = 10n ** BigInt(drop);
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const rounded = (magnitude + unit / 2n) / unit;
  return negative ? -rounded : rounded;
}

/**
 * The text as a plain decimal ("-1234.56"), or null. A currency code or sign around it is dropped,
 * spaces and apostrophes group digits, parentheses mean a negative amount; with both a comma and a
 * point the later one is the decimal separator, and a lone comma is one unless it
 * groups thousands ("1,234", not "0,500").
 */
export function plainDecimal(input: string): string | null {
  let text = input.trim().replace(/[\u2212\u2012\u2013]/g, '-').replace(/[\s\u00a0\u202f']/g, '');
  let negative = false;
  const parenthesised = /^\((.*)\)$/.exec(text);
  if (parenthesised) {
    negative = true;
    text = parenthesised[1];
  }
  text = text.replace(/^([+-]?)(?:[A-Za-z]{1,4}|\p{Sc})+/u, '$1').replace(/(?:[A-Za-z]{1,4}|\p{Sc})+$/u, '');
  const match = /^([+-]?)([\d.,]+)(e[+-]?\d+)?$/i.exec(text);
  if (!match || !/\d/.test(match[2])) return null;
  const [, sign, digits, exponent = ''] = match;
  const number = separated(digits);
  if (number === null) return null;
  const minus = (sign === '-') !== negative ? '-' : '';
  return `${minus}${number}${exponent}`;
}

function separated(digits: string): string | null {
  const comma = digits.lastIndexOf(',');
  const point = digits.lastIndexOf('.');
  const count = (c: string) => digits.split(c).length - 1;
  if (comma >= 0 && point >= 0) {
    const [decimal, group] = comma > point ? [',', '.'] : ['.', ','];
    if (count(decimal) > 1) return null;
    const at = digits.lastIndexOf(decimal);
    const whole = grouped(digits.slice(0, at), group);
    return whole === null ? null : `${whole}.${digits.slice(at + 1)}`;
  }
  if (comma >= 0) {
    const lone = count(',') === 1 && !/^[1-9]\d{0,2},\d{3}$/.test(digits);
    return lone ? digits.replace(',', '.') : grouped(digits, ',');
  }
  if (count('.') > 1) return grouped(digits, '.');
  return digits;
}

/** "1,234,567" without its group separators, only where every group has three digits. */
function grouped(digits: string, separator: string): string | null {
  const parts = digits.split(separator);
  if (!parts[0] || parts.slice(1).some((part) => part.length !== 3)) return null;
  return parts.join('');
}
