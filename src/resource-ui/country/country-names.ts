/**
 * Countries by their ISO 3166-1 alpha-2 code, named in the reader's language by the browser
 * (Intl.DisplayNames): no flag images and no name lists to translate. The codes offered are every
 * country the phone number library knows, loaded with it on first use.
 */
import { useEffect, useMemo, useState } from 'react';
import { useIntlLocale } from '../use-locale.ts';

const namers = new Map<string, Intl.DisplayNames | null>();

/** The country's name in `locale`, or its code when the browser does not know it. */
export function countryName(code: string, locale: string): string {
  if (!namers.has(locale)) {
    try {
      namers.set(locale, new Intl.DisplayNames([locale], { type: 'region' }));
    } catch {
      namers.set(locale, null);
    }
  }
  try {
    return namers.get(locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Names countries in the UI's language. */
export function useCountryName(): (code: string) => string {
  const locale = useIntlLocale();
  return useMemo(() => (code: string) => countryName(code, locale), [locale]);
}

let loaded: Promise<readonly string[]> | null = null;
/** Every country code libphonenumber-js knows (about 245); its metadata loads once, lazily. */
export function loadCountryCodes(): Promise<readonly string[]> {
  loaded ??= import('libphonenumber-js/min').then((m) => m.getCountries());
  return loaded;
}

export interface CountryOption {
  value: string;
  label: string;
}

/** Every country as a select option, named and sorted in the UI's language; empty until loaded. */
export function useCountryOptions(): CountryOption[] {
  const locale = useIntlLocale();
  const [codes, setCodes] = useState<readonly string[]>([]);
  useEffect(() => {
    let live = true;
    void loadCountryCodes().then((c) => live && setCodes(c));
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => {
    const collator = new Intl.Collator(locale);
    return codes.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) => collator.compare(a.label, b.label));
  }, [codes, locale]);
}
