/** Money is stored as integer minor units (docs/architecture.md#money); forms and tables show major units. */

/** Digits after the decimal point for a currency: USD 2, JPY 0, KWD 3; 2 when unknown. */
export function fractionDigits(currency?: string | null): number {
  if (!currency) return 2;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** 19.99 USD → 1999. Shifts the decimal point in text, so 19.99 never becomes 1998.9999. */
export function toMinor(major: number | string | null | undefined, currency?: string | null): number | null {
  if (major === null || major === undefined || major === '') return null;
  const value = Number(`${major}e${fractionDigits(currency)}`);
  return Number.isFinite(value) ? Math.round(value) : null;
}

/** 1999 USD → 19.99. */
export function toMajor(minor: number | null | undefined, currency?: string | null): number | null {
  if (minor === null || minor === undefined || !Number.isFinite(minor)) return null;
  return Number(`${minor}e-${fractionDigits(currency)}`);
}

/** 1999, USD, ar → "‏19.99 US$" as the locale writes it; without a currency a plain number. */
export function formatMoney(minor: number | null | undefined, currency: string | null | undefined, locale: string): string {
  const major = toMajor(minor, currency);
  if (major === null) return '';
  try {
    if (currency) return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(major);
  } catch {
    // an unknown code: fall through to a plain number with the code beside it
  }
  const digits = fractionDigits(currency);
  const text = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(major);
  return currency ? `${text} ${currency}` : text;
}
