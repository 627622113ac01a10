/**
 * Money (docs/architecture.md#money). An amount is stored as an integer at a scale: the number of
 * decimal digits it holds. Most amounts are in the currency's minor units (cents: 1999 is 19.99
 * USD, none for JPY, three for KWD); SMS prices are in millionths (31437 is €0.031437). Between
 * the stored integer and what a person reads or types, the decimal point moves in text and BigInt,
 * never through a floating-point number, and one formatter writes every amount Parley shows.
 */

/** 'currency': the currency's minor units; a number: that many decimal digits whatever the currency. */
export type MoneyScale = 'currency' | number;

/** The most decimal digits a fixed scale may have (a billionth). */
export const MAX_MONEY_SCALE = 9;

/** A stored amount: an integer as a number, a BigInt or integer text (`"31437"`). */
export type Units = number | bigint | string;

/** What an amount field says about where its currency is and how many digits it holds. */
export interface MoneyFieldLike {
  scale?: MoneyScale;
  currencyField?: string;
  currency?: string;
  currencyFrom?: { reference: string; field: string };
  /**
   * How a list shows it: 'price' at its full scale (a rate in millionths: €0.031437), 'total' at
   * the currency's usual decimals (a campaign's cost: €127.42). Pages of one record and exports
   * keep every digit.
   */
  precision?: 'price' | 'total';
  /** The value is `{currency: units}`, one amount per currency, never added across currencies. */
  byCurrency?: boolean;
}

/** Digits after the decimal point for a currency: USD 2, JPY 0, KWD 3; 2 when unknown. */
export function fractionDigits(currency?: string | null): number {
  if (!currency) return 2;
  const known = digitsCache.get(currency);
  if (known !== undefined) return known;
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // an unknown code: two digits
  }
  digitsCache.set(currency, digits);
  return digits;
}
const digitsCache = new Map<string, number>();

/** How many decimal digits the stored integer holds: a fixed scale, or the currency's minor units. */
export function scaleDigits(scale: MoneyScale | undefined, currency?: string | null): number {
  return typeof scale === 'number' ? scale : fractionDigits(currency);
}

/** The currency of an amount in a record, where the record itself says (null when it lies in another record). */
export function recordCurrency(field: MoneyFieldLike, record: Readonly<Record<string, unknown>>): string | null {
  if (field.currency) return field.currency;
  if (field.currencyField) {
    const code = record[field.currencyField];
    return typeof code === 'string' && code ? code : null;
  }
  return null;
}

function asBigInt(units: Units | null | undefined): bigint | null {
  if (units === null || units === undefined) return null;
  if (typeof units === 'bigint') return units;
  if (typeof units === 'number') return Number.isInteger(units) ? BigInt(units) : null;
  return /^\s*-?\d+\s*$/.test(units) ? BigInt(units.trim()) : null;
}

/**
 * The stored integer as decimal text: 31437 at 6 digits → "0.031437", -5 at 2 → "-0.05", 1500 at
 * 0 → "1500". Null for no value or a value that is not an integer.
 */
export function unitsToDecimal(units: Units | null | undefined, digits: number): string | null {
  const int = asBigInt(units);
  if (int === null) return null;
  const negative = int < 0n;
  const text = (negative ? -int : int).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  return `${negative ? '-' : ''}${whole}${digits ? `.${text.slice(text.length - digits)}` : ''}`;
}

export type ParsedMoney = { ok: true; units: bigint } | { ok: false; reason: 'invalid' | 'digits' };

/** Arabic-Indic and Persian digits and separators typed into a box read as ASCII. */
function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/[\u066c,\s]/g, '');
}

/**
 * Decimal text as the stored integer: "0.031437" at 6 digits → 31437n, "19.99" at 2 → 1999n.
 * More digits than the scale holds are refused ('digits'), never rounded away; trailing zeros are
 * fine ("12.500" at 2). A number is read through its shortest text (0.1 is "0.1"), so a typed
 * value that arrived as a number parses as the person typed it.
 */
