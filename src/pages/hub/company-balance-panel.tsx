/**
 * A company's money on its page (docs/areas/hub.md#balances): the balance, what its parts under way
 * were charged (reserved: refunded if no vendor carries them), how far its endpoints' credit lets
 * traffic take it below zero, and so what it may still send. The page's record is live, so a charge
 * or a credit in any process reads this afresh (the panel is keyed by the balance it shows).
 */
import { Col, Row, Statistic, Tooltip, Typography } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { companyBalancePath, type CompanyBalance } from '../../../resources/hub/company-balance.ts';
import { SMS_PRICE_SCALE } from '../../../resources/sms/shared.ts';
import { formatFieldMoney } from '../../../resources/format/money.ts';
import { PanelCard } from '../../components/panel-card.tsx';
import { useFreshGet } from '../../hooks/use-fresh-get.ts';

const TOTAL = { scale: SMS_PRICE_SCALE, precision: 'total' } as const;

export function CompanyBalancePanel({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const { data, loading } = useFreshGet<CompanyBalance>(companyBalancePath(id));
  const money = (units: number | undefined) => (units === undefined ? '—' : formatFieldMoney(TOTAL, units, data?.currency, i18n.language));
  const figures = [
    { key: 'balance', value: data?.balance, danger: (data?.balance ?? 0) < 0 },
    { key: 'reserved', value: data?.reserved },
    { key: 'credit', value: data?.credit_limit },
    { key: 'available', value: data ? data.balance + data.credit_limit : undefined, danger: data ? data.balance + data.credit_limit <= 0 : false },
  ];
  return (
    <PanelCard
      icon={<WalletOutlined aria-hidden />}
      title={t('ledger-entries.panel.title')}
      extra={<Link to={`/hub/companies/${encodeURIComponent(id)}/ledger`}>{t('ledger-entries.panel.ledger')}</Link>}
      style={{ marginBottom: 16 }}
      data-testid="company-balance-panel"
    >
      <Row gutter={[24, 16]}>
        {figures.map((f) => (
          <Col key={f.key} xs={12} md={6}>
            <Statistic
              loading={loading && !data}
              title={
                <Tooltip title={t(`ledger-entries.panel.${f.key}Help`)}>
                  <Typography.Text type="secondary">{t(`ledger-entries.panel.${f.key}`)}</Typography.Text>
                </Tooltip>
              }
              valueRender={() => (
                <Typography.Text strong style={{ fontSize: 22 }} type={f.danger ? 'danger' : undefined} data-testid={`company-${f.key}`}>
                  {money(f.value)}
                </Typography.Text>
              )}
            />
          </Col>
        ))}
      </Row>
    </PanelCard>
  );
}
