/**
 * A node's contacts: those at it now and those whose journey passed it (a step logged there),
 * newest at the node first, with their journey's status, when they entered, when their wait ends
 * and what their previous step answered. Read within the automation's journeys only.
 */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { JourneyStatus, nodeContactsOutput } from '../../../../resources/automations/automation-api.ts';
import type { AppContext } from '../../../context.ts';
import { automationJourneys as j, automationSteps, contacts } from '../../../db/schema/index.ts';
import { automationOf } from '../automation-of.ts';

export interface NodeContactsQuery {
  status?: JourneyStatus;
  _start: number;
  _end: number;
}

export async function nodeContacts(ctx: AppContext, teamId: number, automationId: number, nodeId: string, query: NodeContactsQuery): Promise<z.infer<typeof nodeContactsOutput>> {
  const db = ctx.database.db;
  const automation = await automationOf(db, teamId, automationId);
  // Journeys that passed the node, from the automation's own steps (its (automation_id, at) index), never the whole log.
  const passed = inArray(j.id, db.select({ id: automationSteps.journey_id }).from(automationSteps).where(and(eq(automationSteps.automation_id, automation.id), eq(automationSteps.node_id, nodeId))));
  const where = and(eq(j.automation_id, automation.id), eq(j.team_id, teamId), or(eq(j.node_id, nodeId), passed), query.status ? eq(j.status, query.status) : undefined);
  const limit = Math.max(0, Math.min(query._end - query._start, 200));
  // The page of journeys first, then its contacts: the join never walks the team's whole contact list.
  const [page, [{ total }]] = await Promise.all([
    db
      .select({
        contact_id: j.contact_id,
        status: j.status,
        entered_at: j.entered_at,
        due_at: sql<Date | null>`case when ${j.node_id} = ${nodeId} then ${j.due_at} end`.mapWith(j.due_at),
        last_outcome: j.last_outcome,
      })
      .from(j)
      .where(where)
      .orderBy(desc(j.node_at), desc(j.id))
      .limit(limit)
      .offset(query._start),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(j).where(where),
  ]);
  const people = page.length
    ? await db
        .select({ id: contacts.id, phone: contacts.phone, name: sql<string | null>`nullif(trim(concat_ws(' ', ${contacts.first_name}, ${contacts.last_name})), '')` })
        .from(contacts)
        .where(and(eq(contacts.team_id, teamId), inArray(contacts.id, [...new Set(page.map((r) => r.contact_id))])))
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  const rows = page.flatMap((r) => {
    const person = byId.get(r.contact_id);
    return person ? [{ ...r, phone: person.phone, name: person.name }] : [];
  });
  return { total, rows: rows.map((r) => ({ contact_id: r.contact_id, phone: r.phone, name: r.name, status: r.status, last_outcome: r.last_outcome, entered_at: r.entered_at.toISOString(), due_at: r.due_at ? r.due_at.toISOString() : null })) };
}
