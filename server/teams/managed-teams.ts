/** Every team on the platform, for staff choosing one to view as. */
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { teamMembers, teams, users, type TeamRow } from '../db/schema/index.ts';

export interface ManagedTeamRow {
  team: TeamRow;
  ownerEmail: string;
  members: number;
}

/** A page of the teams, newest first, with their owner's email and member count; `q` matches the team's name, the owner's email or the id. */
export async function listManagedTeams(db: Db, page: { offset: number; limit: number; q?: string }): Promise<{ rows: ManagedTeamRow[]; total: number }> {
  const { offset, limit, q } = page;
  // The search text is matched literally: its own % and _ are no wildcards.
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = pattern ? or(ilike(teams.name, pattern), ilike(users.email, pattern), /^\d{1,9}$/.test(q!) ? eq(teams.id, Number(q)) : undefined) : undefined;
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
  return { rows: rows.map((r) => ({ ...r, members: Number(r.members) })), total };
}
