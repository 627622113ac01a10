/**
 * A company's balance checker (docs/areas/hub.md#balance-checker): GET and PUT
 * /v1/audience/companies/{id}/balance-checker (headers answered as a mask), POST
 * /{id}/balance-checker-test (one run, shown, not recorded), POST /{id}/balance-sync (one run,
 * recorded) and POST /validate-custom-request (a request checked without calling out: 422 per field).
 * Reading is the companies' readers'; everything else, like changing a company, an admin's.
 */
import { z } from 'zod';
import {
  balanceCheckerInputSchema,
  balanceCheckerPath,
  balanceCheckerSchema,
  balanceCheckerTestPath,
  balanceCheckerTestSchema,
  balanceCheckResultSchema,
  balanceSyncPath,
  balanceSyncResultSchema,
  customRequestSchema,
  validateCustomRequestPath,
  validateCustomRequestResultSchema,
} from '../../../resources/hub/balance-checker.ts';
import { authOf } from '../../auth/plugin.ts';
import { readBalanceChecker, syncBalance, testBalanceChecker, writeBalanceChecker } from '../../domains/hub/balance-checker/index.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const tags = ['companies'];
const params = z.object({ id: z.coerce.number().int().positive() });

export const balanceCheckerRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;

  app.post(
    validateCustomRequestPath,
    {
      config: { access: { resource: 'companies', action: 'edit' } },
      schema: { tags, summary: 'Checks a balance checker’s request without calling out: 422 naming each field that is wrong', body: customRequestSchema, response: { 200: validateCustomRequestResultSchema } },
    },
    async () => ({ valid: true as const }),
  );

  app.get(
    balanceCheckerPath(':id'),
    { config: { access: { resource: 'companies', action: 'show' } }, schema: { tags, summary: 'The company’s balance checker (headers as a mask) and its last reading', params, response: { 200: balanceCheckerSchema } } },
    async (request) => readBalanceChecker(db, authOf(request).team.id, request.params.id),
  );

  app.put(
    balanceCheckerPath(':id'),
    {
      config: { access: { resource: 'companies', action: 'edit' } },
      schema: { tags, summary: 'Save the company’s balance checker; the headers’ mask keeps the stored ones, empty removes them', params, body: balanceCheckerInputSchema, response: { 200: balanceCheckerSchema } },
    },
    async (request) => writeBalanceChecker(db, authOf(request).team.id, request.params.id, request.body),
  );

  app.post(
    balanceCheckerTestPath(':id'),
    {
      config: { access: { resource: 'companies', action: 'edit' } },
      schema: {
        tags,
        summary: 'Run the balance checker once (the request given, else the saved one) and answer the status, the start of the answer and the balance read, or why none; nothing is recorded',
        params,
        body: balanceCheckerTestSchema.optional(),
        response: { 200: balanceCheckResultSchema },
      },
    },
    async (request) => testBalanceChecker(ctx, authOf(request).team.id, request.params.id, request.body?.request),
  );

  app.post(
    balanceSyncPath(':id'),
    {
      config: { access: { resource: 'companies', action: 'edit' } },
      schema: { tags, summary: 'Run the saved balance checker now and record its reading (a low balance notifies the team once)', params, response: { 200: balanceSyncResultSchema } },
    },
    async (request) => syncBalance(ctx, authOf(request).team.id, request.params.id),
  );
};
