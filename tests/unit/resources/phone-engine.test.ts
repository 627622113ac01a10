import { describe, expect, it } from 'vitest';
import { E164 } from '../../../resources/audience/contacts.ts';
import { localizedChoices } from '../../../src/resource-ui/form/phone/country-names.ts';
import {
  DEFAULT_MAX_LENGTH,
  MAX_INPUT_LENGTH,
  countryAllowed,
  countryChoices,
  hasOnlyValidCharacters,
  parsePhone,
  storedValue,
  stripInvalidCharacters,
  withCountry,
  withinNationalBounds,
} from '../../../src/resource-ui/form/phone/phone-engine.ts';
import { placementFor } from '../../../src/resource-ui/form/phone/placement.ts';
import { findByPrefix } from '../../../src/resource-ui/form/phone/type-to-find.ts';

describe('phone engine: the result', () => {
  it('has exactly the documented result fields (docs/architecture.md#phone-numbers)', () => {
    expect(Object.keys(parsePhone('+14155550100')).sort()).toEqual(['country', 'countryCode', 'formatted', 'nationalNumber', 'possible', 'valid']);
    expect(Object.keys(parsePhone('')).sort()).toEqual(['country', 'countryCode', 'formatted', 'nationalNumber', 'possible', 'valid']);
  });

  it('describes a valid number', () => {
    expect(parsePhone('+1 (415) 555-0100')).toEqual({
      country: 'US',
      countryCode: '1',
      formatted: '+1 415 555 0100',
      valid: true,
      possible: true,
      nationalNumber: '4155550100',
    });
    expect(parsePhone('+98 912 123 4567')).toMatchObject({ country: 'IR', countryCode: '98', nationalNumber: '9121234567', valid: true });
    expect(parsePhone('+44 20 7946 0000')).toMatchObject({ country: 'GB', countryCode: '44', valid: true });
  });

  it('is empty for no input', () => {
    for (const input of ['', '   ', null, undefined]) {
      expect(parsePhone(input)).toEqual({ country: null, countryCode: null, formatted: '', valid: false, possible: false, nationalNumber: null });
    }
  });

  it('formats complete numbers internationally and partial ones as far as they go', () => {
    expect(parsePhone('+442079460000').formatted).toBe('+44 20 7946 0000');
    expect(parsePhone('+39 06 1234 5678').formatted).toBe('+39 06 1234 5678');
    expect(parsePhone('09121234567', { defaultCountry: 'IR' }).formatted).toBe('+98 912 123 4567');
    expect(parsePhone('+98912').formatted).toBe('+98 912');
    // no calling code and no country: left as typed
    expect(parsePhone('415 555 0100').formatted).toBe('415 555 0100');
  });

  it('reads the country and calling code while the number is still being typed', () => {
    expect(parsePhone('+98912')).toMatchObject({ country: 'IR', countryCode: '98', nationalNumber: '912', valid: false, possible: false });
    expect(parsePhone('+1')).toMatchObject({ country: null, countryCode: '1', nationalNumber: null });
    expect(parsePhone('0912', { defaultCountry: 'IR' }).countryCode).toBe('98');
  });
});

describe('phone engine: valid and possible', () => {
  it('rejects numbers that do not exist', () => {
    expect(parsePhone('+1 555 555 0100')).toMatchObject({ valid: false, country: null });
    expect(parsePhone('+1')).toMatchObject({ valid: false, possible: false });
    expect(parsePhone('+')).toMatchObject({ valid: false, possible: false });
  });

  it("tells possible (length fits) from valid (the 'max' metadata checks the digits)", () => {
    // With the 'min' metadata both of these would count as valid.
    expect(parsePhone('+86 123 4567 890')).toMatchObject({ country: 'CN', possible: true, valid: false });
    expect(parsePhone('+49 1234')).toMatchObject({ country: 'DE', possible: true, valid: false });
    expect(parsePhone('+86 138 0013 8000')).toMatchObject({ possible: true, valid: true });
  });

  it('needs a calling code or a default country', () => {
    expect(parsePhone('09121234567').valid).toBe(false);
    expect(parsePhone('09121234567', { defaultCountry: 'IR' })).toMatchObject({ valid: true, country: 'IR' });
    expect(parsePhone('09121234567', { defaultCountry: 'nope' }).valid).toBe(false);
  });

  it('parses digits typed on Persian and Arabic keyboards', () => {
    expect(parsePhone('+۹۸ ۹۱۲ ۱۲۳ ۴۵۶۷')).toMatchObject({ valid: true, nationalNumber: '9121234567' });
    expect(parsePhone('٠٩١٢١٢٣٤٥٦٧', { defaultCountry: 'IR' }).valid).toBe(true);
  });
});

