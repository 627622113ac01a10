/**
 * POST /v1/sms/routing/simulate: which route a message to a number would take, with its cost and
 * the reasons (server/domains/sms/routing/). A number that cannot be read answers 422 naming `to`.
 */
import { ROUTING_SIMULATE_API, simulateRequestSchema, simulateResponseSchema } from '../../../resources/sms/routing-simulate.ts';
import { authOf } from '../../auth/plugin.ts';
import { snapshotCache } from '../../domains/sms/routing/cache.ts';
import { simulateRouting } from '../../domains/sms/routing/simulate.ts';
import type { RouteModule } from '../../http/zod-app.ts';

export const smsRoutingRoutes: RouteModule = (app, ctx) => {
  const db = ctx.database.db;
  // Edits from any process reach this one's snapshots through the change bus.
  snapshotCache(db).follow(ctx.changes);

  app.post(
    ROUTING_SIMULATE_API,
    {
      config: { access: { resource: 'routing-simulate', action: 'list' } },
      schema: {
        tags: ['routing-plans'],
        summary: 'Which route a message to this number would take and why (rule matched, split drawn, failover skipped), with its cost; nothing is sent',
        body: simulateRequestSchema,
        response: { 200: simulateResponseSchema },
      },
    },
    async (request) => simulateRouting(db, authOf(request).team.id, request.body),
  );
};
