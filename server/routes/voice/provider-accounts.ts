/**
 * POST /v1/management/voice-provider-accounts/{id}/webhook-secret (staff): a new webhook secret for
 * the provider account, answered once in full with the address the carrier posts its call events
 * to (server/domains/voice/provider/provider-account-secret.ts).
 */
import { z } from 'zod';
import { API_BASE } from '../../../resources/account/endpoints.ts';
import { providerWebhookSecretPath } from '../../../resources/voice/provider-accounts.ts';
import { authOf } from '../../auth/plugin.ts';
import { idParams } from '../../crud/routes.ts';
import { rotateProviderWebhookSecret } from '../../domains/voice/provider/provider-account-secret.ts';
import type { RouteModule } from '../../http/zod-app.ts';

export const voiceProviderAccountRoutes: RouteModule = (app, ctx) => {
  app.post(
    providerWebhookSecretPath(),
    {
      config: { access: { resource: 'provider-accounts', action: 'edit' } },
      schema: {
        tags: ['provider-accounts'],
        summary: 'A new webhook secret for the provider account: the old one stops verifying at once; this answer is the only time it is shown in full',
        params: idParams,
        response: { 200: z.object({ webhook_url: z.string(), webhook_secret: z.string() }) },
      },
    },
    async (request) => rotateProviderWebhookSecret(ctx.database.db, request.params.id, authOf(request).user.id, `${ctx.config.appUrl}${API_BASE}`),
  );
};
