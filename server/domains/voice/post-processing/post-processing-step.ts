/**
 * The post-processing after-call step (second, after the outcome): every active pipeline of the
 * team that applies to the call runs over it, then the campaign's stoppers are checked against
 * what was extracted. A failing pipeline is logged as its run and does not keep the others from
 * running.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ExtractedValues } from '../../../../resources/voice/extract-fields.ts';
import { postProcessing } from '../../../db/schema/index.ts';
import type { AfterCallStep } from '../after-call/finished-call.ts';
import { checkStoppers } from './campaign-stopper.ts';
import { pipelineApplies, runPipeline } from './run-pipeline.ts';

export const postProcessingStep: AfterCallStep = {
  name: 'post-processing',
  async run(app, call) {
    const pipelines = await app.database.db
      .select()
      .from(postProcessing)
      .where(and(eq(postProcessing.team_id, call.team_id), eq(postProcessing.active, true)))
      .orderBy(asc(postProcessing.id));
    const values: ExtractedValues = {};
    let current = call;
    for (const pipeline of pipelines) {
      if (!pipelineApplies(pipeline, current)) continue;
      try {
        const run = await runPipeline(app, pipeline, current);
        Object.assign(values, run.values);
        // A later pipeline (and the stoppers, and the lead) sees the outcome an earlier one set.
        if (run.outcome_set) current = { ...current, outcome: run.outcome_set };
      } catch (error) {
        console.error(`[parley] post-processing ${pipeline.id} over call ${call.id}: ${(error as Error).message}`);
      }
    }
    await checkStoppers(app, current, values);
  },
};
