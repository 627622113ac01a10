/**
 * A company's balance: `GET` and `POST /v1/audience/companies/{id}/balance` (an admin credits or
 * debits it, with an optional Idempotency-Key) and the totals per currency
 * (docs/areas/hub.md#balances). Amounts in millionths of the company's currency.
 */
import { z } from 'zod';
import { balanceChangedSchema, balanceChangeSchema, balanceSummarySchema, companyBalancePath, companyBalanceSchema, companyBalanceSummaryPath } from '../../../resources/hub/company-balance.ts';
import { authOf } from '../../auth/plugin.ts';
import { balanceSummary, changeCompanyBalance, companyBalance } from '../../domains/hub/company-balance.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const tags = ['companies'];
const params = z.object({ id: z.coerce.number().int().positive() });
const headers = z.object({ 'idempotency-key': z.string().trim().min(1).max(200).optional() });

export const companyBalanceRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;

  app.get(
    companyBalanceSummaryPath,
    { config: { access: { resource: 'companies', action: 'list' } }, schema: { tags, summary: 'The companies’ balances totalled per currency', response: { 200: balanceSummarySchema } } },
    async (request) => balanceSummary(db, authOf(request).team.id),
  );

  app.get(
    companyBalancePath(':id'),
    { config: { access: { resource: 'companies', action: 'show' } }, schema: { tags, summary: 'A company’s balance and how far below zero its traffic may take it', params, response: { 200: companyBalanceSchema } } },
    async (request) => companyBalance(db, authOf(request).team.id, request.params.id),
  );

  app.post(
    companyBalancePath(':id'),
    {
      config: { access: { resource: 'companies', action: 'edit' } },
      schema: {
        tags,
        summary: 'Credit (a positive amount) or debit a company’s balance, with a note for its ledger; never below its floor. A repeated Idempotency-Key answers the first result',
        params,
        headers,
        body: balanceChangeSchema,
        response: { 200: balanceChangedSchema },
      },
    },
    async (request) => {
      const { team, user } = authOf(request);
      return changeCompanyBalance(db, { teamId: team.id, userId: user.id }, request.params.id, request.body, request.headers['idempotency-key']);
    },
  );
};
