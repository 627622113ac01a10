/** The audience area: contacts, their fields and opt-outs, segments, feeds and uploads. */
import { audienceActions } from './actions.ts';
import { contactBulkRoutes } from '../../routes/audience/contact-bulk.ts';
import { contactInsightRoutes } from '../../routes/audience/contact-insights.ts';
import { contactUpsertRoutes } from '../../routes/audience/contact-upsert.ts';
import { dataFileTusRoutes } from '../../routes/audience/data-file-tus.ts';
import { dataFileRoutes } from '../../routes/audience/data-files.ts';
import { segmentRoutes } from '../../routes/audience/segments.ts';
import { contacts, customFields, dataFiles, emailTemplates, feedLogs, feeds, optOuts, segments } from '../../db/schema/index.ts';
import { feedWebhooks } from './feed-webhooks.ts';
import { defineArea } from '../area.ts';
import { contactListExtension } from './contact-filters.ts';
import { contactRecordWriter } from './contact-record.ts';
import { contactTagsJob } from './contact-tags-job.ts';
import { feedRunJob } from './feed-run.ts';
import { runFeedsOnSchedule } from './feed-schedule.ts';
import { feedRecordWriter } from './feed-stop.ts';
import { optOutRecordWriter } from './opt-outs.ts';
import { segmentBuildJob } from './segment-build.ts';
import { keepSegmentCountsLive } from './segment-counts.ts';
import { removeUploadBytes } from './uploads/data-file-store.ts';
import { contactsImportJob } from './uploads/import-job.ts';

export const audienceArea = defineArea({
  name: 'audience',
  tables: { 'custom-fields': customFields, contacts, 'opt-outs': optOuts, segments, feeds, 'feed-logs': feedLogs, 'data-files': dataFiles, 'email-templates': emailTemplates },
  jobs: [segmentBuildJob, contactsImportJob, contactTagsJob, feedRunJob],
  writers: { contacts: contactRecordWriter, 'opt-outs': optOutRecordWriter, feeds: feedRecordWriter },
  removers: { 'data-files': removeUploadBytes },
  listExtensions: { contacts: contactListExtension },
  actions: audienceActions,
  // Segments first: its check of a saved segment's rules hooks the segment CRUD routes.
  routes: [segmentRoutes, contactUpsertRoutes, dataFileRoutes, dataFileTusRoutes, contactInsightRoutes, contactBulkRoutes],
  webhookSources: { feeds: feedWebhooks },
  startWorkers(ctx) {
    // Segment counts kept live as contacts change; feeds fetched on their schedule.
    const stopCounts = keepSegmentCountsLive(ctx.database.db, ctx.changes, { delayMs: ctx.config.segmentRecountMs });
    const stopFeeds = runFeedsOnSchedule(ctx, ctx.config.feedScheduleTickMs);
    return () => {
      stopCounts();
      stopFeeds();
    };
  },
});
