/** Which team the signed-in user acts in: switching teams, and staff viewing as another team. */
import { eq } from 'drizzle-orm';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { teamMetaBody, userSchema } from '../../../resources/account/schemas.ts';
import { serializeUser } from '../../accounts/users.ts';
import { authOf } from '../../auth/plugin.ts';
import { membershipRole } from '../../auth/team-context.ts';
import { teams, users } from '../../db/schema/index.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { teamNotFound } from '../../teams/access.ts';
import { reloadAuth, switchTeam } from '../../teams/current-user.ts';
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
    async (request) => {
      const auth = authOf(request);
      const { view_team_id } = request.body;
      if (view_team_id !== null) {
        const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, view_team_id));
        if (!team) throw teamNotFound();
      }
      await db.update(users).set({ viewTeamId: view_team_id, updatedAt: new Date() }).where(eq(users.id, auth.user.id));
      return serializeUser(await reloadAuth(db, auth));
    },
  );

  app.post(
    '/v1/teams/:id/switch',
    {
      config: { sessionOnly: true },
      schema: { tags, summary: 'Make a team the caller’s current team (ends viewing as another team)', params: teamParams, response: { 200: userSchema } },
    },
    async (request) => {
      const auth = authOf(request);
      // Only members switch: staff look at other teams through /v1/teams/meta instead.
      if (!(await membershipRole(db, request.params.id, auth.user.id))) throw teamNotFound();
      await switchTeam(db, auth.user.id, request.params.id);
      return serializeUser(await reloadAuth(db, auth));
    },
  );
};
