/** The answer to a one-number check, as a card: what the provider said, or why it could not. */
import { Alert, Card, Descriptions, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../resources/format/money.ts';
import { Ltr } from '../../components/ltr.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';
import type { KindScreen, LookupAnswer } from './lookup-kind.ts';

const HLR_FIELDS = ['status', 'network', 'mcc', 'mnc', 'ported', 'roaming'] as const;
const MNP_FIELDS = ['ported', 'country', 'original_network', 'current_network'] as const;

export function LookupResult({ screen, answer }: { screen: KindScreen; answer: LookupAnswer }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const ns = screen.resource;
  const value = (field: string) => {
    const v = answer[field];
    if (v === null || v === undefined || v === '') return '—';
    if (typeof v === 'boolean') return v ? t('enrichment.result.yes') : t('enrichment.result.no');
    if (field === 'status') return t(`${ns}.enums.status.${v}`);
    if (field === 'mcc' || field === 'mnc' || field === 'country') return <Ltr>{String(v)}</Ltr>;
    return String(v);
  };
  const fields = screen.kind === 'hlr' ? HLR_FIELDS : MNP_FIELDS;
  return (
    <Card
      size="small"
      data-testid="lookup-result"
      title={
        <Flex gap={8} align="center" wrap>
          <Ltr>{answer.phone}</Ltr>
          {answer.cached ? <Tag color="blue">{t('enrichment.result.cached')}</Tag> : <Tag>{t(`enrichment.provider.adapters.${String(answer.provider)}`)}</Tag>}
        </Flex>
      }
    >
      {answer.error ? (
        <Alert type="error" showIcon message={t('enrichment.result.failed')} description={String(answer.error)} />
      ) : (
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 3 }} contentStyle={{ whiteSpace: 'nowrap' }}>
          {fields.map((field) => (
            <Descriptions.Item key={field} label={t(`${ns}.fields.${field}`)}>
              {value(field)}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t(`${ns}.fields.cost`)}>
            <Ltr>{formatMoney(answer.cost, answer.currency, locale)}</Ltr>
          </Descriptions.Item>
          <Descriptions.Item label={t('enrichment.result.answeredAt')}>
            <DateTime value={answer.answered_at} />
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
