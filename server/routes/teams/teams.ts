/** The caller's teams: list, create, show, rename. */
import { asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { createTeamBody, roleSchema, teamWithRoleSchema, updateTeamBody } from '../../../resources/account/schemas.ts';
import { authOf, teamAccessOf } from '../../auth/plugin.ts';
import { teamMembers, teams } from '../../db/schema/index.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { switchTeam } from '../../teams/current-user.ts';
import { provideNetworkDictionary } from '../../domains/sms/networks/provide.ts';
import { teamParams } from '../../teams/params.ts';
import { teamOut } from '../../teams/serialize.ts';
import { applyTeamSettings } from '../../../resources/account/team-settings.ts';

const tags = ['teams'];
/** Staff may look at a team they do not belong to: their role there is null. */
const shownTeamSchema = teamWithRoleSchema.extend({ role: roleSchema.nullable() });

export const teamRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;

  app.get(
    endpoints.teams,
    { schema: { tags, summary: 'The teams the caller belongs to, with their role in each', response: { 200: z.array(teamWithRoleSchema) } } },
    async (request) => {
      const auth = authOf(request);
      // A team API token knows one team only; it must not reveal its creator's other teams.
      if (auth.kind === 'api') return [teamOut(auth.team, auth.role ?? 'member')];
      const rows = await db
        .select({ team: teams, role: teamMembers.role })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(teamMembers.userId, auth.user.id))
        .orderBy(desc(teams.personal), asc(teams.name), asc(teams.id)); // personal team first
      return rows.map((r) => teamOut(r.team, r.role));
    },
  );

  app.post(
    endpoints.teams,
    {
      config: { sessionOnly: true },
      schema: { tags, summary: 'Create a team; the caller becomes its owner and switches to it', body: createTeamBody, response: { 201: teamWithRoleSchema } },
    },
    async (request, reply) => {
      const auth = authOf(request);
      // Any verified user may found a team: no existing team's rights are involved.
      const team = await db.transaction(async (tx) => {
        const [created] = await tx.insert(teams).values({ name: request.body.name, personal: false, ownerId: auth.user.id }).returning();
        await tx.insert(teamMembers).values({ teamId: created.id, userId: auth.user.id, role: 'owner' });
        await provideNetworkDictionary(tx, created.id);
        await switchTeam(tx, auth.user.id, created.id);
        return created;
      });
      return reply.status(201).send(teamOut(team, 'owner'));
    },
  );

  app.get(
    '/v1/teams/:id',
    { config: { teamAccess: { resource: 'teams', action: 'show' } }, schema: { tags, summary: 'One team the caller belongs to', params: teamParams, response: { 200: shownTeamSchema } } },
    async (request) => {
      const { team, actor } = teamAccessOf(request);
      return { ...teamOut(team, 'viewer'), role: actor.role };
    },
  );

  app.put(
    '/v1/teams/:id',
    {
      config: { teamAccess: { resource: 'teams', action: 'edit' } },
      schema: {
        tags,
        summary: 'Rename a team and/or change its settings: the hub switch, hosts on private addresses Parley may call (admin or owner)',
        params: teamParams,
        body: updateTeamBody,
        response: { 200: teamWithRoleSchema },
      },
    },
    async (request) => {
      const { team, actor } = teamAccessOf(request);
      const { name, settings } = request.body;
      const [updated] = await db
        .update(teams)
        .set({ ...(name !== undefined && { name }), ...(settings && { settings: applyTeamSettings(team.settings, settings) }), updatedAt: new Date() })
        .where(eq(teams.id, team.id))
        .returning();
      // Renaming needs admin, so the caller is a member here and has a role.
      return teamOut(updated, actor.role!);
    },
  );
};
