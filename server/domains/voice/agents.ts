/** Agents: whether a team has one, and copying one with its prompts. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentPrompts, agents } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { stampsFor, type Caller } from '../caller.ts';

/** "Name (copy)", kept within a name's length. */
export function copyName(name: string, max = 120): string {
  const suffix = ' (copy)';
  return name.length + suffix.length <= max ? name + suffix : name.slice(0, max - suffix.length) + suffix;
}

/** A draft copy of the agent with its prompts, in one transaction; answers the copy's id. */
export async function duplicateAgent(db: Db, caller: Caller, agentId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [agent] = await tx.select().from(agents).where(and(eq(agents.id, agentId), eq(agents.team_id, caller.teamId)));
    if (!agent) throw notFound('No such agent.');
    const { id: _id, team_id: _team, version: _v, created_at: _c, updated_at: _u, created_by_id: _cb, updated_by_id: _ub, ...fields } = agent;
    const [copy] = await tx
      .insert(agents)
      .values({ ...fields, ...stampsFor(caller), name: copyName(agent.name), status: 'draft' })
      .returning({ id: agents.id });
    const prompts = await tx.select().from(agentPrompts).where(eq(agentPrompts.agent_id, agent.id));
    if (prompts.length) {
      await tx.insert(agentPrompts).values(
        prompts.map(({ id: _pid, team_id: _pt, version: _pv, created_at: _pc, updated_at: _pu, created_by_id: _pcb, updated_by_id: _pub, ...p }) => ({ ...p, ...stampsFor(caller), agent_id: copy.id })),
      );
    }
    return copy.id;
  });
}

/** Whether the team has this agent. */
export async function teamHasAgent(db: Db, teamId: number, agentId: number): Promise<boolean> {
  const [agent] = await db.select({ id: agents.id }).from(agents).where(and(eq(agents.id, agentId), eq(agents.team_id, teamId)));
  return !!agent;
}
