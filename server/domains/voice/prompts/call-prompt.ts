/**
 * Which prompt a call uses: the agent's published version (the newest), recorded on the call as
 * `prompt_version`. An agent never published: a test call tries its draft (prompt_version empty —
 * trying the agent out before publishing is what a test call is for), while a campaign call is
 * refused with 422, since a draft nobody published should not speak to customers.
 */
import type { DbOrTx } from '../../../db/transaction.ts';
import { invalid } from '../../../http/errors.ts';
import { assemblePrompt, draftSnapshot, type Agent } from './snapshot.ts';
import { latestVersion, snapshotOf } from './versions.ts';

export interface CallPrompt {
  /** The system message: system prompt and active sections (snapshot.ts assemblePrompt). */
  systemPrompt: string;
  firstMessage: string | null;
  /** The version used; null for a never-published agent's draft. */
  version: number | null;
}

export async function promptForCall(db: DbOrTx, agent: Agent, kind: 'test' | 'campaign'): Promise<CallPrompt> {
  const published = await latestVersion(db, agent.id);
  if (published) {
    const snapshot = snapshotOf(published);
    return { systemPrompt: assemblePrompt(snapshot), firstMessage: snapshot.first_message, version: published.version };
  }
  if (kind === 'campaign') {
    throw invalid({ agent_id: [`The agent “${agent.name}” has never been published: publish its prompt on the agent’s settings page before a campaign calls with it.`] });
  }
  const draft = await draftSnapshot(db, agent);
  return { systemPrompt: assemblePrompt(draft), firstMessage: draft.first_message, version: null };
}
