import { Typography } from 'antd';
import { formatMoney, formatMoneyRounded } from '../../../../resources/format/money.ts';
import { SMS_PRICE_SCALE } from '../../../../resources/sms/shared.ts';
import { Ltr } from '../../../components/ltr.tsx';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';

/** An amount in millionths at its currency's usual decimals; the exact amount on hover. */
export function MoneyCell({ amount, currency, tone }: { amount: number; currency: string; tone?: 'danger' | 'warning' | 'success' }) {
  const locale = useIntlLocale();
  return (
    <Typography.Text type={tone} title={formatMoney(amount, currency, locale, SMS_PRICE_SCALE)} style={{ whiteSpace: 'nowrap' }}>
      <Ltr>{formatMoneyRounded(amount, currency, locale, SMS_PRICE_SCALE)}</Ltr>
    </Typography.Text>
  );
}

/** The same as text, for charts' labels and key figures. */
export function useMoneyText() {
  const locale = useIntlLocale();
  return (amount: number, currency: string) => formatMoneyRounded(amount, currency, locale, SMS_PRICE_SCALE);
}
