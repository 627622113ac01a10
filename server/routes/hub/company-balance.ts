/**
 * A company's balance: `GET /v1/audience/companies/{id}/balance` and the totals per currency
 * (docs/areas/hub.md#balances). Crediting or debiting it is the companies' `balance` action
 * (`POST` on the same path, server/domains/hub/actions.ts). Amounts in millionths of the currency.
 */
import { z } from 'zod';
import { balanceSummarySchema, companyBalancePath, companyBalanceSchema, companyBalanceSummaryPath } from '../../../resources/hub/company-balance.ts';
import { authOf } from '../../auth/plugin.ts';
import { balanceSummary, companyBalance } from '../../domains/hub/company-balance.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const tags = ['companies'];
const params = z.object({ id: z.coerce.number().int().positive() });

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
};
