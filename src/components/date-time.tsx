import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../providers/i18n-provider.ts';

/** A timestamp in the reader's language; `empty` stands in for null (never used, no expiry). */
export function DateTime({ value, empty = '—' }: { value: string | null | undefined; empty?: string }) {
  const { i18n } = useTranslation();
  if (!value) return <>{empty}</>;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <>{value}</>;
  const lang = LANGUAGES.find((l) => l.code === i18n.language)?.htmlLang ?? 'en';
  const text = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  return <time dateTime={value}>{text}</time>;
}
