/** Every kind of job, with its area's worker; the runtime refuses a kind not listed here. */
import { contactTagsJob } from '../domains/audience/contact-tags-job.ts';
import { feedRunJob } from '../domains/audience/feed-run.ts';
import { segmentBuildJob } from '../domains/audience/segment-build.ts';
import { contactsImportJob } from '../domains/audience/uploads/import-job.ts';
import { campaignSendJob } from '../domains/campaigns/send/send-job.ts';
import { exportJob } from '../domains/exports/export-job.ts';
import { hlrCheckJob, mnpCheckJob } from '../domains/enrichment/lookup-job.ts';
import { rateSheetJob } from '../domains/hub/rate-sheet.ts';
import { outcomeRerunJob } from '../domains/voice/outcomes/rerun-job.ts';
import { agentSuiteRunJob } from '../domains/voice/test-suites/suite-run-job.ts';
import { voiceCampaignJob } from '../domains/voice/campaigns/run-job.ts';
import { leadSubmitJob } from '../domains/voice/lead-submitter/lead-job.ts';
import { postProcessingRunJob } from '../domains/voice/post-processing/run-job.ts';
import { automationScheduleJob } from '../domains/automations/intake/schedule-job.ts';
import type { JobKindDef } from './job-kind.ts';

export const jobKinds: readonly JobKindDef<any>[] = [exportJob, rateSheetJob, segmentBuildJob, contactsImportJob, hlrCheckJob, mnpCheckJob, contactTagsJob, feedRunJob, campaignSendJob, outcomeRerunJob, agentSuiteRunJob, voiceCampaignJob, postProcessingRunJob, leadSubmitJob, automationScheduleJob];
