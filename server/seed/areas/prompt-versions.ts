/**
 * Demo prompt versions: each demo agent published three times over the last six weeks (a short
 * first prompt, then with its sections, then as it reads now), the solar agent with a draft edited
 * since its last publish, and every demo call stamped with the version live when it started.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { PromptSnapshot } from '../../../resources/voice/prompt-versions.ts';
import type { Db } from '../../db/client.ts';
import { agentPromptVersions, agents, calls, users } from '../../db/schema/index.ts';
import { draftSnapshot } from '../../domains/voice/prompts/snapshot.ts';

const DAY = 86_400_000;
/** Days ago each version was published, oldest first, with its note. */
const PUBLISHES: [number, string | null][] = [
  [42, 'First version'],
  [21, 'Added the prompt sections'],
  [6, null],
];

export async function seedPromptVersions(db: Db, demo: { teamId: number; userId: number }): Promise<void> {
  const now = Date.now();
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, demo.userId));
  const rows = await db.select().from(agents).where(eq(agents.team_id, demo.teamId)).orderBy(asc(agents.id));
  for (const [index, agent] of rows.entries()) {
    const draft = await draftSnapshot(db, agent);
    const contents = history(draft, index === 0);
    for (const [i, content] of contents.entries()) {
      const [days, note] = PUBLISHES[i];
      const publishedAt = new Date(now - days * DAY);
      await db.insert(agentPromptVersions).values({
        team_id: demo.teamId,
        agent_id: agent.id,
        version: i + 1,
        ...content,
        note,
        published_at: publishedAt,
        published_by_id: demo.userId,
        published_by_name: user?.name ?? null,
      });
      const until = PUBLISHES[i + 1] ? new Date(now - PUBLISHES[i + 1][0] * DAY) : new Date(now + DAY);
      await db
        .update(calls)
        .set({ prompt_version: i + 1 })
        .where(and(eq(calls.agent_id, agent.id), gte(calls.created_at, publishedAt), lt(calls.created_at, until)));
    }
  }
}

/**
 * Three versions leading to the draft: the system prompt's first paragraph alone, then the whole
 * prompt with all but its last section, then the draft. The solar agent's third version lacks the
 * draft's last line, so its page shows unpublished changes.
 */
function history(draft: PromptSnapshot, editedSince: boolean): PromptSnapshot[] {
  const first = { system_prompt: draft.system_prompt.split('\n\n')[0], first_message: draft.first_message, sections: [] };
  const second = { ...draft, sections: draft.sections.slice(0, -1) };
  const lines = draft.system_prompt.split('\n');
  const third = editedSince && lines.length > 1 ? { ...draft, system_prompt: lines.slice(0, -1).join('\n') } : draft;
  return [first, second, third];
}
