/**
 * HLR lookups beyond the generic log (`/v1/enrichment/hlr`, the hlr-lookups resource):
 * check a number or an audience, the batch runs (logs), analytics and summary.
 */
import { z } from 'zod';
import { hlrLookups } from '../../../resources/enrichment/hlr-lookups.ts';
import { figuresQuery, HLR_PATH, hlrAnalytics as analyticsSchema, hlrSummary as summarySchema, recentQuery } from '../../../resources/enrichment/lookups.ts';
import { authOf } from '../../auth/plugin.ts';
import { hlrAnalytics, hlrSummary } from '../../domains/enrichment/hlr-figures.ts';
import { HLR } from '../../domains/enrichment/lookup-kinds.ts';
import { lookupRuns } from '../../domains/enrichment/lookup-requests.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { jobOf, jobRecord } from './lookup-answers.ts';
import { lookupAccess, registerLookupChecks } from './lookup-routes.ts';

const read = lookupAccess(hlrLookups, 'list');
const tags = ['hlr-lookups'];

export const hlrRoutes: RouteModule = (app, ctx) => {
  registerLookupChecks(app, ctx, { spec: HLR, resource: hlrLookups, checkPath: `${HLR_PATH}/check`, checkVerb: 'Look up', countPath: `${HLR_PATH}/calc-contacts-count` });

  app.get(
    `${HLR_PATH}/logs`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The batch checks (jobs), newest first, with progress and what each came to; each number’s answer is in the lookup list at /v1/enrichment/hlr',
        querystring: recentQuery,
        response: { 200: z.array(jobRecord) },
      },
    },
    async (request) => (await lookupRuns(ctx.database.db, authOf(request).team.id, HLR, request.query.limit)).map((row) => jobOf(row)) as never,
  );

  app.get(
    `${HLR_PATH}/analytics`,
    { config: read, schema: { tags, summary: 'Lookups by status, by network and per day over a range of UTC days (the last 30 by default)', querystring: figuresQuery, response: { 200: analyticsSchema } } },
    async (request) => hlrAnalytics(ctx.database.db, authOf(request).team.id, request.query),
  );

  app.get(
    `${HLR_PATH}/summary`,
    { config: read, schema: { tags, summary: 'Totals over a range of UTC days: lookups, live ratio, ported, roaming, cache hits, failures, cost; and the provider in use', querystring: figuresQuery, response: { 200: summarySchema } } },
    async (request) => hlrSummary(ctx.database.db, authOf(request).team.id, request.query),
  );
};
