/**
 * Publishing an agent's prompt: the draft becomes version N+1, kept for ever with who published it,
 * when and why. Calls use the newest version from then on (call-prompt.ts). The one place a
 * publish happens, so whatever must run on every publish (the agent's test suites) goes here.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { PromptVersionSummary, PublishPromptInput } from '../../../../resources/voice/prompt-versions.ts';
import type { AppContext } from '../../../context.ts';
import { agentPromptVersions, agents, users } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import type { Caller } from '../../caller.ts';
import { draftSnapshot, sameSnapshot } from './snapshot.ts';
import { queueAgentSuites } from '../test-suites/index.ts';
import { snapshotOf, summaryOf } from './versions.ts';

/**
 * Snapshots the draft as the agent's next version. 409 when the draft is the published version
 * already (a second click publishes nothing twice); 404 for another team's agent.
 */
export async function publishPrompt(ctx: AppContext, caller: Caller, agentId: number, input: PublishPromptInput): Promise<PromptVersionSummary> {
  const published = await ctx.database.db.transaction(async (tx) => {
    // The agent's row lock numbers concurrent publishes one after the other (the unique index backs it).
    const [agent] = await tx.select().from(agents).where(and(eq(agents.id, agentId), eq(agents.team_id, caller.teamId))).for('update');
    if (!agent) throw notFound('No such agent.');
    const draft = await draftSnapshot(tx, agent);
    const [latest] = await tx.select().from(agentPromptVersions).where(eq(agentPromptVersions.agent_id, agent.id)).orderBy(desc(agentPromptVersions.version)).limit(1);
    if (latest && sameSnapshot(draft, snapshotOf(latest))) throw conflict(`Nothing to publish: the draft is version ${latest.version} already.`);
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, caller.userId));
    const [row] = await tx
      .insert(agentPromptVersions)
      .values({
        team_id: caller.teamId,
        agent_id: agent.id,
        version: (latest?.version ?? 0) + 1,
        system_prompt: draft.system_prompt,
        first_message: draft.first_message,
        sections: draft.sections,
        note: input.note || null,
        published_by_id: caller.userId,
        published_by_name: user?.name ?? null,
      })
      .returning();
    return row;
  });
  // The agent's active test suites run on every publish. The version is published whatever they
  // find (a failing case is for the operator to read, not a gate), and a failure to queue them
  // must not make a publish that happened look as if it had not.
  await queueAgentSuites(ctx, caller.teamId, agentId, 'publish', caller.userId).catch((error: Error) => console.error(`[parley] queueing the test suites of agent ${agentId} after publish: ${error.message}`));
  return summaryOf(published);
}
