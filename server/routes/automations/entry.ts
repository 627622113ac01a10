/** POST /v1/automations/{id}/enter: contacts enter an automation by its API call trigger (server/domains/automations/intake/api-entry.ts). */
import { enterAutomationInput, enterAutomationOutput, enterAutomationPath } from '../../../resources/automations/automation-api.ts';
import { authOf } from '../../auth/plugin.ts';
import { idParams } from '../../crud/routes.ts';
import { enterByApi } from '../../domains/automations/intake/api-entry.ts';
import type { RouteModule } from '../../http/zod-app.ts';

export const automationEntryRoutes: RouteModule = (app, ctx) => {
  app.post(
    enterAutomationPath(':id'),
    {
      config: { access: { resource: 'automations', action: 'edit' } },
      schema: {
        tags: ['automations'],
        summary: 'Contacts of the team, by id or by number, enter an active automation at its API call trigger; those that did not enter are listed with why',
        params: idParams,
        body: enterAutomationInput,
        response: { 200: enterAutomationOutput },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return enterByApi(ctx.database.db, { teamId: auth.team.id, userId: auth.user.id }, request.params.id, request.body);
    },
  );
};
