/**
 * What a campaign's Send asks before it sends (docs/areas/sms.md#campaigns): how many contacts it
 * reaches, what it will cost in each currency its routes charge, one line each, and when it goes.
 * The figures are is-ready's, the same the campaign's page shows.
 */
import { Alert, Descriptions, Flex, Skeleton } from 'antd';
import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { formatMoneyRounded } from '../../../resources/format/money.ts';
import { SMS_PRICE_SCALE } from '../../../resources/sms/shared.ts';
import { DateTime } from '../../components/date-time.tsx';
import { errorText } from '../../components/error-text.ts';
import { Ltr } from '../../components/ltr.tsx';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';
import { useCampaignReadiness } from './use-readiness.ts';

export default function SendSummary({ record }: { record: BaseRecord }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const { answer, error } = useCampaignReadiness(String(record.id));
  if (error) return <Alert type="error" showIcon message={errorText(error, t)} />;
  if (!answer) return <Skeleton active />;

  const scheduled = typeof record.scheduled_at === 'string' && new Date(record.scheduled_at).getTime() > Date.now() ? record.scheduled_at : null;
  const when = record.status === 'paused' ? t('campaigns.send.resumes') : scheduled ? <DateTime value={scheduled} /> : t('campaigns.send.now');
  return (
    <Flex vertical gap={12} data-testid="send-summary">
      {!answer.ready && (
        <Alert
          type="warning"
          showIcon
          message={t('campaigns.send.notReady')}
          description={answer.blockers.map((b) => (
            <div key={b.code}>{t(`campaigns.ready.blockers.${b.code}`, { countries: (b.countries ?? []).join(', '), placeholders: (b.placeholders ?? []).join(', '), tag: '{{offer_link}}', defaultValue: b.message })}</div>
          ))}
        />
      )}
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('campaigns.send.recipients')}>
          <Ltr>{new Intl.NumberFormat(locale).format(answer.reachable)}</Ltr>
        </Descriptions.Item>
        <Descriptions.Item label={t('campaigns.send.cost')}>
          {answer.costs.length === 0 ? (
            '—'
          ) : (
            // One line per currency its routes charge: amounts in two currencies are never added up.
            <Flex vertical>
              {answer.costs.map((c) => (
                <Ltr key={c.currency}>
                  <span data-currency={c.currency}>{formatMoneyRounded(c.amount, c.currency, locale, SMS_PRICE_SCALE)}</span>
                </Ltr>
              ))}
            </Flex>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('campaigns.send.when')}>{when}</Descriptions.Item>
      </Descriptions>
    </Flex>
  );
}
