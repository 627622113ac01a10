/**
 * POST /v1/voice/numbers/sync: brings the numbers of the team's voice accounts in from their
 * providers (server/domains/voice/numbers/sync-numbers.ts). Numbers are assigned to agents and
 * routed through SIP trunks by the generic CRUD of voice-numbers and voice-sip-trunks.
 */
import { NUMBERS_SYNC_API, numberSyncRequestSchema, numberSyncResponseSchema } from '../../../resources/voice/number-sync.ts';
import { authOf } from '../../auth/plugin.ts';
import { syncNumbers } from '../../domains/voice/numbers/sync-numbers.ts';
import type { RouteModule } from '../../http/zod-app.ts';

export const voiceNumberRoutes: RouteModule = (app, ctx) => {
  app.post(
    NUMBERS_SYNC_API,
    {
      // A sync adds and releases numbers: as much as creating one.
      config: { access: { resource: 'voice-numbers', action: 'create' } },
      schema: {
        tags: ['voice-numbers'],
        summary: 'Brings the numbers of the team\u2019s voice accounts in from their providers: new ones added, gone ones marked released; per account, what changed or why it could not',
        body: numberSyncRequestSchema,
        response: { 200: numberSyncResponseSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return syncNumbers(ctx.database.db, { teamId: auth.team.id, userId: auth.user.id }, request.body?.account_id);
    },
  );
};
