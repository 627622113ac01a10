import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../providers/i18n-provider.ts';

/** The BCP 47 tag for Intl formatting of the current language (`ir` is Persian: `fa`). */
export function useIntlLocale(): string {
  const { i18n } = useTranslation();
  return LANGUAGES.find((l) => l.code === i18n.language)?.htmlLang ?? 'en';
}
