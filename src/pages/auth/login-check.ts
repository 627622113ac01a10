import type { TFunction } from 'i18next';

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** Something@something.tld, as the server will insist; the server has the last word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the sign-in form before it is sent, in the words of the other auth forms. */
export function checkLogin(values: LoginValues, t: TFunction): LoginErrors {
  const errors: LoginErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = t('auth.validation.emailRequired');
  else if (!EMAIL.test(email)) errors.email = t('auth.validation.emailInvalid');
  if (!values.password) errors.password = t('auth.validation.passwordRequired');
  return errors;
}
