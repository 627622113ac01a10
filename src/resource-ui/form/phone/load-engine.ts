/**
 * libphonenumber with its 'max' metadata (~40 KB gzipped) loads when the first phone field is
 * shown, in a chunk of its own: not with /login, nor with the list and show pages that share the
 * form's widgets. One promise for the whole app, so React's `use()` suspends only the first time.
 */
import type * as CountryNames from './country-names.ts';
import type * as PhoneEngine from './phone-engine.ts';

export type Engine = typeof PhoneEngine & typeof CountryNames;

let loading: Promise<Engine> | undefined;

export function loadPhoneEngine(): Promise<Engine> {
  loading ??= Promise.all([import('./phone-engine.ts'), import('./country-names.ts')]).then(([engine, names]) => ({ ...engine, ...names }));
  return loading;
}
