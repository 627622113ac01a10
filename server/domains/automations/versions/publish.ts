/**
 * Publishing an automation: the draft becomes version N+1, kept for ever with who published it,
 * when and why; new journeys run on it. Contacts on their way move to it where their node is still
 * there (same id, same type; see continuing.ts) and leave the journey where it is not. The team's armed events are
 * written anew in the same transaction, so the engine hears what the new version listens for.
 */
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { publishProblems } from '../../../../resources/automations/automation-graph.ts';
import type { AppContext } from '../../../context.ts';
import { automationJourneys, automations, automationVersions, users } from '../../../db/schema/index.ts';
import { conflict, invalid, type FieldErrors } from '../../../http/errors.ts';
import type { Caller } from '../../caller.ts';
import { rearmTeam } from '../arm.ts';
import { queueSchedules } from '../intake/schedule.ts';
import { automationOf } from '../automation-of.ts';
import { problemKey } from '../automation-writer.ts';
import { ON_THEIR_WAY, placesNow } from './continuing.ts';
import { sameGraph } from './same-graph.ts';
import { summaryOf, type VersionSummary } from './versions.ts';

/** 422 listing every problem by the node it concerns; 409 when the draft is the published version already. */
export async function publishAutomation(ctx: AppContext, caller: Caller, automationId: number, input: { note?: string }): Promise<VersionSummary> {
  const { summary, running } = await ctx.database.db.transaction(async (tx) => {
    // The row lock numbers concurrent publishes one after the other (the unique index backs it).
    const automation = await automationOf(tx, caller.teamId, automationId, true);
    const problems = publishProblems(automation.graph);
    if (problems.length) {
      const errors: FieldErrors = {};
      for (const p of problems) (errors[problemKey(p)] ??= []).push(p.message);
      throw invalid(errors);
    }
    const [latest] = await tx.select().from(automationVersions).where(eq(automationVersions.automation_id, automation.id)).orderBy(desc(automationVersions.version)).limit(1);
    if (latest && latest.version === automation.published_version && sameGraph(automation.graph, latest.graph))
      throw conflict(`Nothing to publish: the draft is version ${latest.version} already.`);
    const version = (latest?.version ?? 0) + 1;
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, caller.userId));
    const [row] = await tx
      .insert(automationVersions)
      .values({ team_id: caller.teamId, automation_id: automation.id, version, graph: automation.graph, note: input.note || null, published_by_id: caller.userId, published_by_name: user?.name ?? null })
      .returning();
    const now = new Date();
    await tx.update(automations).set({ published_version: version, published_at: now }).where(eq(automations.id, automation.id));

    // Contacts on their way: those whose node goes (or became another kind of step) leave, the rest
    // go on in the new version. Each statement names the nodes, not the journeys, so a journey the
    // engine moves on meanwhile is judged by the node it reached.
    const onTheirWay = and(eq(automationJourneys.automation_id, automation.id), inArray(automationJourneys.status, [...ON_THEIR_WAY]));
    const leave = { status: 'exited' as const, exit_reason: `removed in version ${version}`, finished_at: now, due_at: null };
    const kept = automation.graph.nodes.map((n) => n.id);
    await tx.update(automationJourneys).set(leave).where(and(onTheirWay, kept.length ? notInArray(automationJourneys.node_id, kept) : undefined));
    for (const place of await placesNow(tx, automation.id, automation.graph))
      if (!place.continues) await tx.update(automationJourneys).set(leave).where(and(onTheirWay, eq(automationJourneys.version, place.version), eq(automationJourneys.node_id, place.node_id)));
    if (kept.length) await tx.update(automationJourneys).set({ version }).where(and(onTheirWay, inArray(automationJourneys.node_id, kept)));
    await rearmTeam(tx, caller.teamId);
    return { summary: summaryOf(row), running: automation.status === 'active' ? { ...automation, published_version: version } : null };
  });
  // A running automation's new or moved schedule triggers get their jobs once the version is committed.
  if (running) await queueSchedules(ctx, running, caller.userId);
  return summary;
}
