/**
 * MNP checks beyond the generic list (`/v1/enrichment/mnp/requests`, the mnp-requests resource):
 * the recent checks, a check of a number or an audience, and what a batch would cost.
 */
import { z } from 'zod';
import { MNP_PATH, recentQuery } from '../../../resources/enrichment/lookups.ts';
import { mnpRequests } from '../../../resources/enrichment/mnp-requests.ts';
import { authOf } from '../../auth/plugin.ts';
import { toRecord } from '../../crud/record.ts';
import { MNP } from '../../domains/enrichment/lookup-kinds.ts';
import { recentLookups } from '../../domains/enrichment/lookup-requests.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { lookupRecord } from './lookup-answers.ts';
import { lookupAccess, registerLookupChecks } from './lookup-routes.ts';

export const mnpRoutes: RouteModule = (app, ctx) => {
  app.get(
    MNP_PATH,
    {
      config: lookupAccess(mnpRequests, 'list'),
      schema: { tags: ['mnp-requests'], summary: 'The most recent MNP checks, newest first (the full, filterable list is /v1/enrichment/mnp/requests)', querystring: recentQuery, response: { 200: z.array(lookupRecord(mnpRequests)) } },
    },
    async (request) => (await recentLookups(ctx.database.db, authOf(request).team.id, MNP, request.query.limit)).map((row) => toRecord(mnpRequests, row as never)) as never,
  );

  registerLookupChecks(app, ctx, { spec: MNP, resource: mnpRequests, checkPath: MNP_PATH, checkVerb: 'Check', countPath: `${MNP_PATH}/calc-contacts-count` });
};
