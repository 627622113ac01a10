import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../providers/i18n-provider.ts';

interface Props {
  value: string | null | undefined;
  /** Stands in for null (never used, no expiry). */
  empty?: string;
  /** For table cells: month, day and time, the year only when it is not this year; the full date and time on hover. */
  compact?: boolean;
}

/** A timestamp in the reader's language. */
export function DateTime({ value, empty = '—', compact = false }: Props) {
  const { i18n } = useTranslation();
  if (!value) return <>{empty}</>;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <>{value}</>;
  const lang = LANGUAGES.find((l) => l.code === i18n.language)?.htmlLang ?? 'en';
  const full = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  if (!compact) return <time dateTime={value}>{full}</time>;
  const thisYear = date.getFullYear() === new Date().getFullYear();
  const short = new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', ...(thisYear ? {} : { year: 'numeric' }), hour: 'numeric', minute: '2-digit' }).format(date);
  return (
    <time dateTime={value} title={full}>
      {short}
    </time>
  );
}
