/**
 * POST /v1/sms/routing/rates/changes/approve and …/reject: an admin decides rate changes, by id or
 * a whole batch (server/domains/sms/rate-changes/approve.ts). Deciding is writing the batch, so the
 * batches' write role (admin) is asked.
 */
import {
  approvedRateChangesSchema,
  approveRateChangesSchema,
  RATE_CHANGES_APPROVE_API,
  RATE_CHANGES_REJECT_API,
  rejectedRateChangesSchema,
  rejectRateChangesSchema,
} from '../../../resources/sms/rate-change-decisions.ts';
import { RATE_CHANGE_GROUPS_API, rateChangeGroupSchema, rateChangeGroupsQuery } from '../../../resources/sms/rate-change-groups.ts';
import { z } from 'zod';
import { callerOf } from '../../auth/plugin.ts';
import { approveRateChanges, rejectRateChanges } from '../../domains/sms/rate-changes/approve.ts';
import { rateChangeGroups } from '../../domains/sms/rate-changes/groups.ts';
import { pageOf } from '../../http/list-query.ts';
import type { RouteModule } from '../../http/zod-app.ts';

export const rateChangeDecisionRoutes: RouteModule = (app, ctx) => {
  app.get(
    RATE_CHANGE_GROUPS_API,
    {
      config: { access: { resource: 'rate-changes', action: 'list' } },
      schema: {
        tags: ['rate-changes'],
        summary: 'Rate changes grouped by batch (or by route and day outside one), newest first, with counts and the largest changes (total in x-total-count)',
        querystring: rateChangeGroupsQuery,
        response: { 200: z.array(rateChangeGroupSchema) },
      },
    },
    async (request, reply) => {
      const { route_id, status, ...page } = request.query;
      const { groups, total } = await rateChangeGroups(ctx.database.db, callerOf(request).teamId, { routeId: route_id, status, ...pageOf(page) });
      reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'x-total-count');
      return groups;
    },
  );

  app.post(
    RATE_CHANGES_APPROVE_API,
    {
      config: { access: { resource: 'rate-change-batches', action: 'approve' } },
      schema: {
        tags: ['rate-changes'],
        summary: 'Approve rate changes (ids, or a batch): writes the vendor rates with their dates; an increase inside the notice waits for its end unless override_notice with a reason',
        body: approveRateChangesSchema,
        response: { 200: approvedRateChangesSchema },
      },
    },
    async (request) => {
      const { ids, batch_id, override_notice, reason } = request.body;
      return approveRateChanges(ctx, callerOf(request), { ids, batchId: batch_id }, { overrideNotice: override_notice, reason });
    },
  );

  app.post(
    RATE_CHANGES_REJECT_API,
    {
      config: { access: { resource: 'rate-change-batches', action: 'reject' } },
      schema: { tags: ['rate-changes'], summary: 'Reject rate changes (ids, or a batch), with a reason', body: rejectRateChangesSchema, response: { 200: rejectedRateChangesSchema } },
    },
    async (request) => {
      const { ids, batch_id, reason } = request.body;
      return rejectRateChanges(ctx.database.db, callerOf(request), { ids, batchId: batch_id }, reason);
    },
  );
};
