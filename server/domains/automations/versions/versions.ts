/** Reading an automation's published versions and restoring one into the draft. */
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { automationVersionDetail, automationVersionsOutput, automationVersionSummary } from '../../../../resources/automations/automation-api.ts';
import type { AppContext } from '../../../context.ts';
import { automations, automationVersions, users } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { notFound } from '../../../http/errors.ts';
import type { Caller } from '../../caller.ts';
import { automationOf } from '../automation-of.ts';
import { triggerOf } from '../automation-writer.ts';
import { sameGraph } from './same-graph.ts';

export type VersionRow = typeof automationVersions.$inferSelect;
export type VersionSummary = z.infer<typeof automationVersionSummary>;

export function summaryOf(row: VersionRow): VersionSummary {
  return {
    version: row.version,
    note: row.note,
    published_at: row.published_at.toISOString(),
    published_by: row.published_by_id || row.published_by_name ? { id: row.published_by_id ?? 0, name: row.published_by_name ?? '' } : null,
    nodes: row.graph.nodes?.length ?? 0,
  };
}

/** One version of the team's automation, or 404. */
export async function versionRow(db: DbOrTx, teamId: number, automationId: number, version: number): Promise<VersionRow> {
  const [row] = await db
    .select()
    .from(automationVersions)
    .where(and(eq(automationVersions.automation_id, automationId), eq(automationVersions.team_id, teamId), eq(automationVersions.version, version)));
  if (!row) throw notFound(`The automation has no version ${version}.`);
  return row;
}

/** Every version, newest first, and whether the draft differs from the published one. */
export async function listVersions(ctx: AppContext, teamId: number, automationId: number): Promise<z.infer<typeof automationVersionsOutput>> {
  const db = ctx.database.db;
  const automation = await automationOf(db, teamId, automationId);
  // A version written without its publisher's name (the demo's) takes the user's present name.
  const rows = (
    await db
      .select({ row: automationVersions, user: users.name })
      .from(automationVersions)
      .leftJoin(users, eq(users.id, automationVersions.published_by_id))
      .where(eq(automationVersions.automation_id, automation.id))
      .orderBy(desc(automationVersions.version))
  ).map(({ row, user }) => ({ ...row, published_by_name: row.published_by_name ?? user }));
  const published = rows.find((r) => r.version === automation.published_version);
  return {
    published_version: automation.published_version,
    draft_changed: !published || !sameGraph(automation.graph, published.graph),
    versions: rows.map(summaryOf),
  };
}

export async function getVersion(ctx: AppContext, teamId: number, automationId: number, version: number): Promise<z.infer<typeof automationVersionDetail>> {
  const automation = await automationOf(ctx.database.db, teamId, automationId);
  const row = await versionRow(ctx.database.db, teamId, automation.id, version);
  return { ...summaryOf(row), graph: row.graph };
}

/**
 * A version's diagram becomes the draft again. It publishes nothing: contacts on their way go on
 * by the published version until the operator publishes. The record's version moves on, so an
 * editor still holding the old draft gets a 409 instead of saving over the restored one.
 */
export async function restoreVersion(ctx: AppContext, caller: Caller, automationId: number, version: number): Promise<{ restored: number; automation_version: number }> {
  return ctx.database.db.transaction(async (tx) => {
    const automation = await automationOf(tx, caller.teamId, automationId, true);
    const row = await versionRow(tx, caller.teamId, automation.id, version);
    const [updated] = await tx
      .update(automations)
      .set({ graph: row.graph, trigger: triggerOf(row.graph) as never, version: automation.version + 1, updated_at: new Date(), updated_by_id: caller.userId })
      .where(eq(automations.id, automation.id))
      .returning({ version: automations.version });
    return { restored: row.version, automation_version: updated.version };
  });
}
