/** A field's value as read-only text: list cells and the show page share it. */
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { enumKey, isStateField, meaningOf, type FieldDef, type Resource } from '../../resources/kit/index.ts';
import type { RouteTarget } from '../../resources/sms/routing-rules.ts';
import type { RouteAttempt } from '../../resources/sms/sms-logs.ts';
import { DateTime } from '../components/date-time.tsx';
import { Ltr } from '../components/ltr.tsx';
import { StateTag } from '../components/state-tag.tsx';
import { MarkdownView } from './markdown-view.tsx';
import { MoneyValue } from './money.tsx';
import { ReferenceTitle } from './reference-title.tsx';
import { safeHref } from './safe-url.ts';
import { useIntlLocale } from './use-locale.ts';
import { Clipped } from './clipped.tsx';
import { countryName } from './country/country-names.ts';
import { CustomValuesView } from './custom-values/custom-values-view.tsx';
import { FieldMappingView } from './custom-values/field-mapping-input.tsx';
import { SmsTextCounter } from './sms-text/sms-text-counter.tsx';
import { RouteTargetsView } from './route-targets/route-targets-input.tsx';
import { RouteAttemptsView } from './route-targets/route-attempts-view.tsx';

interface Props {
  resource: Resource;
  name: string;
  field: FieldDef;
  record: Record<string, unknown>;
  /** Long text is cut to one line in lists and shown whole on the show page. */
  full?: boolean;
  /** Text only, no link of its own: the value sits inside a link to its record (a list's title cell). */
  plain?: boolean;
}

export function FieldValue({ resource, name, field, record, full = false, plain = false }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const value = record[name];
  if (value === null || value === undefined || value === '') return <Typography.Text type="secondary">—</Typography.Text>;
  const label = (v: unknown) => (field.options?.includes(String(v)) ? t(enumKey(resource, name, String(v))) : String(v));

  switch (field.kind) {
    case 'money':
      return <MoneyValue resource={resource} field={field} value={value as number} record={record} full={full} />;
    case 'number':
      return <Ltr>{new Intl.NumberFormat(locale, field.code ? { useGrouping: false } : undefined).format(Number(value))}</Ltr>;
    case 'switch':
      return <Tag color={value ? 'green' : 'default'}>{t(value ? 'resources.yes' : 'resources.no')}</Tag>;
    case 'select':
      return (
        <StateTag meaning={isStateField(resource, name) ? meaningOf(resource, name, value) : undefined} title={label(value)}>
          {label(value)}
        </StateTag>
      );
    case 'multiselect':
      return (
        <Space size={[0, 4]} wrap>
          {(Array.isArray(value) ? value : [value]).map((v) => (
            <Tag key={String(v)}>{label(v)}</Tag>
          ))}
        </Space>
      );
    case 'date': {
      const date = new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
      if (Number.isNaN(date.getTime())) return <>{String(value)}</>;
      return <time dateTime={String(value)}>{new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)}</time>;
    }
    case 'datetime':
      return <DateTime value={String(value)} compact={!full} />;
    case 'url':
    case 'email': {
      const href = safeHref(field.kind === 'email' ? `mailto:${String(value)}` : value);
      const text = full ? <Ltr>{String(value)}</Ltr> : <Clipped text={String(value)} ltr />;
      return href && !plain ? <a href={href} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>{text}</a> : text;
    }
    case 'phone':
      return <Ltr>{String(value)}</Ltr>;
    case 'country':
      // The name in the reader's language, the code beside it on the record's own page.
      return (
        <span title={String(value)}>
          {countryName(String(value), locale)}
          {full && <Typography.Text type="secondary"> · {String(value)}</Typography.Text>}
        </span>
      );
    case 'field-mapping':
      return <FieldMappingView value={value as Record<string, string>} />;
    case 'route-targets':
      return <RouteTargetsView value={value as RouteTarget[]} />;
    case 'route-attempts':
      return <RouteAttemptsView value={value as RouteAttempt[]} full={full} />;
    case 'custom-values':
      return <CustomValuesView value={value as Record<string, unknown>} compact={!full} />;
    case 'reference':
      return <ReferenceTitle field={field} id={value} link={full && !plain} clip={!full} />;
    case 'json':
      return full ? <pre className="mono" dir="ltr" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{JSON.stringify(value, null, 2)}</pre> : <Clipped text={JSON.stringify(value)} ltr mono />;
    case 'sms-text':
      if (!full) return <Clipped text={String(value)} />;
      // On its record's page a message shows what it costs to send: its encoding and parts.
      return (
        <div>
          <div dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            {String(value)}
          </div>
          <SmsTextCounter text={String(value)} compact />
        </div>
      );
    case 'markdown':
    case 'textarea':
      if (full && field.kind === 'markdown') return <MarkdownView text={String(value)} />;
      // Free text reads in its own direction: an Arabic message on an English page runs right to left.
      return full ? <div dir="auto" style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</div> : <Clipped text={String(value)} />;
    default:
      return full ? <>{String(value)}</> : <Clipped text={String(value)} />;
  }
}
