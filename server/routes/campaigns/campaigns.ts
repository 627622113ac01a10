/**
 * What a campaign needs before it is sent (server/domains/campaigns/): GET /v1/sms/campaigns/{id}/is-ready,
 * what blocks it and what it will cost, and POST /v1/sms/campaigns/{id}/preview, its texts as one
 * contact gets them, and GET /v1/sms/campaigns/{id}/progress, where its send stands; and
 * GET /v1/sms/campaign-links/base, where the team's links are made. All read only; another team's
 * campaign is a 404.
 */
import { z } from 'zod';
import { campaignIsReadyPath, campaignLinkBasePath, campaignPreviewPath, isReadyResponseSchema, linkBaseResponseSchema, previewRequestSchema, previewResponseSchema } from '../../../resources/campaigns/campaign-readiness.ts';
import { campaignProgressPath, progressResponseSchema } from '../../../resources/campaigns/campaign-progress.ts';
import { authOf } from '../../auth/plugin.ts';
import { campaignReadiness } from '../../domains/campaigns/is-ready.ts';
import { campaignProgress } from '../../domains/campaigns/send/progress.ts';
import { previewCampaign } from '../../domains/campaigns/preview.ts';
import { linkBase } from '../../domains/campaigns/links/link-codes.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const campaignRoutes: RouteModule = (app, ctx) => {
  const db = ctx.database.db;
  const appUrl = ctx.config.appUrl;
  const access = { access: { resource: 'campaigns', action: 'show' } } as const;

  app.get(
    campaignIsReadyPath(),
    {
      config: access,
      schema: { tags: ['campaigns'], summary: 'What blocks the campaign from being sent, whom it reaches by country and network, and what it will cost; nothing is sent', params, response: { 200: isReadyResponseSchema } },
    },
    async (request) => campaignReadiness(db, authOf(request).team.id, request.params.id, appUrl),
  );

  app.get(
    campaignProgressPath(),
    {
      config: access,
      schema: { tags: ['campaigns'], summary: 'Where the send stands: the current run\'s recipients by state, messages waiting for the sender, and the campaign\'s counters', params, response: { 200: progressResponseSchema } },
    },
    async (request) => campaignProgress(db, authOf(request).team.id, request.params.id),
  );

  app.post(
    campaignPreviewPath(),
    {
      config: access,
      schema: { tags: ['campaigns'], summary: 'Each text of the campaign as one contact gets it, with its encoding and parts', params, body: previewRequestSchema, response: { 200: previewResponseSchema } },
    },
    async (request) => previewCampaign(db, authOf(request).team.id, request.params.id, request.body ?? {}, appUrl),
  );

  app.get(
    campaignLinkBasePath,
    {
      config: { access: { resource: 'campaigns', action: 'list' } },
      schema: { tags: ['campaigns'], summary: 'Where the team\'s campaign links are made, and whether plain web addresses in a text are shortened', response: { 200: linkBaseResponseSchema } },
    },
    async (request) => linkBase(db, authOf(request).team.id, appUrl),
  );
};
