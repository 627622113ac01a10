/**
 * What HLR and MNP lookups share: checking a number (answered at once) or an audience (a job), and
 * what a batch would cost. Each kind's file adds what is its own.
 */
import type { Resource } from '../../../resources/kit/index.ts';
import { calcContactsCount, lookupAudience, lookupRequest } from '../../../resources/enrichment/lookups.ts';
import { callerOf } from '../../auth/plugin.ts';
import type { KindSpec } from '../../domains/enrichment/lookup-kinds.ts';
import { countForLookup, startLookup } from '../../domains/enrichment/lookup-requests.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { AppContext } from '../../context.ts';
import { answerOf, jobOf, jobRecord, lookupAnswer } from './lookup-answers.ts';

export interface LookupRoutes {
  spec: KindSpec<any, any>;
  /** The resource of the kind's answers (its access rules and record shape). */
  resource: Resource;
  /** Where a check is posted. */
  checkPath: string;
  /** How the API's documentation names a check of one number: "Look up", "Check". */
  checkVerb: string;
  /** Where the cost of a batch is asked. */
  countPath: string;
}

export const lookupAccess = (resource: Resource, action: 'list' | 'check') => ({ access: { resource: resource.name, action } }) as const;

export function registerLookupChecks(app: ZodApp, ctx: AppContext, { spec, resource, checkPath, checkVerb, countPath }: LookupRoutes): void {
  const tags = [resource.name];
  app.post(
    checkPath,
    {
      config: lookupAccess(resource, 'check'),
      schema: {
        tags,
        summary: `${checkVerb} one number (200, answered at once; \`cached\` says whether an answer still fresh was reused) or a segment or contacts (202, a job with progress)`,
        body: lookupRequest,
        response: { 200: lookupAnswer(resource), 202: jobRecord },
      },
    },
    async (request, reply) => {
      const started = await startLookup(ctx, callerOf(request), spec, request.body);
      if (started.kind === 'answer') return reply.status(200).send(answerOf(resource, started.result) as never);
      return reply.status(202).send(jobOf(started.job) as never);
    },
  );

  app.post(
    countPath,
    {
      config: lookupAccess(resource, 'check'),
      schema: { tags, summary: 'How many numbers a check of this segment or these contacts would look up, how many the cache answers, and the estimated cost', body: lookupAudience, response: { 200: calcContactsCount } },
    },
    async (request) => countForLookup(ctx, callerOf(request), spec, request.body),
  );
}
