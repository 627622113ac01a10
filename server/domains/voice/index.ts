/** The voice area: AI agents, their prompts and tools, calls, numbers, campaigns and what follows a call. */
import { voiceActions } from './actions.ts';
import { agentChatRoutes } from '../../routes/voice/agent-chat.ts';
import { agentPromptRoutes } from '../../routes/voice/agent-prompts.ts';
import { agentTestSuiteRoutes } from '../../routes/voice/agent-test-suites.ts';
import { callOutcomeClassifierRoutes } from '../../routes/voice/call-outcome-classifiers.ts';
import { leadSubmitterRoutes } from '../../routes/voice/lead-submitter.ts';
import { voiceCallStatsRoutes } from '../../routes/voice/call-stats.ts';
import { voiceCallRoutes } from '../../routes/voice/calls.ts';
import { voiceCampaignRoutes } from '../../routes/voice/campaigns.ts';
import { voiceNumberRoutes } from '../../routes/voice/numbers.ts';
import { voicePostProcessingRoutes } from '../../routes/voice/post-processing.ts';
import { voiceProviderAccountRoutes } from '../../routes/voice/provider-accounts.ts';
import { voiceToolRoutes } from '../../routes/voice/tools.ts';
import {
  agentCampaigns,
  agentPrompts,
  agents,
  agentTestSuites,
  callOutcomeClassifiers,
  calls,
  campaignStoppers,
  leadSubmissions,
  postProcessing,
  postProcessingRuns,
  toolEvents,
  voiceAccounts,
  voiceNumbers,
  voiceProviderAccounts,
  voiceSipTrunks,
  voiceTools,
  workflows,
} from '../../db/schema/index.ts';
import { defineArea } from '../area.ts';
import { runAfterCallOnSchedule } from './after-call/after-call-worker.ts';
import { agentRecordWriter } from './agent-writer.ts';
import { voiceCampaignJob } from './campaigns/run-job.ts';
import { runVoiceCampaignsOnSchedule } from './campaigns/tick.ts';
import { startVoiceProvider } from './provider/start.ts';
import { leadSubmitJob } from './lead-submitter/lead-job.ts';
import { outcomeRerunJob } from './outcomes/rerun-job.ts';
import { postProcessingRunJob } from './post-processing/run-job.ts';
import { stopperRecordWriter } from './post-processing/stopper-writer.ts';
import { providerAccountWriter } from './provider/provider-account-writer.ts';
import { agentSuiteRunJob } from './test-suites/suite-run-job.ts';

export const voiceArea = defineArea({
  name: 'voice',
  tables: {
    agents,
    'agent-prompts': agentPrompts,
    'voice-tools': voiceTools,
    'tool-events': toolEvents,
    calls,
    'post-processing': postProcessing,
    'post-processing-runs': postProcessingRuns,
    'campaign-stoppers': campaignStoppers,
    'lead-submissions': leadSubmissions,
    'call-outcome-classifiers': callOutcomeClassifiers,
    'voice-accounts': voiceAccounts,
    'voice-numbers': voiceNumbers,
    'voice-sip-trunks': voiceSipTrunks,
    'agent-campaigns': agentCampaigns,
    'agent-test-suites': agentTestSuites,
    'provider-accounts': voiceProviderAccounts,
    workflows,
  },
  jobs: [outcomeRerunJob, agentSuiteRunJob, voiceCampaignJob, postProcessingRunJob, leadSubmitJob],
  writers: { agents: agentRecordWriter, 'provider-accounts': providerAccountWriter, 'campaign-stoppers': stopperRecordWriter },
  actions: voiceActions,
  routes: [
    agentChatRoutes,
    agentPromptRoutes,
    voiceToolRoutes,
    voiceCallRoutes,
    callOutcomeClassifierRoutes,
    agentTestSuiteRoutes,
    voiceCampaignRoutes,
    voiceNumberRoutes,
    voiceProviderAccountRoutes,
    voiceCallStatsRoutes,
    voicePostProcessingRoutes,
    leadSubmitterRoutes,
  ],
  start: startVoiceProvider,
  startWorkers(ctx) {
    const stopCampaigns = runVoiceCampaignsOnSchedule(ctx, ctx.config.campaignTickMs);
    const stopAfterCall = runAfterCallOnSchedule(ctx, ctx.config.afterCallTickMs);
    return () => {
      stopCampaigns();
      stopAfterCall();
    };
  },
});
