import { describe, expect, it } from 'vitest';
import { foldDigits, readPhoneNumber } from '../../../server/domains/audience/phone-number.ts';

const e164 = (input: string, country?: string) => {
  const r = readPhoneNumber(input, country);
  return r.ok ? r.number.e164 : r.message;
};

describe('reading a phone number', () => {
  it('reads every notation of one number the same', () => {
    for (const notation of ['+971 50 123 4567', '00971501234567', '+971-50-123-4567', '(+971) 50.123.4567', '\u200e+971 50 123 4567\u200f', '+٩٧١٥٠١٢٣٤٥٦٧', '+۹۷۱۵۰۱۲۳۴۵۶۷', '050 123 4567']) {
      expect(e164(notation, 'AE'), notation).toBe('+971501234567');
    }
  });

  it('reads a national number only with a default country', () => {
    expect(e164('07700 900123', 'GB')).toBe('+447700900123');
    expect(readPhoneNumber('07700 900123')).toMatchObject({ ok: false, message: expect.stringMatching(/international format/) });
  });

  it('says what the number is', () => {
    const r = readPhoneNumber('+447400123456');
    expect(r).toEqual({ ok: true, number: { e164: '+447400123456', country: 'GB', number_type: 'mobile', valid: true } });
    const fixed = readPhoneNumber('+442071838750');
    expect(fixed.ok && fixed.number.number_type).toBe('fixed_line');
    const iran = readPhoneNumber('۰۹۱۲ ۱۲۳ ۴۵۶۷', 'IR');
    expect(iran).toMatchObject({ ok: true, number: { e164: '+989121234567', country: 'IR', number_type: 'mobile' } });
  });

  it('refuses too short, too long and not a number', () => {
    expect(readPhoneNumber('+4412')).toMatchObject({ ok: false, message: 'This number is too short.' });
    expect(readPhoneNumber('+44770090012345678')).toMatchObject({ ok: false, message: expect.stringMatching(/too long|wrong length/) });
    expect(readPhoneNumber('call me')).toMatchObject({ ok: false, message: 'This is not a phone number.' });
    expect(readPhoneNumber('')).toMatchObject({ ok: false });
    expect(readPhoneNumber(undefined)).toMatchObject({ ok: false });
  });

  it('keeps a possible but unassigned number, marked not valid', () => {
    const r = readPhoneNumber('+15550000000');
    expect(r.ok && r.number.valid).toBe(false);
  });

  it('refuses a country the team does not allow', () => {
    expect(readPhoneNumber('+989121234567', null, ['AE', 'SA'])).toMatchObject({ ok: false, message: expect.stringMatching(/IR are not allowed/) });
    expect(readPhoneNumber('+971501234567', null, ['AE', 'SA']).ok).toBe(true);
  });

  it('keeps the country a +44 number was read with when its calling code agrees, as the national notation gets', () => {
    const country = (input: string, c?: string) => {
      const r = readPhoneNumber(input, c);
      return r.ok ? r.number.country : r.message;
    };
    expect(country('07700 900123', 'GB')).toBe('GB');
    expect(country('+44 7700 900123', 'GB')).toBe('GB');
    // A country of another calling code says nothing about a +44 number.
    expect(country('+44 7700 900123', 'DE')).toBeNull();
    expect(country('+44 7700 900123')).toBeNull();
    // A number libphonenumber places keeps its own country.
    expect(country('+49 151 12345678', 'GB')).toBe('DE');
  });

  it('folds Arabic-Indic, Persian and full-width digits', () => {
    expect(foldDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ ０１２')).toBe('0123456789 0123456789 012');
  });
});
