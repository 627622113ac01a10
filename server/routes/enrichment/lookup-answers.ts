/** The answer shapes the lookup routes share: a lookup record with its cache note, a job record. */
import { z } from 'zod';
import { lookupAnswerExtras } from '../../../resources/enrichment/lookups.ts';
import { recordSchema, type Resource } from '../../../resources/kit/index.ts';
import { jobs as jobsResource } from '../../../resources/workspace/jobs.ts';
import { toRecord } from '../../crud/record.ts';
import type { LookedUp } from '../../domains/enrichment/lookup-service.ts';

const stamps = { created_by_id: z.number().int().nullable(), updated_by_id: z.number().int().nullable() };

export const lookupRecord = (resource: Resource) => recordSchema(resource).extend(stamps);
export const lookupAnswer = (resource: Resource) => lookupRecord(resource).extend(lookupAnswerExtras.shape);
export const jobRecord = recordSchema(jobsResource).extend(stamps);

export function answerOf(resource: Resource, result: LookedUp<{ id: number; phone: string }>) {
  return { ...toRecord(resource, result.row as never), cached: result.cached, answered_at: result.answeredAt.toISOString() };
}

export const jobOf = (job: Record<string, unknown>) => toRecord(jobsResource, job);
