/** Reading an agent's published prompt versions and restoring one into the draft. */
import { and, desc, eq } from 'drizzle-orm';
import type { PromptSnapshot, PromptVersionDetail, PromptVersionsOutput, PromptVersionSummary } from '../../../../resources/voice/prompt-versions.ts';
import type { AppContext } from '../../../context.ts';
import { agentPrompts, agentPromptVersions, agents } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { notFound } from '../../../http/errors.ts';
import { stampsFor, type Caller } from '../../caller.ts';
import { agentOf, draftSnapshot, sameSnapshot } from './snapshot.ts';

export type VersionRow = typeof agentPromptVersions.$inferSelect;

export const snapshotOf = (row: VersionRow): PromptSnapshot => ({ system_prompt: row.system_prompt, first_message: row.first_message, sections: row.sections });

export function summaryOf(row: VersionRow): PromptVersionSummary {
  return {
    version: row.version,
    note: row.note,
    published_at: row.published_at.toISOString(),
    published_by: row.published_by_id || row.published_by_name ? { id: row.published_by_id ?? 0, name: row.published_by_name ?? '' } : null,
  };
}

/** The agent's newest version (the one calls use), or none while it was never published. */
export async function latestVersion(db: DbOrTx, agentId: number): Promise<VersionRow | undefined> {
  const [row] = await db.select().from(agentPromptVersions).where(eq(agentPromptVersions.agent_id, agentId)).orderBy(desc(agentPromptVersions.version)).limit(1);
  return row;
}

/** One version of the team's agent, or 404. */
export async function versionRow(db: DbOrTx, teamId: number, agentId: number, version: number): Promise<VersionRow> {
  const [row] = await db
    .select()
    .from(agentPromptVersions)
    .where(and(eq(agentPromptVersions.agent_id, agentId), eq(agentPromptVersions.team_id, teamId), eq(agentPromptVersions.version, version)));
  if (!row) throw notFound(`The agent has no version ${version}.`);
  return row;
}

/** Every version, newest first, and whether the draft differs from the newest. */
export async function listVersions(ctx: AppContext, teamId: number, agentId: number): Promise<PromptVersionsOutput> {
  const db = ctx.database.db;
  const agent = await agentOf(db, teamId, agentId);
  const rows = await db.select().from(agentPromptVersions).where(eq(agentPromptVersions.agent_id, agent.id)).orderBy(desc(agentPromptVersions.version));
  const draft = await draftSnapshot(db, agent);
  return {
    published_version: rows[0]?.version ?? null,
    draft_changed: !rows[0] || !sameSnapshot(draft, snapshotOf(rows[0])),
    versions: rows.map(summaryOf),
  };
}

export async function getVersion(ctx: AppContext, teamId: number, agentId: number, version: number): Promise<PromptVersionDetail> {
  const agent = await agentOf(ctx.database.db, teamId, agentId);
  const row = await versionRow(ctx.database.db, teamId, agent.id, version);
  return { ...summaryOf(row), content: snapshotOf(row) };
}

/**
 * A version's content becomes the draft again (system prompt, first message, and the sections
 * replaced by the version's), in one transaction. It does not publish: the operator reviews the
 * draft, then publishes it (as a new version) or not.
 */
export async function restoreVersion(ctx: AppContext, caller: Caller, agentId: number, version: number): Promise<{ restored: number; agent_version: number }> {
  return ctx.database.db.transaction(async (tx) => {
    const [agent] = await tx.select().from(agents).where(and(eq(agents.id, agentId), eq(agents.team_id, caller.teamId))).for('update');
    if (!agent) throw notFound('No such agent.');
    const row = await versionRow(tx, caller.teamId, agent.id, version);
    // The agent's version moves on, so a settings form opened before the restore gets a 409 instead of overwriting it.
    const [updated] = await tx
      .update(agents)
      .set({ system_prompt: row.system_prompt, first_message: row.first_message, version: agent.version + 1, updated_at: new Date(), updated_by_id: caller.userId })
      .where(eq(agents.id, agent.id))
      .returning({ version: agents.version });
    await tx.delete(agentPrompts).where(and(eq(agentPrompts.agent_id, agent.id), eq(agentPrompts.team_id, caller.teamId)));
    if (row.sections.length) await tx.insert(agentPrompts).values(row.sections.map((s) => ({ ...stampsFor(caller), agent_id: agent.id, ...s })));
    return { restored: row.version, agent_version: updated.version };
  });
}
