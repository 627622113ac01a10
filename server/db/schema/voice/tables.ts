import type { PgTable } from 'drizzle-orm/pg-core';
import {
  agentCampaigns,
  agentPrompts,
  agentTestSuites,
  agents,
  callOutcomeClassifiers,
  calls,
  postProcessing,
  voiceAccounts,
  voiceNumbers,
  voiceSipTrunks,
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
  'call-outcome-classifiers': callOutcomeClassifiers,
  'voice-accounts': voiceAccounts,
  'voice-numbers': voiceNumbers,
  'voice-sip-trunks': voiceSipTrunks,
  'agent-campaigns': agentCampaigns,
  'agent-test-suites': agentTestSuites,
  'provider-accounts': voiceProviderAccounts,
  workflows,
};
