/** POST /v1/exports: a list's rows into a CSV or XLSX file, as a job (progress on /v1/events). */
import { z } from 'zod';
import { recordSchema } from '../../resources/kit/index.ts';
import { jobs as jobsResource } from '../../resources/workspace/jobs.ts';
import { authOf } from '../auth/plugin.ts';
import { exportRequestSchema } from '../domains/exports/export-request.ts';
import { requestExport } from '../domains/exports/export-service.ts';
import { toRecord } from '../crud/record.ts';
import type { RouteModule } from '../http/zod-app.ts';

export const exportRoutes: RouteModule = (app, ctx) => {
  app.post(
    '/v1/exports',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Export a list (its filters, sort and columns) to CSV or XLSX; answers the queued job',
        body: exportRequestSchema,
        response: { 202: recordSchema(jobsResource).extend({ created_by_id: z.number().int().nullable(), updated_by_id: z.number().int().nullable() }) },
      },
    },
    async (request, reply) => {
      const job = await requestExport(ctx, authOf(request), request.body);
      return reply.status(202).send(toRecord(jobsResource, job as Record<string, unknown>));
    },
  );
};
