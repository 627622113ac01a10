import { Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../components/ltr.tsx';
import { useIntlLocale } from '../use-locale.ts';
import { useCustomFields, type CustomFieldDef } from './use-custom-fields.ts';

/** One custom value as its type reads: a number in the UI's digits, a date in its format, yes or no. */
export function CustomValue({ def, value }: { def?: CustomFieldDef; value: unknown }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  if (value === null || value === undefined || value === '') return <Typography.Text type="secondary">—</Typography.Text>;
  switch (def?.type) {
    case 'number':
      return <Ltr>{new Intl.NumberFormat(locale).format(Number(value))}</Ltr>;
    case 'boolean':
      return <Tag color={value ? 'green' : 'default'}>{t(value ? 'resources.yes' : 'resources.no')}</Tag>;
    case 'date': {
      const date = new Date(`${String(value)}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? <>{String(value)}</> : <time dateTime={String(value)}>{new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)}</time>;
    }
    case 'select':
      return <Tag>{String(value)}</Tag>;
    default:
      return <span dir="auto">{String(value)}</span>;
  }
}

/** A contact's custom values by their fields' names; a value whose field was removed shows under its key. */
export function CustomValuesView({ value, compact = false }: { value: Record<string, unknown> | null; compact?: boolean }) {
  const { fields } = useCustomFields();
  const entries = Object.entries(value ?? {});
  if (!entries.length) return <Typography.Text type="secondary">—</Typography.Text>;
  const byKey = new Map(fields.map((f) => [f.key, f]));
  if (compact) {
    return (
      <span>
        {entries.map(([key, v], i) => (
          <span key={key}>
            {i > 0 && ' · '}
            {byKey.get(key)?.name ?? key}: <CustomValue def={byKey.get(key)} value={v} />
          </span>
        ))}
      </span>
    );
  }
  return (
    <Descriptions column={1} size="small" colon={false} data-testid="custom-values">
      {entries.map(([key, v]) => (
        <Descriptions.Item key={key} label={byKey.get(key)?.name ?? key}>
          <CustomValue def={byKey.get(key)} value={v} />
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
