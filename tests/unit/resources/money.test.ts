import { describe, expect, it } from 'vitest';
import { formatMoney, fractionDigits, toMajor, toMinor } from '../../../resources/format/money.ts';

describe('money in minor units', () => {
  it('knows each currency’s decimals', () => {
    expect(fractionDigits('USD')).toBe(2);
    expect(fractionDigits('JPY')).toBe(0);
    expect(fractionDigits('KWD')).toBe(3);
    expect(fractionDigits(null)).toBe(2);
    expect(fractionDigits('NOT-A-CODE')).toBe(2);
  });

  it('converts major to integer minor units without float drift', () => {
    expect(toMinor(19.99, 'USD')).toBe(1999);
    expect(toMinor(1.005, 'USD')).toBe(101);
    expect(toMinor(0.1 + 0.2, 'EUR')).toBe(30);
    expect(toMinor('4.35', 'GBP')).toBe(435);
    expect(toMinor(1500, 'JPY')).toBe(1500);
    expect(toMinor(1.234, 'KWD')).toBe(1234);
    expect(toMinor(null, 'USD')).toBeNull();
    expect(toMinor('', 'USD')).toBeNull();
    expect(Number.isInteger(toMinor(1234.56, 'USD'))).toBe(true);
  });

  it('converts minor back to major units', () => {
    expect(toMajor(1999, 'USD')).toBe(19.99);
    expect(toMajor(1500, 'JPY')).toBe(1500);
    expect(toMajor(5, 'USD')).toBe(0.05);
    expect(toMajor(null, 'USD')).toBeNull();
    for (const minor of [0, 1, 99, 1999, 123456789]) expect(toMinor(toMajor(minor, 'USD'), 'USD')).toBe(minor);
  });

  it('formats with the currency in the reader’s language', () => {
    expect(formatMoney(1999, 'USD', 'en')).toBe('$19.99');
    expect(formatMoney(150000, 'EUR', 'en')).toBe('€1,500.00');
    expect(formatMoney(1999, null, 'en')).toBe('19.99');
    expect(formatMoney(1999, 'USD', 'ar')).toMatch(/US\$|\$/);
    expect(formatMoney(null, 'USD', 'en')).toBe('');
  });
});
