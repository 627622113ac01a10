/**
 * Money in lists (docs/architecture.md#money): a total at its currency's usual decimals, a rate at
 * every digit, an amount per currency one line each, never run together.
 */
import { describe, expect, it } from 'vitest';
import { campaigns } from '../../../resources/campaigns/campaigns.ts';
import { vendorRates } from '../../../resources/sms/vendor-rates.ts';
import { formatFieldMoneyByCurrency, formatListMoney } from '../../../resources/format/money.ts';
import { exportCell } from '../../../resources/format/export-cell.ts';
import { moneyProblem, type FieldDef } from '../../../resources/kit/index.ts';

describe('money in lists', () => {
  it('shows a campaign\u2019s cost per currency, each at its usual decimals, on lines of their own', () => {
    const costs = campaigns.fields.costs;
    expect(costs).toMatchObject({ kind: 'money', byCurrency: true, precision: 'total' });
    const lines = formatFieldMoneyByCurrency(costs, { USD: 127_422_937, EUR: 39_047_034, JPY: 1_500_600_000 }, 'en-US', true);
    expect(lines).toEqual(['€39.05', '¥1,501', '$127.42']);
    // On the campaign's own page, every digit, still one line per currency.
    expect(formatFieldMoneyByCurrency(costs, { USD: 127_422_937, EUR: 39_047_034 }, 'en-US', false)).toEqual(['€39.047034', '$127.422937']);
    expect(exportCell(costs, { USD: 127_422_937, EUR: 39_047_034 }, {})).toBe('EUR 39.047034; USD 127.422937');
  });

  it('shows a total at its currency\u2019s decimals and a rate at every digit', () => {
    expect(formatListMoney(campaigns.fields.cost, 127_422_937, 'USD', 'en-US')).toBe('$127.42');
    expect(formatListMoney(vendorRates.fields.price, 31_437, 'EUR', 'en-US')).toBe('€0.031437');
  });

  it('refuses a fixed-scale amount that does not say whether it is a price or a total', () => {
    const field = { schema: undefined as never, kind: 'money', scale: 6, currency: 'EUR' } as FieldDef;
    expect(moneyProblem('cost', field, { cost: field })).toMatch(/precision/);
    expect(moneyProblem('cost', { ...field, precision: 'total' }, { cost: field })).toBeNull();
    expect(moneyProblem('costs', { ...field, currency: undefined, byCurrency: true, precision: 'total' }, {})).toBeNull();
    expect(moneyProblem('costs', { ...field, byCurrency: true, precision: 'total' }, {})).toMatch(/names its currencies itself/);
  });
});
