import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { managedTeamSchema } from '../../../resources/account/schemas.ts';
import { teamMembers, teams, users } from '../../db/schema/index.ts';
import { pageOf, pageQuery } from '../../http/list-query.ts';
import type { RouteModule } from '../../http/zod-app.ts';
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
      const { offset, limit } = pageOf(request.query);
      const q = request.query.q;
      const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = pattern
        ? or(ilike(teams.name, pattern), ilike(users.email, pattern), /^\d{1,9}$/.test(q!) ? eq(teams.id, Number(q)) : undefined)
        : undefined;
      const members = db.$with('members').as(db.select({ teamId: teamMembers.teamId, n: count().as('n') }).from(teamMembers).groupBy(teamMembers.teamId));
      const [rows, [{ total }]] = await Promise.all([
        db
          .with(members)
          .select({ team: teams, ownerEmail: users.email, members: sql<number>`coalesce(${members.n}, 0)::int` })
          .from(teams)
          .innerJoin(users, eq(users.id, teams.ownerId))
          .leftJoin(members, eq(members.teamId, teams.id))
          .where(where)
          .orderBy(desc(teams.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(teams).innerJoin(users, eq(users.id, teams.ownerId)).where(where),
      ]);
      reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'x-total-count');
      return rows.map((r) => ({ ...teamFields(r.team), owner_email: r.ownerEmail, members: Number(r.members) }));
    },
  );
};
