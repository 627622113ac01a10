/**
 * A company's balance through the API (docs/areas/hub.md#balances): read it, credit or debit it by
 * hand, and the totals per currency. Every amount is in millionths of the company's currency
 * (1500000 is 1.50).
 */
import { z } from '../validation.ts';

export const companyBalancePath = (id: number | string) => `/v1/audience/companies/${id}/balance`;
export const companyBalanceSummaryPath = '/v1/audience/companies/balance/summary';

/** A billion units of any currency, in millionths: far above any real balance, well inside exact integers. */
export const MAX_BALANCE_CHANGE = 1_000_000_000_000_000;

export const balanceChangeSchema = z
  .object({
    amount: z
      .number()
      .int('Send the amount as a whole number of millionths of the currency (1.50 is 1500000).')
      .min(-MAX_BALANCE_CHANGE)
      .max(MAX_BALANCE_CHANGE)
      .refine((amount) => amount !== 0, 'A positive amount credits the company, a negative one debits it; zero changes nothing.'),
    note: z.string().trim().min(1, 'Say why the balance changes: it stays on the ledger.').max(500),
  })
  .strict();
export type BalanceChange = z.infer<typeof balanceChangeSchema>;

export const companyBalanceSchema = z.object({
  company_id: z.number().int(),
  balance: z.number().int(),
  currency: z.string(),
  /** The largest credit limit of the company's endpoints that may send: how far below zero its traffic may take it. */
  credit_limit: z.number().int(),
  /** Charged for parts still under way (not yet delivered or failed): refunded if no vendor carries them. */
  reserved: z.number().int(),
});
export type CompanyBalance = z.infer<typeof companyBalanceSchema>;

export const balanceChangedSchema = companyBalanceSchema.extend({
  entry_id: z.number().int(),
  amount: z.number().int(),
  /** The Idempotency-Key was used before: this is the first request's answer, and nothing moved again. */
  duplicate: z.boolean(),
});
export type BalanceChanged = z.infer<typeof balanceChangedSchema>;

export const balanceSummarySchema = z.object({
  totals: z.array(
    z.object({
      currency: z.string(),
      companies: z.number().int(),
      balance: z.number().int(),
      /** What companies on credit owe, as a positive amount. */
      owed: z.number().int(),
    }),
  ),
});
export type BalanceSummary = z.infer<typeof balanceSummarySchema>;
