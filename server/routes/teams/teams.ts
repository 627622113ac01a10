/** The caller's teams: list, create, show, rename. */
import { z } from 'zod';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { createTeamBody, roleSchema, teamWithRoleSchema, updateTeamBody } from '../../../resources/account/schemas.ts';
import { authOf, teamAccessOf } from '../../auth/plugin.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { teamParams } from '../../teams/params.ts';
import { teamOut } from '../../teams/serialize.ts';
import { foundTeam, teamsOf, updateTeam } from '../../teams/teams.ts';

const tags = ['teams'];
/** Staff may look at a team they do not belong to: their role there is null. */
const shownTeamSchema = teamWithRoleSchema.extend({ role: roleSchema.nullable() });

export const teamRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;

  app.get(
    endpoints.teams,
    { schema: { tags, summary: 'The teams the caller belongs to, with their role in each', response: { 200: z.array(teamWithRoleSchema) } } },
    async (request) => (await teamsOf(db, authOf(request))).map((r) => teamOut(r.team, r.role)),
  );

  app.post(
    endpoints.teams,
    {
      config: { sessionOnly: true },
      schema: { tags, summary: 'Create a team; the caller becomes its owner and switches to it', body: createTeamBody, response: { 201: teamWithRoleSchema } },
    },
    async (request, reply) => {
      const team = await foundTeam(db, authOf(request).user.id, request.body.name);
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
      const updated = await updateTeam(db, team, request.body);
      // Renaming needs admin, so the caller is a member here and has a role.
      return teamOut(updated, actor.role!);
    },
  );
};
