/** A deck's preview: its counts, each change coloured by kind with its old and new price, notice flags, and the rows Parley could not read with why. */
import { useState } from 'react';
import { Alert, Card, Flex, Statistic, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Meaning } from '../../../../resources/kit/meanings.ts';
import { formatMoney } from '../../../../resources/format/money.ts';
import { SMS_PRICE_SCALE } from '../../../../resources/sms/shared.ts';
import type { DeckPreview, DeckPreviewRow, DeckRowKind, DeckUnreadableRow } from '../../../../resources/sms/rate-decks.ts';
import { Ltr } from '../../../components/ltr.tsx';
import { StateTag } from '../../../components/state-tag.tsx';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';

/** A rise costs the team money (danger), a fall saves it (success); a new network is planned, a closed one over. */
export const KIND_MEANING: Record<DeckRowKind, Meaning> = { increase: 'danger', decrease: 'success', new: 'planned', closed: 'ended', unchanged: 'neutral' };

const COUNT_KEYS = ['increase', 'decrease', 'new', 'closed', 'unchanged', 'unreadable', 'inside_notice'] as const;

export function PreviewCard({ preview }: { preview: DeckPreview }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [showUnchanged, setShowUnchanged] = useState(false);
  const money = (units: number | null, currency: string | null) => (units === null ? '—' : <Ltr>{formatMoney(units, currency, locale, SMS_PRICE_SCALE)}</Ltr>);
  const pct = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const rows = showUnchanged ? preview.rows : preview.rows.filter((r) => r.kind !== 'unchanged');

  return (
    <Flex vertical gap={16}>
      <Card title={t('rate-decks.preview.title')} extra={<Typography.Text type="secondary">{t('rate-decks.preview.noticeDays', { count: preview.notice_days })}</Typography.Text>} data-testid="deck-preview">
        <Flex wrap gap={32} style={{ marginBottom: 16 }}>
          {COUNT_KEYS.map((key) => (
            <Statistic key={key} title={t(`rate-decks.counts.${key}`)} value={preview.counts[key]} valueStyle={{ fontSize: 22 }} data-testid={`deck-count-${key}`} />
          ))}
        </Flex>
        {preview.duplicate_of !== null && <Alert style={{ marginBottom: 16 }} type="warning" showIcon message={t('rate-decks.preview.duplicate', { id: preview.duplicate_of })} />}
        <Flex justify="flex-end" align="center" gap={8} style={{ marginBottom: 8 }}>
          <Switch id="deck-unchanged" size="small" checked={showUnchanged} onChange={setShowUnchanged} />
          <label htmlFor="deck-unchanged">{t('rate-decks.preview.showUnchanged')}</label>
        </Flex>
        <Table<DeckPreviewRow>
          size="small"
          rowKey={(r) => `${r.mcc}-${r.mnc}`}
          dataSource={rows}
          pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: t('rate-decks.preview.empty') }}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'kind', title: t('rate-decks.preview.kind'), render: (_, r) => <StateTag meaning={KIND_MEANING[r.kind]}>{t(`rate-decks.kinds.${r.kind}`)}</StateTag> },
            {
              key: 'network',
              title: t('rate-decks.preview.network'),
              render: (_, r) => (
                <span>
                  {r.network_name}{' '}
                  <Typography.Text type="secondary">
                    <Ltr>{`${r.country} ${r.mcc}-${r.mnc}`}</Ltr>
                  </Typography.Text>
                </span>
              ),
            },
            { key: 'old', title: t('rate-decks.preview.old'), align: 'end', render: (_, r) => money(r.old_price, r.old_currency) },
            { key: 'new', title: t('rate-decks.preview.new'), align: 'end', render: (_, r) => money(r.new_price, r.currency) },
            { key: 'pct', title: t('rate-decks.preview.changePct'), align: 'end', render: (_, r) => (r.change_pct === null ? '—' : <Ltr>{pct.format(r.change_pct / 100)}</Ltr>) },
            { key: 'effective', title: t('rate-decks.preview.effective'), render: (_, r) => date.format(new Date(`${r.effective_from}T00:00:00Z`)) },
            {
              key: 'notice',
              title: t('rate-decks.preview.insideNotice'),
              render: (_, r) =>
                r.inside_notice ? (
                  <Tooltip title={t('rate-decks.preview.insideNoticeHelp')}>
                    <Tag color="warning" icon={<WarningOutlined aria-hidden />} data-testid="inside-notice">
                      {t('rate-decks.preview.insideNotice')}
                    </Tag>
                  </Tooltip>
                ) : null,
            },
            { key: 'line', title: t('rate-decks.preview.line'), align: 'end', render: (_, r) => (r.line === null ? '—' : r.line) },
          ]}
        />
      </Card>
      {preview.unreadable.length > 0 && (
        <Card title={t('rate-decks.unreadable.title')} data-testid="deck-unreadable">
          <Table<DeckUnreadableRow>
            size="small"
            rowKey={(r) => `${r.line}-${r.problem}`}
            dataSource={preview.unreadable}
            pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
            columns={[
              { key: 'line', title: t('rate-decks.preview.line'), render: (_, r) => r.line, width: 80 },
              { key: 'reason', title: t('rate-decks.unreadable.reason'), render: (_, r) => <StateTag meaning="warning">{t(`rate-decks.problems.${r.problem}`)}</StateTag> },
              { key: 'value', title: t('rate-decks.unreadable.value'), render: (_, r) => <Ltr mono>{r.value}</Ltr> },
            ]}
          />
        </Card>
      )}
    </Flex>
  );
}
