/**
 * An agent's prompt as one value (system prompt, first message, sections in position order): what
 * the draft is now, what a version keeps, and the text a conversation's model is given.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { PromptSnapshot } from '../../../../resources/voice/prompt-versions.ts';
import { agentPrompts, agents } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { notFound } from '../../../http/errors.ts';

export type Agent = typeof agents.$inferSelect;

/** The team's agent, or 404 (another team's agent too: it does not exist for this caller). */
export async function agentOf(db: DbOrTx, teamId: number, agentId: number): Promise<Agent> {
  const [agent] = await db.select().from(agents).where(and(eq(agents.id, agentId), eq(agents.team_id, teamId)));
  if (!agent) throw notFound('No such agent.');
  return agent;
}

/** The agent's draft: its own prompt fields and its prompt sections now. */
export async function draftSnapshot(db: DbOrTx, agent: Agent): Promise<PromptSnapshot> {
  const sections = await db
    .select({ name: agentPrompts.name, purpose: agentPrompts.purpose, content: agentPrompts.content, position: agentPrompts.position, active: agentPrompts.active })
    .from(agentPrompts)
    .where(and(eq(agentPrompts.agent_id, agent.id), eq(agentPrompts.team_id, agent.team_id)))
    .orderBy(asc(agentPrompts.position), asc(agentPrompts.id));
  return { system_prompt: agent.system_prompt, first_message: agent.first_message || null, sections };
}

/** Same content: what "unpublished changes" and "nothing to publish" mean. */
export function sameSnapshot(a: PromptSnapshot, b: PromptSnapshot): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(s: PromptSnapshot) {
  return [s.system_prompt, s.first_message ?? '', s.sections.map((x) => [x.name, x.purpose, x.content, x.position, x.active])];
}

/**
 * The system message a conversation's model gets: the system prompt, then each active section
 * under its name, in position order (an agent without sections gets its system prompt as it is).
 */
export function assemblePrompt(s: PromptSnapshot): string {
  const sections = s.sections.filter((x) => x.active).map((x) => `## ${x.name}\n\n${x.content}`);
  return [s.system_prompt, ...sections].join('\n\n');
}
