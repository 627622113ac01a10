/**
 * Starting a pipeline's on-demand run over past calls: the filters checked (the agent is the
 * team's, the range is in order), the model checked when the pipeline has model fields — so a
 * missing model is a 422 saying what to configure now, not a job failing later — then the job.
 */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Caller } from '../../../crud/store.ts';
import { agents, postProcessing } from '../../../db/schema/index.ts';
import { HttpError, invalid, notFound } from '../../../http/errors.ts';
import { NOT_CONFIGURED } from '../../llm/llm-config.ts';
import { resolvedLlmFor } from '../../llm/llm-client.ts';
import type { RunRequest } from './run-job.ts';
import { needsLlm } from './run-pipeline.ts';

export async function startPipelineRun(app: AppContext, caller: Caller, pipelineId: number, filters: Omit<Partial<RunRequest>, 'pipeline_id'>) {
  const db = app.database.db;
  const [pipeline] = await db.select().from(postProcessing).where(and(eq(postProcessing.id, pipelineId), eq(postProcessing.team_id, caller.teamId)));
  if (!pipeline) throw notFound('No such pipeline.');
  if (filters.from && filters.to && filters.from > filters.to) throw invalid({ to: ['The range ends before it starts.'] });
  if (filters.agent_id !== undefined && filters.agent_id !== null) {
    const [agent] = await db.select({ id: agents.id }).from(agents).where(and(eq(agents.id, filters.agent_id), eq(agents.team_id, caller.teamId)));
    if (!agent) throw invalid({ agent_id: ['No agent of this team has this id.'] });
  }
  if (!pipeline.fields.length && !pipeline.webhook_url) throw invalid({ fields: ['Add a field to extract (or a webhook) before running the pipeline.'] });
  if (needsLlm(pipeline) && !(await resolvedLlmFor(app, caller.teamId))) throw new HttpError(422, NOT_CONFIGURED, { llm: [NOT_CONFIGURED] });
  const input: RunRequest = { pipeline_id: pipeline.id, ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null)) };
  return app.jobs.enqueue('post-processing-run', input, { teamId: caller.teamId, userId: caller.userId, title: pipeline.name });
}
