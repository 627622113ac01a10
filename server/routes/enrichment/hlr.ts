/**
 * HLR lookups beyond the generic log (`/v1/enrichment/hlr`, the hlr-lookups resource):
 * check a number or an audience, the batch runs (logs), analytics and summary.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { hlrLookups } from '../../../resources/audience/hlr-lookups.ts';
import { calcContactsCount, figuresQuery, HLR_PATH, hlrAnalytics as analyticsSchema, hlrSummary as summarySchema, lookupAudience, lookupRequest, recentQuery } from '../../../resources/audience/lookups.ts';
import { authOf } from '../../auth/plugin.ts';
import { jobs } from '../../db/schema/index.ts';
import { hlrAnalytics, hlrSummary } from '../../domains/enrichment/hlr-figures.ts';
import { HLR } from '../../domains/enrichment/lookup-kinds.ts';
import { countForLookup, startLookup } from '../../domains/enrichment/lookup-requests.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { answerOf, jobOf, jobRecord, lookupAnswer } from './lookup-answers.ts';

const read = { access: { resource: 'hlr-lookups' as const, action: 'list' } };
const check = { access: { resource: 'hlr-lookups' as const, action: 'check' } };

export const hlrRoutes: RouteModule = (app, ctx) => {
  const callerOf = (request: Parameters<typeof authOf>[0]) => {
    const auth = authOf(request);
    return { teamId: auth.team.id, userId: auth.user.id };
  };

  app.post(
    `${HLR_PATH}/check`,
    {
      config: check,
      schema: {
        tags: ['hlr-lookups'],
        summary: 'Look up one number (200, answered at once; `cached` says whether an answer still fresh was reused) or a segment or contacts (202, a job with progress)',
        body: lookupRequest,
        response: { 200: lookupAnswer(hlrLookups), 202: jobRecord },
      },
    },
    async (request, reply) => {
      const started = await startLookup(ctx, callerOf(request), HLR, request.body);
      if (started.kind === 'answer') return reply.status(200).send(answerOf(hlrLookups, started.result) as never);
      return reply.status(202).send(jobOf(started.job) as never);
    },
  );

  app.post(
    `${HLR_PATH}/calc-contacts-count`,
    {
      config: check,
      schema: { tags: ['hlr-lookups'], summary: 'How many numbers a check of this segment or these contacts would look up, how many the cache answers, and the estimated cost', body: lookupAudience, response: { 200: calcContactsCount } },
    },
    async (request) => countForLookup(ctx, callerOf(request), HLR, request.body),
  );

  app.get(
    `${HLR_PATH}/logs`,
    {
      config: read,
      schema: {
        tags: ['hlr-lookups'],
        summary: 'The batch checks (jobs), newest first, with progress and what each came to; each number’s answer is in the lookup list at /v1/enrichment/hlr',
        querystring: recentQuery,
        response: { 200: z.array(jobRecord) },
      },
    },
    async (request) => {
      const rows = await ctx.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.team_id, authOf(request).team.id), inArray(jobs.kind, ['hlr-check'])))
        .orderBy(desc(jobs.created_at), desc(jobs.id))
        .limit(request.query.limit);
      return rows.map((row) => jobOf(row)) as never;
    },
  );

  app.get(
    `${HLR_PATH}/analytics`,
    { config: read, schema: { tags: ['hlr-lookups'], summary: 'Lookups by status, by network and per day over a range of UTC days (the last 30 by default)', querystring: figuresQuery, response: { 200: analyticsSchema } } },
    async (request) => hlrAnalytics(ctx.database.db, authOf(request).team.id, request.query),
  );

  app.get(
    `${HLR_PATH}/summary`,
    { config: read, schema: { tags: ['hlr-lookups'], summary: 'Totals over a range of UTC days: lookups, live ratio, ported, roaming, cache hits, failures, cost; and the provider in use', querystring: figuresQuery, response: { 200: summarySchema } } },
    async (request) => hlrSummary(ctx.database.db, authOf(request).team.id, request.query),
  );
};
