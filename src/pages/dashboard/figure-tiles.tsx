import type { ReactNode } from 'react';
import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { MessageOutlined, PhoneOutlined, RiseOutlined, WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_MONEY_SCALE, type DashboardFigures } from '../../../resources/dashboard/figures.ts';
import { formatMoneyRounded } from '../../../resources/format/money.ts';
import { Ltr } from '../../components/ltr.tsx';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';

function Tile({ icon, title, children, testId }: { icon: ReactNode; title: string; children: ReactNode; testId: string }) {
  return (
    <Card style={{ height: '100%' }} data-testid={testId}>
      <Flex gap={8} align="center" style={{ marginBottom: 8 }}>
        {icon}
        <Typography.Text type="secondary">{title}</Typography.Text>
      </Flex>
      {children}
    </Card>
  );
}

/** The four key figures of the range: messages, calls, answer rate, spend. */
export function FigureTiles({ figures }: { figures: DashboardFigures }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const { messages, calls, spend } = figures;
  const percent = (n: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(n);
  const money = (m: { amount: number; currency: string }) => formatMoneyRounded(m.amount, m.currency, locale, DASHBOARD_MONEY_SCALE);
  const minutes = Math.round(calls.talk_seconds / 60);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12} xl={6}>
        <Tile icon={<MessageOutlined />} title={t('dashboard.messages.title')} testId="tile-messages">
          <Statistic value={messages.sent} formatter={(v) => number(Number(v))} />
          <Typography.Text type="secondary" data-testid="messages-detail">
            {messages.sent
              ? t('dashboard.messages.delivered', { delivered: number(messages.delivered), rate: percent(messages.delivered / messages.sent) })
              : t('dashboard.messages.none')}
            {messages.failed > 0 && ` · ${t('dashboard.messages.failed', { failed: number(messages.failed) })}`}
          </Typography.Text>
        </Tile>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Tile icon={<PhoneOutlined />} title={t('dashboard.calls.title')} testId="tile-calls">
          <Statistic value={calls.total} formatter={(v) => number(Number(v))} />
          <Typography.Text type="secondary">{t('dashboard.calls.talkTime', { minutes: number(minutes) })}</Typography.Text>
        </Tile>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Tile icon={<RiseOutlined />} title={t('dashboard.answerRate.title')} testId="tile-answer-rate">
          <Statistic value={calls.answer_rate === null ? '—' : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(calls.answer_rate)} />
          <Typography.Text type="secondary">
            {calls.answer_rate === null ? t('dashboard.answerRate.none') : t('dashboard.answerRate.detail', { answered: number(calls.answered), ended: number(calls.ended) })}
          </Typography.Text>
        </Tile>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Tile icon={<WalletOutlined />} title={t('dashboard.spend.title')} testId="tile-spend">
          {spend.totals.length ? (
            <Flex vertical gap={2}>
              {spend.totals.map((m, i) => (
                <Statistic key={m.currency} value={money(m)} valueStyle={i ? { fontSize: 16 } : undefined} formatter={(v) => <Ltr>{String(v)}</Ltr>} />
              ))}
            </Flex>
          ) : (
            <Statistic value={t('dashboard.spend.none')} valueStyle={{ fontSize: 16 }} />
          )}
          {spend.top_ups.length > 0 && (
            <Typography.Text type="secondary">
              {t('dashboard.spend.toppedUp', { amount: spend.top_ups.map(money).join(' · ') })}
            </Typography.Text>
          )}
        </Tile>
      </Col>
    </Row>
  );
}