export function parseDecimal(input: string | number, digits: number): ParsedMoney {
  if (typeof input === 'number' && !Number.isFinite(input)) return { ok: false, reason: 'invalid' };
  const text = asciiDigits(String(input));
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match || (match[2] === '' && !match[3])) return { ok: false, reason: 'invalid' };
  const [, sign, whole, frac = '', exp = '0'] = match;
  // The digits without the point, and where the point sits among them.
  const all = whole + frac;
  const point = whole.length + Number(exp);
  let intPart: string;
  let fracPart: string;
  if (point <= 0) {
    intPart = '0';
    fracPart = '0'.repeat(-point) + all;
  } else if (point >= all.length) {
    intPart = all + '0'.repeat(point - all.length);
    fracPart = '';
  } else {
    intPart = all.slice(0, point);
    fracPart = all.slice(point);
  }
  fracPart = fracPart.replace(/0+$/, '');
  if (fracPart.length > digits) return { ok: false, reason: 'digits' };
  const units = BigInt((intPart || '0') + fracPart.padEnd(digits, '0'));
  return { ok: true, units: sign === '-' ? -units : units };
}

/** A parsed amount as a JavaScript number when it is a safe integer (every amount Parley stores is), else null. */
export function safeUnits(units: bigint): number | null {
  return units <= BigInt(Number.MAX_SAFE_INTEGER) && units >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(units) : null;
}

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, currency: string | null, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency ?? ''}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    const places = { minimumFractionDigits: digits, maximumFractionDigits: digits };
    try {
      format = new Intl.NumberFormat(locale, currency ? { style: 'currency', currency, ...places } : places);
    } catch {
      // an unknown code: a plain number (the code goes beside it)
      format = new Intl.NumberFormat(locale, places);
    }
    formats.set(key, format);
  }
  return format;
}

function isCurrencyFormat(format: Intl.NumberFormat): boolean {
  return format.resolvedOptions().style === 'currency';
}

/**
 * An amount as the locale writes it: 31437 at 6 digits in EUR, en → "€0.031437"; 1999 USD, en →
 * "$19.99"; ar and fa as those languages write numbers (fa in Persian digits). All the scale's digits show where the scale holds more than
 * the currency's minor units (€0.007250), the currency's own otherwise (€12.50). The decimal text
 * goes to Intl.NumberFormat as a string, which formats it exactly, at any size. Without a currency:
 * a plain number.
 */
export function formatMoney(units: Units | null | undefined, currency: string | null | undefined, locale: string, digits: number = fractionDigits(currency)): string {
  const decimal = unitsToDecimal(units, digits);
  if (decimal === null) return '';
  const shown = Math.max(digits, currency ? fractionDigits(currency) : 0);
  const format = numberFormat(locale, currency ?? null, shown);
  const text = format.format(decimal as Intl.StringNumericLiteral);
  return currency && !isCurrencyFormat(format) ? `${text} ${currency}` : text;
}

/**
 * An amount of a money field: its digits from the field's scale and the currency. A total (a
 * balance, a campaign's cost) keeps every digit that carries something and no more: €250.50 for
 * 250500000 millionths, €0.0125 for 12500; exact either way.
 */
export function formatFieldMoney(field: MoneyFieldLike, units: Units | null | undefined, currency: string | null | undefined, locale: string): string {
  const digits = scaleDigits(field.scale, currency);
  if (field.precision !== 'total' || units === null || units === undefined) return formatMoney(units, currency, locale, digits);
  // Trailing zeros beyond the currency's own decimals say nothing: drop them, one digit at a time.
  const least = Math.min(digits, currency ? fractionDigits(currency) : 0);
  let value = BigInt(units);
  let shown = digits;
  while (shown > least && value % 10n === 0n) {
    value /= 10n;
    shown--;
  }
  return formatMoney(value, currency, locale, shown);
}

/**
 * An amount in a list cell: a total at its currency's usual decimals (rounded exactly), a price at
 * every digit of its scale.
 */
