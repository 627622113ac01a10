import { useEffect, useState } from 'react';
import { Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { enumKey } from '../../../../resources/kit/index.ts';
import { contacts } from '../../../../resources/audience/contacts.ts';
import { DateTime } from '../../../components/date-time.tsx';
import { Ltr } from '../../../components/ltr.tsx';
import { useCountryName } from '../../../resource-ui/country/country-names.ts';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';

/** The time now in a zone, in the reader's language (refreshed each minute), or null for a zone the browser does not know. */
function useLocalTime(zone: string | null): string | null {
  const locale = useIntlLocale();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  if (!zone) return null;
  try {
    return new Intl.DateTimeFormat(locale, { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone: zone }).format(now);
  } catch {
    return null;
  }
}

const none = <Typography.Text type="secondary">—</Typography.Text>;

/** What Parley knows about a contact's number: its country, type, validity, time zone, network and the last HLR answer. */
export function NumberFacts({ record }: { record: Record<string, unknown> }) {
  const { t } = useTranslation();
  const name = useCountryName();
  const enumLabel = (field: string, v: unknown) => (v === null || v === undefined ? none : t(enumKey(contacts, field, String(v))));
  const zone = (record.timezone as string | null) ?? null;
  const local = useLocalTime(zone);
  const label = (field: string) => t(`contacts.fields.${field}`);
  const country = record.country as string | null;
  return (
    <Descriptions column={1} size="small" bordered data-testid="number-facts">
      <Descriptions.Item label={label('phone')}>
        <Space wrap>
          <Ltr>{String(record.phone)}</Ltr>
          {record.opted_out === true && <Tag color="red">{t('contacts.facts.optedOut')}</Tag>}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={label('country')}>{country ? `${name(country)} · ${country}` : none}</Descriptions.Item>
      <Descriptions.Item label={label('number_type')}>{enumLabel('number_type', record.number_type)}</Descriptions.Item>
      <Descriptions.Item label={label('valid')}>
        <Tag color={record.valid ? 'green' : 'orange'}>{t(record.valid ? 'contacts.facts.valid' : 'contacts.facts.invalid')}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={label('timezone')}>
        {zone ? (
          <Space wrap>
            <Ltr>{zone}</Ltr>
            {local && <Typography.Text type="secondary">{t('contacts.facts.localTime', { time: local })}</Typography.Text>}
          </Space>
        ) : (
          none
        )}
      </Descriptions.Item>
      <Descriptions.Item label={label('network')}>
        {record.network ? (
          <Space wrap>
            <span dir="auto">{String(record.network)}</span>
            {record.mcc || record.mnc ? (
              <Typography.Text type="secondary">
                <Ltr>{`${String(record.mcc ?? '–')}/${String(record.mnc ?? '–')}`}</Ltr>
              </Typography.Text>
            ) : null}
            {record.network_source ? <Tag>{t('contacts.facts.networkFrom', { source: t(enumKey(contacts, 'network_source', String(record.network_source))) })}</Tag> : null}
            {record.ported === true && <Tag color="blue">{t('contacts.fields.ported')}</Tag>}
          </Space>
        ) : (
          none
        )}
      </Descriptions.Item>
      <Descriptions.Item label={label('reachability')}>
        {record.reachability ? (
          <Space wrap>
            {enumLabel('reachability', record.reachability)}
            {record.looked_up_at ? (
              <Typography.Text type="secondary">
                <DateTime value={String(record.looked_up_at)} />
              </Typography.Text>
            ) : null}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('contacts.facts.notLookedUp')}</Typography.Text>
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