describe('phone engine: countries', () => {
  it('makes a number from a country outside the allowed list invalid', () => {
    expect(parsePhone('+14155550100', { allowedCountries: ['GB', 'IR'] })).toMatchObject({ country: 'US', possible: true, valid: false });
    expect(parsePhone('+14155550100', { allowedCountries: ['us'] }).valid).toBe(true); // case does not matter
    // +1 is shared: a Canadian number is not a US one
    expect(parsePhone('+1 604 555 1234', { allowedCountries: ['US'] })).toMatchObject({ country: 'CA', valid: false });
  });

  it('makes a number from an ignored country invalid', () => {
    expect(parsePhone('+14155550100', { ignoredCountries: ['US'] }).valid).toBe(false);
    expect(parsePhone('+14155550100', { ignoredCountries: ['CA'] }).valid).toBe(true);
    expect(parsePhone('+14155550100', { allowedCountries: ['US', 'CA'], ignoredCountries: ['US'] }).valid).toBe(false);
  });

  it('treats a number of no country (+800) as outside any allowed list', () => {
    expect(parsePhone('+800 1234 5678')).toMatchObject({ country: null, countryCode: '800', valid: true });
    expect(parsePhone('+800 1234 5678', { allowedCountries: ['US'] }).valid).toBe(false);
    expect(parsePhone('+800 1234 5678', { ignoredCountries: ['US'] }).valid).toBe(true);
    expect(countryAllowed(null, { allowedCountries: ['US'] })).toBe(false);
  });

  it('offers only allowed, not ignored countries, with calling codes', () => {
    expect(countryChoices({ allowedCountries: ['us', 'CA', 'IR'], ignoredCountries: ['CA'] })).toEqual([
      { country: 'IR', callingCode: '98' },
      { country: 'US', callingCode: '1' },
    ]);
    const all = countryChoices();
    expect(all.length).toBeGreaterThan(240);
    expect(countryChoices({ ignoredCountries: ['US'] })).toHaveLength(all.length - 1);
  });

  it('names countries in the UI language, sorted by name', () => {
    const en = localizedChoices('en', { allowedCountries: ['DE', 'IR', 'AE'] });
    expect(en.map((c) => c.name)).toEqual(['Germany', 'Iran', 'United Arab Emirates']);
    const fa = localizedChoices('fa', { allowedCountries: ['IR'] });
    expect(fa[0]).toEqual({ country: 'IR', callingCode: '98', name: 'ایران' });
    expect(localizedChoices('ar', { allowedCountries: ['DE'] })[0].name).toBe('ألمانيا');
  });
});

describe('phone engine: pattern', () => {
  it('must match the typed text', () => {
    expect(parsePhone('+44 20 7946 0000', { pattern: '^\\+44' }).valid).toBe(true);
    expect(parsePhone('+1 415 555 0100', { pattern: '^\\+44' })).toMatchObject({ possible: true, valid: false });
    expect(parsePhone('+1 415 555 0100', { pattern: '0100$' }).valid).toBe(true);
  });

  it('fails closed when the pattern is broken', () => {
    expect(parsePhone('+1 415 555 0100', { pattern: '(' }).valid).toBe(false);
  });
});

