import { z } from 'zod';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { managedTeamSchema } from '../../../resources/account/schemas.ts';
import { pageOf, pageQuery } from '../../http/list-query.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { listManagedTeams } from '../../teams/managed-teams.ts';
import { teamFields } from '../../teams/serialize.ts';

const listQuery = pageQuery.extend({ q: z.string().trim().max(100).optional() });

/** Every team on the platform, for staff choosing one to view as (total in x-total-count). */
export const managedTeamsRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;
  app.get(
    endpoints.managedTeams,
    {
      config: { access: { resource: 'view-as-team', action: 'list' } },
      schema: { tags: ['management'], summary: 'Staff only: all teams, searchable by team name, owner email or id', querystring: listQuery, response: { 200: z.array(managedTeamSchema) } },
    },
    async (request, reply) => {
      const { rows, total } = await listManagedTeams(db, { ...pageOf(request.query), q: request.query.q });
      reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'x-total-count');
      return rows.map((r) => ({ ...teamFields(r.team), owner_email: r.ownerEmail, members: r.members }));
    },
  );
};
