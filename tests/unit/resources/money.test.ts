import { describe, expect, it } from 'vitest';
import { formatFieldMoney, formatMoney, formatMoneyByCurrency, formatMoneyRounded, fractionDigits, moneyUnitDescription, parseDecimal, safeUnits, scaleDigits, unitsToDecimal } from '../../../resources/format/money.ts';

const units = (text: string | number, digits: number) => {
  const parsed = parseDecimal(text, digits);
  return parsed.ok ? parsed.units : parsed.reason;
};

describe('money scales', () => {
  it('knows each currency’s decimals', () => {
    expect(fractionDigits('USD')).toBe(2);
    expect(fractionDigits('JPY')).toBe(0);
    expect(fractionDigits('KWD')).toBe(3);
    expect(fractionDigits(null)).toBe(2);
    expect(fractionDigits('NOT-A-CODE')).toBe(2);
  });

  it('takes a fixed scale over the currency’s', () => {
    expect(scaleDigits(6, 'EUR')).toBe(6);
    expect(scaleDigits(6, 'JPY')).toBe(6);
    expect(scaleDigits('currency', 'KWD')).toBe(3);
    expect(scaleDigits(undefined, 'JPY')).toBe(0);
  });
});

describe('stored integer → decimal text', () => {
  it('moves the point in text', () => {
    expect(unitsToDecimal(31437, 6)).toBe('0.031437');
    expect(unitsToDecimal(7250, 6)).toBe('0.007250');
    expect(unitsToDecimal(1_000_000_000, 6)).toBe('1000.000000');
    expect(unitsToDecimal(1999, 2)).toBe('19.99');
    expect(unitsToDecimal(5, 2)).toBe('0.05');
    expect(unitsToDecimal(1500, 0)).toBe('1500');
    expect(unitsToDecimal(1234, 3)).toBe('1.234');
    expect(unitsToDecimal(0, 6)).toBe('0.000000');
  });

  it('keeps the sign of a negative amount (a balance on credit)', () => {
    expect(unitsToDecimal(-5, 2)).toBe('-0.05');
    expect(unitsToDecimal(-1_500_000, 2)).toBe('-15000.00');
    expect(unitsToDecimal(-31437, 6)).toBe('-0.031437');
  });

  it('is exact beyond 2^53, from a BigInt or integer text', () => {
    expect(unitsToDecimal(123456789012345678901234567890n, 6)).toBe('123456789012345678901234.567890');
    expect(unitsToDecimal('9007199254740993', 2)).toBe('90071992547409.93');
  });

  it('gives nothing for no value or a value that is not an integer', () => {
    expect(unitsToDecimal(null, 2)).toBeNull();
    expect(unitsToDecimal(undefined, 2)).toBeNull();
    expect(unitsToDecimal(1.5, 2)).toBeNull();
    expect(unitsToDecimal('1.5', 2)).toBeNull();
    expect(unitsToDecimal('abc', 2)).toBeNull();
  });
});

describe('decimal text → stored integer', () => {
  it('moves the point in text, never through a float', () => {
    expect(units('0.031437', 6)).toBe(31437n);
    expect(units('19.99', 2)).toBe(1999n);
    expect(units('1.005', 3)).toBe(1005n);
    expect(units('4.35', 2)).toBe(435n);
    expect(units('1500', 0)).toBe(1500n);
    expect(units('1.234', 3)).toBe(1234n);
    expect(units('.5', 2)).toBe(50n);
    expect(units('12.', 2)).toBe(1200n);
    expect(units(' 7 ', 2)).toBe(700n);
    // 0.1 + 0.2 is 0.30000000000000004 as a float: read as text it has too many digits, and says so.
    expect(units(0.1 + 0.2, 2)).toBe('digits');
    expect(units(0.3, 2)).toBe(30n);
    expect(units(1e-6, 6)).toBe(1n);
    expect(units('2.5e-3', 6)).toBe(2500n);
  });

  it('takes trailing zeros, and refuses more digits than the scale holds instead of rounding', () => {
    expect(units('12.500', 2)).toBe(1250n);
    expect(units('0.0314370', 6)).toBe(31437n);
    expect(units('0.0314371', 6)).toBe('digits');
    expect(units('19.999', 2)).toBe('digits');
    expect(units('1.5', 0)).toBe('digits');
    expect(units('1.2345', 3)).toBe('digits');
  });

  it('reads negative amounts and refuses what is not an amount', () => {
    expect(units('-0.05', 2)).toBe(-5n);
    expect(units('-12', 2)).toBe(-1200n);
    for (const bad of ['', '.', '-', 'abc', '1.2.3', '1,5', '€1', 'NaN']) expect(units(bad, 2), bad).toBe(bad === '1,5' ? 1500n : 'invalid');
    expect(units(Number.NaN, 2)).toBe('invalid');
    expect(units(Infinity, 2)).toBe('invalid');
  });

  it('reads Arabic-Indic and Persian digits as typed on those keyboards', () => {
    expect(units('٠٫٠٣١٤٣٧', 6)).toBe(31437n);
    expect(units('۱۹٫۹۹', 2)).toBe(1999n);
  });

  it('is exact beyond 2^53 and says when a value will not fit a JavaScript number', () => {
    expect(units('123456789012345678901234.567890', 6)).toBe(123456789012345678901234567890n);
    expect(safeUnits(31437n)).toBe(31437);
    expect(safeUnits(2n ** 53n + 1n)).toBeNull();
    expect(safeUnits(-(2n ** 53n) - 1n)).toBeNull();
  });

  it('round-trips every amount', () => {
    for (const [n, d] of [[0, 2], [1, 2], [99, 2], [1999, 2], [123456789, 2], [31437, 6], [1, 6], [999_999_999, 6], [1500, 0], [1234, 3], [-42, 2]] as const) {
      expect(units(unitsToDecimal(n, d)!, d)).toBe(BigInt(n));
    }
  });
});

