/**
 * A phone number as people write it, read into E.164 with what its number plan says about it.
 * Every notation of one number reads the same: spaces and dashes, a `00` or `+` prefix, Arabic-Indic
 * or Persian digits, bidi marks pasted from a right-to-left document, or a national number read in
 * the team's default country. The `max` metadata is needed for the number's type.
 */
import { getCountries, getCountryCallingCode, parsePhoneNumberWithError, ParseError, type CountryCode, type NumberType } from 'libphonenumber-js/max';

export interface NumberReading {
  e164: string;
  /** ISO 3166-1 alpha-2; null for a non-geographic number (+800, +882…). */
  country: string | null;
  number_type: ContactNumberType | null;
  /** The number exists in its country's plan (not only has the right length). */
  valid: boolean;
}

export type PhoneResult = { ok: true; number: NumberReading } | { ok: false; message: string };

export const NUMBER_TYPES = ['mobile', 'fixed_line', 'fixed_line_or_mobile', 'voip', 'toll_free', 'premium_rate', 'shared_cost', 'personal_number', 'pager', 'uan', 'voicemail'] as const;
export type ContactNumberType = (typeof NUMBER_TYPES)[number];

const KNOWN_COUNTRIES = new Set<string>(getCountries());
export const isCountryCode = (code: unknown): code is CountryCode => typeof code === 'string' && KNOWN_COUNTRIES.has(code);

/** Arabic-Indic (U+0660…), Persian (U+06F0…) and full-width (U+FF10…) digits become ASCII. */
export function foldDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g, (d) => {
    const code = d.charCodeAt(0);
    const zero = code >= 0xff10 ? 0xff10 : code >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(code - zero);
  });
}

// Separators people type or paste: spaces (incl. no-break), dashes, dots, slashes, brackets, bidi marks.
const NOISE = /[\s\u00a0\u2000-\u200f\u2010-\u2015\u202a-\u202e\u2066-\u2069\-./()[\]]/g;

const MESSAGES: Record<string, string> = {
  INVALID_COUNTRY: 'Give the number in international format (+ and the country code), or set the team’s default country.',
  NOT_A_NUMBER: 'This is not a phone number.',
  TOO_SHORT: 'This number is too short.',
  TOO_LONG: 'This number is too long.',
  INVALID_LENGTH: 'This number has the wrong length for its country.',
};

/**
 * Reads one number. `defaultCountry` applies to numbers written without an international prefix;
 * `allowedCountries` (empty: all) refuses numbers of other countries.
 */
export function readPhoneNumber(input: unknown, defaultCountry?: string | null, allowedCountries: readonly string[] = []): PhoneResult {
  if (typeof input !== 'string' && typeof input !== 'number') return { ok: false, message: 'Give a phone number.' };
  let text = foldDigits(String(input)).replace(NOISE, '');
  if (!text) return { ok: false, message: 'Give a phone number.' };
  if (text.startsWith('00')) text = `+${text.slice(2)}`;
  if (/[^+\d]/.test(text.replace(/^\+/, '')) && !/ext|x|#|;/i.test(text)) return { ok: false, message: MESSAGES.NOT_A_NUMBER };
  let parsed;
  try {
    parsed = parsePhoneNumberWithError(text, isCountryCode(defaultCountry) ? { defaultCountry } : undefined);
  } catch (error) {
    if (error instanceof ParseError) return { ok: false, message: MESSAGES[error.message] ?? MESSAGES.NOT_A_NUMBER };
    throw error;
  }
  if (!parsed.isPossible()) {
    const length = parsed.nationalNumber.length;
    return { ok: false, message: length < 6 ? MESSAGES.TOO_SHORT : length > 14 ? MESSAGES.TOO_LONG : MESSAGES.INVALID_LENGTH };
  }
  // A number libphonenumber cannot place (a +44 number outside the known ranges could be GB, GG,
  // IM or JE) keeps the country it was read with when its calling code agrees, as the same number
  // written nationally would.
  const country = parsed.country ?? (isCountryCode(defaultCountry) && getCountryCallingCode(defaultCountry) === parsed.countryCallingCode ? defaultCountry : null);
  if (allowedCountries.length && !(country && allowedCountries.includes(country))) {
    return { ok: false, message: `Numbers of ${country ?? `+${parsed.countryCallingCode}`} are not allowed in this team (team settings, contact countries).` };
  }
  // With the full metadata a number has a type exactly when it is valid: reading the type alone runs
  // the country's patterns once instead of twice (isValid runs them too), which halves an import's
  // time in libphonenumber. isValid still answers for the rare country without type patterns.
  const type = parsed.getType();
  const valid = type !== undefined || parsed.isValid();
  return { ok: true, number: { e164: parsed.number, country, number_type: valid ? typeName(type) : null, valid } };
}

function typeName(type: NumberType): ContactNumberType | null {
  return type ? (type.toLowerCase() as ContactNumberType) : null;
}
