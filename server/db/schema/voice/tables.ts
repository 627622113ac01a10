import type { PgTable } from 'drizzle-orm/pg-core';
import {
  agentCampaigns,
  agentPrompts,
  agents,
  callOutcomeClassifiers,
  calls,
  postProcessing,
  postProcessingRuns,
  campaignStoppers,
  leadSubmissions,
  voiceAccounts,
  voiceNumbers,
  voiceProviderAccounts,
  voiceTools,
  toolEvents,
  workflows,
} from './index.ts';

/** Resource name → table, for this area. */
export const voiceTables: Record<string, PgTable> = {
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
  'agent-campaigns': agentCampaigns,
  'provider-accounts': voiceProviderAccounts,
  workflows,
};
