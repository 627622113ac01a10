/**
 * POST /v1/sms/send: one message, routed and queued for its SMSC (server/domains/sms/delivery/).
 * Team API tokens may call it. A number that cannot be read or that routing refuses (blacklisted,
 * opted out, no route) answers 422 naming `to` with the reason; what became of the message is in
 * GET /v1/sms/logs.
 */
import { SMS_SEND_API, sendRequestSchema, sendResponseSchema } from '../../../resources/sms/sms-send.ts';
import { authOf } from '../../auth/plugin.ts';
import { sendMessage } from '../../domains/sms/delivery/send-message.ts';
import type { RouteModule } from '../../http/zod-app.ts';

export const smsSendRoutes: RouteModule = (app, ctx) => {
  // The routing snapshots this process decides on follow the change bus (server/routes/sms/routing.ts).
  const db = ctx.database.db;

  app.post(
    SMS_SEND_API,
    {
      config: { access: { resource: 'sms-logs', action: 'send' } },
      schema: {
        tags: ['sms-logs'],
        summary: 'Send one SMS: routed by the number’s network (as the route simulator shows), stored queued with its cost, then submitted over SMPP',
        body: sendRequestSchema,
        response: { 201: sendResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const sent = await sendMessage(db, { teamId: auth.team.id, userId: auth.user.id }, request.body);
      return reply.status(201).send(sent);
    },
  );
};
