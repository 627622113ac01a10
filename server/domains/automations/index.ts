/** The automations area: journeys, their versions, triggers and steps. */
import { automationEntryRoutes } from '../../routes/automations/entry.ts';
import { automationRoutes } from '../../routes/automations/automations.ts';
import { automations } from '../../db/schema/index.ts';
import { defineArea } from '../area.ts';
import { automationActions } from './actions.ts';
import { automationRecordWriter } from './automation-writer.ts';
import { runJourneysOnSchedule } from './engine/schedule.ts';
import { runAutomationIntake } from './intake/intake-worker.ts';
import { automationScheduleJob } from './intake/schedule-job.ts';

export const automationsArea = defineArea({
  name: 'automations',
  actions: automationActions,
  tables: { automations },
  jobs: [automationScheduleJob],
  writers: { automations: automationRecordWriter },
  routes: [automationRoutes, automationEntryRoutes],
  async startWorkers(ctx) {
    const stopJourneys = runJourneysOnSchedule(ctx, { safetyMs: ctx.config.automationTickMs, batch: ctx.config.automationBatch, staleMs: ctx.config.automationClaimStaleSeconds * 1000 });
    // Triggers and waits for events, woken by the database's notice of each event.
    const stopIntake = await runAutomationIntake(ctx);
    return async () => {
      await stopJourneys();
      await stopIntake();
    };
  },
});
