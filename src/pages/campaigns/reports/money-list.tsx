import { Fragment } from 'react';
import type { ReportMoney } from '../../../../resources/sms/sms-reports.ts';
import { formatMoney } from '../../../../resources/format/money.ts';
import { SMS_PRICE_SCALE } from '../../../../resources/sms/shared.ts';
import { Ltr } from '../../../components/ltr.tsx';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';

/** Amounts in millionths of their currencies, one after the other (never added across currencies). */
export function MoneyList({ amounts, empty = '—' }: { amounts: ReportMoney[]; empty?: string }) {
  const locale = useIntlLocale();
  if (!amounts.length) return <>{empty}</>;
  return (
    <>
      {amounts.map((m, i) => (
        <Fragment key={m.currency}>
          {i > 0 && ' · '}
          <Ltr>{formatMoney(m.amount, m.currency, locale, SMS_PRICE_SCALE)}</Ltr>
        </Fragment>
      ))}
    </>
  );
}