export function formatListMoney(field: MoneyFieldLike, units: Units | null | undefined, currency: string | null | undefined, locale: string): string {
  return field.precision === 'total' ? formatMoneyRounded(units, currency, locale, scaleDigits(field.scale, currency)) : formatFieldMoney(field, units, currency, locale);
}

/**
 * A per-currency amount (`{EUR: 39047034, USD: 127422937}`) as one text per currency, by code: in a
 * list at the field's precision, on a record's page at every digit. Never one sum.
 */
export function formatFieldMoneyByCurrency(field: MoneyFieldLike, byCurrency: Readonly<Record<string, Units>> | null | undefined, locale: string, list: boolean): string[] {
  if (!byCurrency) return [];
  return Object.keys(byCurrency)
    .sort()
    .map((code) => (list ? formatListMoney(field, byCurrency[code], code, locale) : formatFieldMoney(field, byCurrency[code], code, locale)))
    .filter(Boolean);
}

/** What the unit of a money field is, for API documentation: "integer, millionths of the currency (31437 = 0.031437)". */
export function moneyUnitDescription(field: MoneyFieldLike): string {
  if (field.byCurrency) return `Object of ISO 4217 code to integer, ${typeof field.scale === 'number' && field.scale === 6 ? 'millionths' : 'units'} of that currency (31437 = ${unitsToDecimal(31437, typeof field.scale === 'number' ? field.scale : 2)}), one amount per currency.`;
  const where = field.currency ? field.currency : field.currencyField ? `the currency in \`${field.currencyField}\`` : field.currencyFrom ? `the currency of the record in \`${field.currencyFrom.reference}\`` : 'the currency';
  if (typeof field.scale !== 'number') return `Integer, minor units of ${where} (cents: 1999 = 19.99; JPY has none, KWD three).`;
  const names: Record<number, string> = { 0: 'whole units', 1: 'tenths', 2: 'hundredths', 3: 'thousandths', 4: 'ten-thousandths', 5: 'hundred-thousandths', 6: 'millionths', 9: 'billionths' };
  const example = 31437;
  return `Integer, ${names[field.scale] ?? `units of 10^-${field.scale}`} of ${where} (${example} = ${unitsToDecimal(example, field.scale)}).`;
}

/** An export cell holding an amount: CSV writes the decimal text, a spreadsheet a number with this many decimals. */
export interface DecimalCell {
  decimal: string;
  digits: number;
}

export function isDecimalCell(value: unknown): value is DecimalCell {
  return typeof value === 'object' && value !== null && typeof (value as DecimalCell).decimal === 'string' && typeof (value as DecimalCell).digits === 'number';
}

/**
 * An amount held at a fine scale, shown at the currency's usual decimals: a campaign's total of
 * 127422937 millionths of USD reads "$127.42". Rounded half away from zero in BigInt, so totals
 * never pass through a float. Prices keep formatMoney's full digits; sums and balances use this.
 */
export function formatMoneyRounded(units: Units | null | undefined, currency: string | null | undefined, locale: string, digits: number): string {
  const int = asBigInt(units);
  if (int === null) return '';
  const target = fractionDigits(currency);
  if (digits <= target) return formatMoney(int, currency, locale, digits);
  const step = 10n ** BigInt(digits - target);
  const magnitude = int < 0n ? -int : int;
  const rounded = (magnitude + step / 2n) / step;
  return formatMoney(int < 0n ? -rounded : rounded, currency, locale, target);
}

/**
 * Amounts in several currencies, one entry per currency and never summed across them, in code
 * order: { EUR: 39047034, USD: 127422937 } at 6 digits → ["€39.05", "$127.42"].
 */
export function formatMoneyByCurrency(byCurrency: Readonly<Record<string, Units>>, locale: string, digits: number): string[] {
  return Object.keys(byCurrency)
    .sort()
    .map((code) => formatMoneyRounded(byCurrency[code], code, locale, digits))
    .filter(Boolean);
}