describe('formatMoney', () => {
  it('shows every digit of the scale where it holds more than the currency’s cents', () => {
    expect(formatMoney(31437, 'EUR', 'en', 6)).toBe('€0.031437');
    expect(formatMoney(7250, 'EUR', 'en', 6)).toBe('€0.007250');
    expect(formatMoney(1_000_000_000, 'GBP', 'en', 6)).toBe('£1,000.000000');
    expect(formatMoney(31437, 'JPY', 'en', 6)).toBe('¥0.031437');
  });

  it('shows the currency’s own digits at its minor units', () => {
    expect(formatMoney(1250, 'EUR', 'en')).toBe('€12.50');
    expect(formatMoney(1999, 'USD', 'en')).toBe('$19.99');
    expect(formatMoney(150000, 'EUR', 'en')).toBe('€1,500.00');
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(formatMoney(1234, 'KWD', 'en')).toBe('KWD\u00a01.234');
    expect(formatMoney(-5, 'USD', 'en')).toBe('-$0.05');
    expect(formatMoney(-31437, 'EUR', 'en', 6)).toBe('-€0.031437');
  });

  it('is exact beyond 2^53', () => {
    expect(formatMoney(123456789012345678901234567890n, 'EUR', 'en', 6)).toBe('€123,456,789,012,345,678,901,234.567890');
    expect(formatMoney('9007199254740993', 'USD', 'en')).toBe('$90,071,992,547,409.93');
  });

  it('writes the number as the reader’s language does', () => {
    // Persian digits and separators.
    expect(formatMoney(31437, 'EUR', 'fa', 6)).toContain('۰٫۰۳۱۴۳۷');
    expect(formatMoney(1999, 'USD', 'fa')).toContain('۱۹٫۹۹');
    // Arabic as Intl writes it for `ar` (the digits it chooses), with every decimal of the scale.
    const ar = formatMoney(31437, 'EUR', 'ar', 6);
    expect(ar).toBe(new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR', minimumFractionDigits: 6 }).format('0.031437'));
    expect(ar.replace(/[^\d\u0660-\u0669]/g, '').replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660))).toBe('0031437');
    expect(formatMoney(1999, 'USD', 'ar')).toMatch(/US\$|\$/);
  });

  it('without a currency, a plain number; an unknown code beside it', () => {
    expect(formatMoney(1999, null, 'en')).toBe('19.99');
    expect(formatMoney(31000, null, 'en', 6)).toBe('0.031000');
    expect(formatMoney(31000, 'EURO', 'en', 6)).toBe('0.031000 EURO');
    expect(formatMoney(null, 'USD', 'en')).toBe('');
    expect(formatMoney(undefined, 'USD', 'en')).toBe('');
  });

  it('formats a field at its own scale', () => {
    expect(formatFieldMoney({ scale: 6, currencyField: 'currency' }, 31437, 'EUR', 'en')).toBe('€0.031437');
    expect(formatFieldMoney({ currencyField: 'currency' }, 1250, 'EUR', 'en')).toBe('€12.50');
    expect(formatFieldMoney({ currencyField: 'currency' }, 1250, 'JPY', 'en')).toBe('¥1,250');
  });

  it('documents the unit for the API', () => {
    expect(moneyUnitDescription({ scale: 6, currencyField: 'currency' })).toBe('Integer, millionths of the currency in `currency` (31437 = 0.031437).');
    expect(moneyUnitDescription({ currencyField: 'currency' })).toMatch(/^Integer, minor units of the currency in `currency` \(cents: 1999 = 19.99/);
    expect(moneyUnitDescription({ scale: 6, currencyFrom: { reference: 'route_id', field: 'currency' } })).toContain('the currency of the record in `route_id`');
  });
});

describe('totals at the currency decimals', () => {
  it('rounds millionths half away from zero to the currency digits', () => {
    expect(formatMoneyRounded(127422937, 'USD', 'en', 6)).toBe('$127.42');
    expect(formatMoneyRounded(127425000, 'USD', 'en', 6)).toBe('$127.43');
    expect(formatMoneyRounded(-5000, 'USD', 'en', 6)).toBe('-$0.01');
    expect(formatMoneyRounded(1_500_000, 'JPY', 'en', 6)).toBe('¥2');
    expect(formatMoneyRounded(1999, 'USD', 'en', 2)).toBe('$19.99');
    expect(formatMoneyRounded('999999999999999999999999', 'EUR', 'en', 6)).toBe('€1,000,000,000,000,000,000.00');
  });
  it('keeps currencies apart', () => {
    expect(formatMoneyByCurrency({ USD: 127422937, EUR: 39047034 }, 'en', 6)).toEqual(['€39.05', '$127.42']);
    expect(formatMoneyByCurrency({}, 'en', 6)).toEqual([]);
  });
});
