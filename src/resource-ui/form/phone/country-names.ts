/** The dropdown's countries: name in the UI language (Intl.DisplayNames) and calling code, sorted by name. */
import { countryChoices, type PhoneOptions } from './phone-engine.ts';

export interface CountryChoice {
  country: string;
  callingCode: string;
  name: string;
}

export function localizedChoices(locale: string, options: Pick<PhoneOptions, 'allowedCountries' | 'ignoredCountries'> = {}): CountryChoice[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return countryChoices(options)
    .map((choice) => ({ ...choice, name: names.of(choice.country) ?? choice.country }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
