/** GET /v1/enrichment/providers and PUT /v1/enrichment/providers/{hlr,mnp}: how the team's lookups are answered. */
import { z } from 'zod';
import { LOOKUP_KINDS, PROVIDERS_PATH, providerSettingsInput, providerSettingsRecord } from '../../../resources/enrichment/lookup-providers.ts';
import { authOf } from '../../auth/plugin.ts';
import { readProviderSettings, saveProviderSettings } from '../../domains/enrichment/provider-settings.ts';
import type { RouteModule } from '../../http/zod-app.ts';

export const providerRoutes: RouteModule = (app, ctx) => {
  app.get(
    PROVIDERS_PATH,
    {
      config: { access: { resource: 'lookup-providers', action: 'list' } },
      schema: { tags: ['lookup-providers'], summary: 'The HLR and MNP provider settings (the simulator while a kind has none); the API key only as its mask', response: { 200: z.array(providerSettingsRecord) } },
    },
    async (request) => readProviderSettings(ctx.database.db, authOf(request).team.id),
  );

  // One path per kind (not a {kind} parameter): the two are separate settings with their own rules.
  for (const kind of LOOKUP_KINDS) {
    app.put(
      `${PROVIDERS_PATH}/${kind}`,
      {
        config: { access: { resource: 'lookup-providers', action: 'edit' } },
        schema: {
          tags: ['lookup-providers'],
          summary: `Set how ${kind.toUpperCase()} lookups are answered: the simulator, or an HTTP provider with its base URL and API key (left out: kept; null: removed)`,
          body: providerSettingsInput,
          response: { 200: providerSettingsRecord },
        },
      },
      async (request) => {
        const auth = authOf(request);
        return saveProviderSettings(ctx.database.db, { teamId: auth.team.id, userId: auth.user.id }, kind, request.body);
      },
    );
  }
};
