/** Which team the signed-in user acts in: switching teams, and staff viewing as another team. */
import { endpoints } from '../../../resources/account/endpoints.ts';
import { teamMetaBody, userSchema } from '../../../resources/account/schemas.ts';
import { serializeUser } from '../../accounts/users.ts';
import { authOf } from '../../auth/plugin.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { switchToTeam, viewAsTeam } from '../../teams/current-user.ts';
import { teamParams } from '../../teams/params.ts';

const tags = ['teams'];

export const currentTeamRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;

  app.put(
    endpoints.teamMeta,
    {
      config: { access: { resource: 'view-as-team', action: 'edit' } },
      schema: { tags, summary: 'Staff only: view the platform as another team (null returns to one’s own)', body: teamMetaBody, response: { 200: userSchema } },
    },
    async (request) => serializeUser(await viewAsTeam(db, authOf(request), request.body.view_team_id)),
  );

  app.post(
    '/v1/teams/:id/switch',
    {
      config: { sessionOnly: true },
      schema: { tags, summary: 'Make a team the caller’s current team (ends viewing as another team)', params: teamParams, response: { 200: userSchema } },
    },
    async (request) => serializeUser(await switchToTeam(db, authOf(request), request.params.id)),
  );
};
