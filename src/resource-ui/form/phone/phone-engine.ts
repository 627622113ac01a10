/**
 * The phone engine (docs/architecture.md#phone-numbers), without React: parses what was typed into
 * the phone-input result and applies the field's rules: valid characters only, an optional custom pattern,
 * allowed and ignored countries, a national number of 2 to 17 digits, input of at most 250
 * characters.
 *
 * Metadata: the 'max' set, on purpose. With 'min', libphonenumber only checks a number's length,
 * so `valid` would say no more than `possible` (+49 1234 and +86 123 4567 890 pass), and the form
 * would store numbers the carriers reject. Its metadata is ~40 KB gzipped against ~20 KB for
 * 'min' (this module's chunk: ~57 KB); load-engine.ts imports it on first use, so only a form
 * with a phone field pays, never /login (bench: login-bundle) nor lists.
 */
import { AsYouType, getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** Longest input the engine looks at; longer is invalid without parsing (keeps patterns cheap). */
export const MAX_INPUT_LENGTH = 250;
/** Bounds of the national (significant) number, in digits. */
export const NATIONAL_MIN_DIGITS = 2;
export const NATIONAL_MAX_DIGITS = 17;
/** The widget's default maxLength. */
export const DEFAULT_MAX_LENGTH = 25;

/** Digits (any script: Persian and Arabic keyboards type ۰–۹ / ٠–٩), spaces, ( ) - +. */
const VALID_CHARACTERS = /^[\p{Nd} ()+-]*$/u;
const INVALID_CHARACTER = /[^\p{Nd} ()+-]/gu;

export interface PhoneOptions {
  /** ISO 3166-1 alpha-2 codes; when given, a number from any other country is invalid. */
  allowedCountries?: readonly string[];
  /** ISO codes whose numbers are invalid. */
  ignoredCountries?: readonly string[];
  /** A regular expression (source text) the trimmed input must match; unanchored unless it says ^…$. */
  pattern?: string;
  /** Accept only digits, spaces, parentheses, hyphen and plus (default true). */
  restrictCharacters?: boolean;
  /** Country for numbers typed without +calling code. */
  defaultCountry?: string | null;
}

/** The phone-input result (docs/architecture.md#phone-numbers). */
export interface PhoneResult {
  /** ISO 3166-1 alpha-2 country of the number ('US'), null when unknown or non-geographic. */
  country: CountryCode | null;
  /** The country calling code, digits only ('1' for +1), null when none was typed or implied. */
  countryCode: string | null;
  /** International format when the number is complete ('+1 415 555 0100'), else the input as typed so far, tidied. */
  formatted: string;
  /** A real number of an allowed country that passes the pattern. */
  valid: boolean;
  /** The number's length fits its country (and 2–17 national digits). */
  possible: boolean;
  /** The significant number without calling code or national prefix ('4155550100'). */
  nationalNumber: string | null;
}

const upper = (codes: readonly string[] | undefined) => (codes?.length ? new Set(codes.map((c) => c.toUpperCase())) : null);

const COUNTRIES = new Set<string>(getCountries());
export const isCountry = (code: unknown): code is CountryCode => typeof code === 'string' && COUNTRIES.has(code);
export const callingCodeOf = (country: string | null | undefined): string | null => (isCountry(country) ? getCountryCallingCode(country) : null);

/** A country is allowed when it is in the allowed list (if any) and not in the ignored list. */
export function countryAllowed(country: string | null, options: Pick<PhoneOptions, 'allowedCountries' | 'ignoredCountries'> = {}): boolean {
  const allowed = upper(options.allowedCountries);
  const ignored = upper(options.ignoredCountries);
  if (allowed && (!country || !allowed.has(country))) return false;
  return !(country && ignored?.has(country));
}

/** The countries the dropdown offers, with their calling codes. */
export function countryChoices(options: Pick<PhoneOptions, 'allowedCountries' | 'ignoredCountries'> = {}): { country: CountryCode; callingCode: string }[] {
  return getCountries()
    .filter((country) => countryAllowed(country, options))
    .map((country) => ({ country, callingCode: getCountryCallingCode(country) }));
}

/** A national number has 2 to 17 digits. */
export const withinNationalBounds = (nationalNumber: string) => nationalNumber.length >= NATIONAL_MIN_DIGITS && nationalNumber.length <= NATIONAL_MAX_DIGITS;

export const hasOnlyValidCharacters = (text: string) => VALID_CHARACTERS.test(text);
/** What the restricted widget keeps of a keystroke or a paste. */
export const stripInvalidCharacters = (text: string) => text.replace(INVALID_CHARACTER, '');

function matchesPattern(text: string, pattern: string | undefined): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return false; // a broken pattern in a field declaration fails closed
  }
}

export function parsePhone(input: string | null | undefined, options: PhoneOptions = {}): PhoneResult {
  const raw = input ?? '';
  const text = raw.trim();
  const none: PhoneResult = { country: null, countryCode: null, formatted: text, valid: false, possible: false, nationalNumber: null };
  if (raw.length > MAX_INPUT_LENGTH || text === '') return none;
  if (options.restrictCharacters !== false && !hasOnlyValidCharacters(raw)) return none;

  const defaultCountry = isCountry(options.defaultCountry) ? options.defaultCountry : undefined;
  const parsed = parsePhoneNumberFromString(text, { defaultCountry, extract: false });
  // What is typed so far: the calling code and country appear before the number is complete.
  const typing = new AsYouType(defaultCountry);
  const partial = typing.input(text);

  const country = parsed?.country ?? typing.getCountry() ?? null;
  const countryCode = parsed?.countryCallingCode ?? typing.getCallingCode() ?? (defaultCountry ? getCountryCallingCode(defaultCountry) : null);
  const nationalNumber = parsed?.nationalNumber ?? typing.getNumber()?.nationalNumber ?? null;
  const possible = !!parsed && withinNationalBounds(parsed.nationalNumber) && parsed.isPossible();
  const valid = possible && !!parsed?.isValid() && countryAllowed(country, options) && matchesPattern(text, options.pattern);
  return {
    country,
    countryCode: countryCode || null,
    // Without a calling code or a default country AsYouType drops the spacing: keep the text then.
    formatted: possible && parsed ? parsed.formatInternational() : (text.startsWith('+') || defaultCountry) && partial ? partial : text,
    valid,
    possible,
    nationalNumber,
  };
}

/** What the form stores: E.164 for a valid number, else the text as typed (the server says what is wrong). */
export function storedValue(text: string, result: PhoneResult): string {
  return result.valid ? `+${result.countryCode}${result.nationalNumber}` : text;
}

/** The text after choosing a country: its calling code, then the national number typed so far. */
export function withCountry(text: string, country: string, options: PhoneOptions = {}): string {
  const code = callingCodeOf(country);
  if (!code) return text;
  const current = parsePhone(text, { ...options, restrictCharacters: false });
  // Digits typed without a calling code stay (a national prefix is dropped when parsed: +98 0912 → +98 912).
  const national = current.nationalNumber ?? (text.trim().startsWith('+') ? '' : text.trim());
  return `+${code} ${national}`;
}
