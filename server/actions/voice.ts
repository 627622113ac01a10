/** Custom actions of the voice area: agents, agent campaigns, post-processing. */
import { eq } from 'drizzle-orm';
import { resourceByName } from '../../resources/kit/index.ts';
import { HttpError } from '../http/errors.ts';
import type { Row } from '../crud/record.ts';
import { copyName, fieldValues } from './copy-fields.ts';
import { transition } from './transition.ts';
import type { ActionHandlers } from './types.ts';

const isFuture = (at: unknown) => at instanceof Date && at.getTime() > Date.now();

export const voiceActions: ActionHandlers = {
  agents: {
    /** A draft copy of the agent with its prompts, in one transaction. */
    async duplicate({ app, resource, record, caller, store, storeOf }) {
      const agents = store.tableInfo;
      const prompts = storeOf('agent-prompts').tableInfo;
      const promptResource = resourceByName('agent-prompts')!;
      const stamp = { team_id: caller.teamId, version: 1, created_by_id: caller.userId, updated_by_id: caller.userId };
      const id = await app.database.db.transaction(async (tx) => {
        const copy = { ...fieldValues(resource, record), name: copyName(String(record.name)), status: 'draft', ...stamp };
        const [agent] = (await tx.insert(agents.table).values(copy as never).returning()) as Row[];
        const own = (await tx.select().from(prompts.table).where(eq(prompts.col('agent_id'), record.id as number))) as Row[];
        if (own.length) {
          await tx.insert(prompts.table).values(own.map((p) => ({ ...fieldValues(promptResource, p), agent_id: agent.id, ...stamp })) as never);
        }
        return agent.id as number;
      });
      store.changed();
      storeOf('agent-prompts').changed();
      return { id };
    },
  },
  'agent-campaigns': {
    async send(ctx) {
      const row = await transition(ctx, { to: (r) => (isFuture(r.schedule_start) ? 'scheduled' : 'running') });
      return { status: row.status };
    },
    async stop(ctx) {
      const row = await transition(ctx, { to: 'stopped' });
      return { status: row.status };
    },
    /** The run in progress finishes; no later run starts. */
    async 'stop-recurring-sends'(ctx) {
      const row = await transition(ctx, { to: 'completed', extra: { recurring: false } });
      return { status: row.status };
    },
    /** No new contacts are fed in; the campaign may be started again. */
    async 'stop-feed'(ctx) {
      const row = await transition(ctx, { to: 'paused' });
      return { status: row.status };
    },
  },
  'post-processing': {
    /** The pass itself is a language-model job; without a model configured, say so instead of pretending. */
    async run() {
      throw new HttpError(503, 'Post-processing needs a language model, and none is configured on this Parley server.', undefined, undefined, 'llm_not_configured');
    },
  },
};
