/**
 * The post-processing routes beside the generic CRUD (docs/areas/voice.md#post-processing):
 * POST /v1/voice/post-processing/{id}/run-logs and /tool-logs (a page of the pipeline's runs, or
 * of its webhook requests) and POST .../campaign-stopper/{id}/test (a stopper evaluated against a
 * call or pasted values; nothing is stopped). Another team's record is a 404.
 */
import { z } from 'zod';
import { stopperTestRequestSchema, stopperVerdictSchema } from '../../../resources/voice/campaign-stoppers.ts';
import { runLogsRequestSchema } from '../../../resources/voice/post-processing-runs.ts';
import { CALL_OUTCOMES } from '../../../resources/voice/shared.ts';
import { authOf } from '../../auth/plugin.ts';
import { idParams } from '../../crud/routes.ts';
import { testStopper } from '../../domains/voice/post-processing/campaign-stopper.ts';
import { pipelineRunLogs } from '../../domains/voice/post-processing/run-logs.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const value = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const runLog = z.object({
  id: z.number().int(),
  at: z.string(),
  call_id: z.number().int(),
  job_id: z.number().int().nullable(),
  ok: z.boolean(),
  values: z.record(z.string(), value),
  outcome_set: z.enum(CALL_OUTCOMES).nullable(),
  error: z.string().nullable(),
  webhook_status: z.number().int().nullable(),
});
const toolLog = z.object({ id: z.number().int(), at: z.string(), call_id: z.number().int(), ok: z.boolean(), status: z.number().int().nullable(), latency_ms: z.number().int(), error: z.string().nullable() });
const page = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), next_before_id: z.number().int().nullable() });

export const voicePostProcessingRoutes: RouteModule = (app, ctx) => {
  const tags = ['post-processing'];
  app.post(
    '/v1/voice/post-processing/:id/run-logs',
    {
      config: { access: { resource: 'post-processing', action: 'show' } },
      schema: { tags, summary: 'The pipeline’s runs, newest first: the values extracted per call, the outcome set, errors', params: idParams, body: runLogsRequestSchema.optional(), response: { 200: page(runLog) } },
    },
    async (request) => pipelineRunLogs(ctx.database.db, authOf(request).team.id, request.params.id, runLogsRequestSchema.parse(request.body ?? {}), false) as never,
  );
  app.post(
    '/v1/voice/post-processing/:id/tool-logs',
    {
      config: { access: { resource: 'post-processing', action: 'show' } },
      schema: { tags, summary: 'The pipeline’s webhook requests, newest first, with status and latency', params: idParams, body: runLogsRequestSchema.optional(), response: { 200: page(toolLog) } },
    },
    async (request) => pipelineRunLogs(ctx.database.db, authOf(request).team.id, request.params.id, runLogsRequestSchema.parse(request.body ?? {}), true) as never,
  );
  app.post(
    '/v1/voice/post-processing/campaign-stopper/:id/test',
    {
      config: { access: { resource: 'campaign-stoppers', action: 'show' } },
      schema: {
        tags,
        summary: 'Whether the stopper’s condition holds for a call of the team (its extracted values and its campaign’s last outcomes) or for pasted values; stops nothing',
        params: idParams,
        body: stopperTestRequestSchema,
        response: { 200: stopperVerdictSchema },
      },
    },
    async (request) => testStopper(ctx, authOf(request).team.id, request.params.id, request.body),
  );
};
