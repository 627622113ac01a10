/**
 * MNP checks beyond the generic list (`/v1/enrichment/mnp/requests`, the mnp-requests resource):
 * the recent checks, a check of a number or an audience, and what a batch would cost.
 */
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { calcContactsCount, lookupAudience, lookupRequest, MNP_PATH, recentQuery } from '../../../resources/audience/lookups.ts';
import { mnpRequests as mnpResource } from '../../../resources/workspace/mnp-requests.ts';
import { authOf } from '../../auth/plugin.ts';
import { toRecord } from '../../crud/record.ts';
import { mnpRequests } from '../../db/schema/index.ts';
import { MNP } from '../../domains/enrichment/lookup-kinds.ts';
import { countForLookup, startLookup } from '../../domains/enrichment/lookup-requests.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { answerOf, jobOf, jobRecord, lookupAnswer, lookupRecord } from './lookup-answers.ts';

const read = { access: { resource: 'mnp-requests' as const, action: 'list' } };
const check = { access: { resource: 'mnp-requests' as const, action: 'check' } };

export const mnpRoutes: RouteModule = (app, ctx) => {
  const callerOf = (request: Parameters<typeof authOf>[0]) => {
    const auth = authOf(request);
    return { teamId: auth.team.id, userId: auth.user.id };
  };

  app.get(
    MNP_PATH,
    { config: read, schema: { tags: ['mnp-requests'], summary: 'The most recent MNP checks, newest first (the full, filterable list is /v1/enrichment/mnp/requests)', querystring: recentQuery, response: { 200: z.array(lookupRecord(mnpResource)) } } },
    async (request) => {
      const rows = await ctx.database.db
        .select()
        .from(mnpRequests)
        .where(and(eq(mnpRequests.team_id, authOf(request).team.id)))
        .orderBy(desc(mnpRequests.created_at), desc(mnpRequests.id))
        .limit(request.query.limit);
      return rows.map((row) => toRecord(mnpResource, row as never)) as never;
    },
  );

  app.post(
    MNP_PATH,
    {
      config: check,
      schema: {
        tags: ['mnp-requests'],
        summary: 'Check one number (200, answered at once; `cached` says whether an answer still fresh was reused) or a segment or contacts (202, a job with progress)',
        body: lookupRequest,
        response: { 200: lookupAnswer(mnpResource), 202: jobRecord },
      },
    },
    async (request, reply) => {
      const started = await startLookup(ctx, callerOf(request), MNP, request.body);
      if (started.kind === 'answer') return reply.status(200).send(answerOf(mnpResource, started.result) as never);
      return reply.status(202).send(jobOf(started.job) as never);
    },
  );

  app.post(
    `${MNP_PATH}/calc-contacts-count`,
    {
      config: check,
      schema: { tags: ['mnp-requests'], summary: 'How many numbers a check of this segment or these contacts would look up, how many the cache answers, and the estimated cost', body: lookupAudience, response: { 200: calcContactsCount } },
    },
    async (request) => countForLookup(ctx, callerOf(request), MNP, request.body),
  );
};
