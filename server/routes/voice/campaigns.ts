/** GET /v1/voice/campaigns/{id}/progress: where a voice campaign's calls stand (server/domains/voice/campaigns/). */
import { z } from 'zod';
import { agentCampaignProgressPath, agentCampaignProgressSchema } from '../../../resources/voice/agent-campaign-progress.ts';
import { authOf } from '../../auth/plugin.ts';
import { voiceCampaignProgress } from '../../domains/voice/campaigns/progress.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const voiceCampaignRoutes: RouteModule = (app, ctx) => {
  app.get(
    agentCampaignProgressPath(),
    {
      config: { access: { resource: 'agent-campaigns', action: 'show' } },
      schema: {
        tags: ['agents'],
        summary: "Where the campaign's calls stand: the current run's contacts by state and result, calls live and answered, outcomes, retries pending and cost",
        params,
        response: { 200: agentCampaignProgressSchema },
      },
    },
    async (request) => voiceCampaignProgress(ctx.database.db, authOf(request).team.id, request.params.id),
  );
};