describe('phone engine: characters', () => {
  it('accepts only digits, spaces, parentheses, hyphen and plus when restricted (the default)', () => {
    expect(hasOnlyValidCharacters('+1 (415) 555-0100')).toBe(true);
    expect(hasOnlyValidCharacters('+1 415.555.0100')).toBe(false);
    expect(hasOnlyValidCharacters('+1 415 555 0100 ext 5')).toBe(false);
    expect(parsePhone('+1 415 555 0100 ext 5')).toMatchObject({ valid: false, possible: false });
    expect(parsePhone('+1.415.555.0100').valid).toBe(false);
    expect(parsePhone('+1 415 555 0100 ext 5', { restrictCharacters: false }).valid).toBe(true);
    expect(parsePhone('+1.415.555.0100', { restrictCharacters: false }).valid).toBe(true);
  });

  it('strips what a restricted input does not accept', () => {
    expect(stripInvalidCharacters('tel: +1 (415) 555-0100 ext.5')).toBe(' +1 (415) 555-0100 5');
    expect(stripInvalidCharacters('+۹۸ ۹۱۲')).toBe('+۹۸ ۹۱۲');
  });
});

describe('phone engine: lengths', () => {
  it('bounds the national number to 2–17 digits', () => {
    expect(withinNationalBounds('1')).toBe(false);
    expect(withinNationalBounds('12')).toBe(true);
    expect(withinNationalBounds('1'.repeat(17))).toBe(true);
    expect(withinNationalBounds('1'.repeat(18))).toBe(false);
    expect(parsePhone(`+49 ${'1'.repeat(18)}`)).toMatchObject({ possible: false, valid: false });
    expect(parsePhone('+49 1')).toMatchObject({ possible: false, valid: false });
  });

  it('looks at no more than 250 characters', () => {
    expect(MAX_INPUT_LENGTH).toBe(250);
    const number = '+14155550100';
    expect(parsePhone(number.padEnd(250)).valid).toBe(true);
    expect(parsePhone(number.padEnd(251))).toEqual({ country: null, countryCode: null, formatted: number, valid: false, possible: false, nationalNumber: null });
  });

  it('gives the widget 25 characters by default', () => {
    expect(DEFAULT_MAX_LENGTH).toBe(25);
  });
});

describe('phone engine: what the form stores', () => {
  it('is E.164 for a valid number, which the API accepts', () => {
    for (const typed of ['+1 (415) 555-0100', '+39 06 1234 5678', '+98 0912 123 4567', '+۹۸ ۹۱۲ ۱۲۳ ۴۵۶۷']) {
      const stored = storedValue(typed, parsePhone(typed));
      expect(stored).toMatch(/^\+\d+$/);
      expect(E164.safeParse(stored).success, typed).toBe(true);
    }
    expect(storedValue('+39 06 1234 5678', parsePhone('+39 06 1234 5678'))).toBe('+390612345678');
  });

  it('is the typed text otherwise, so the API says what is wrong', () => {
    expect(storedValue('+1 555', parsePhone('+1 555'))).toBe('+1 555');
    const typed = '+14155550100';
    expect(storedValue(typed, parsePhone(typed, { allowedCountries: ['GB'] }))).toBe(typed);
  });
});

describe('phone engine: choosing a country', () => {
  it('puts its calling code before the national number typed so far', () => {
    expect(withCountry('', 'IR')).toBe('+98 ');
    expect(withCountry('+98 912 123 4567', 'US')).toBe('+1 9121234567');
    expect(withCountry('+98 91', 'GB')).toBe('+44 91');
    expect(withCountry('0912 123 4567', 'IR')).toBe('+98 0912 123 4567');
    expect(parsePhone(withCountry('0912 123 4567', 'IR')).valid).toBe(true);
    expect(withCountry('+1 415', 'nope')).toBe('+1 415');
  });
});

describe('country dropdown rules', () => {
  it('opens above when less than 200 px is free below', () => {
    expect(placementFor({ bottom: 500 }, 800)).toBe('bottom');
    expect(placementFor({ bottom: 600 }, 800)).toBe('bottom'); // exactly 200 free
    expect(placementFor({ bottom: 601 }, 800)).toBe('top');
    expect(placementFor({ bottom: 790 }, 800)).toBe('top');
  });

  it('finds the first name starting with the search, ignoring case and accents', () => {
    const names = ['Iceland', 'Iran', 'Iraq', 'Ireland', 'Réunion', 'Romania'];
    expect(findByPrefix(names, 'ir')).toBe(1);
    expect(findByPrefix(names, 'IRE')).toBe(3);
    expect(findByPrefix(names, 're')).toBe(4);
    expect(findByPrefix(names, 'x')).toBe(-1);
    expect(findByPrefix(names, '')).toBe(-1);
  });
});
