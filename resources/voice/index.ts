/** Voice agents, calls, voice accounts and numbers. */
export { agents, AGENT_LANGUAGES, AGENT_STATUSES } from './agents.ts';
export { agentPrompts, PROMPT_PURPOSES } from './agent-prompts.ts';
export { voiceTools, TOOL_TYPES } from './voice-tools.ts';
export { toolEvents } from './tool-events.ts';
export { calls, CALL_DIRECTIONS, CALL_STATUSES } from './calls.ts';
export { postProcessing } from './post-processing.ts';
export { callOutcomeClassifiers, CLASSIFIER_KINDS } from './call-outcome-classifiers.ts';
export { voiceAccounts, VOICE_PROVIDERS, VOICE_ACCOUNT_STATUSES } from './voice-accounts.ts';
export { voiceNumbers, NUMBER_CAPABILITIES, NUMBER_COUNTRIES, NUMBER_STATUSES } from './voice-numbers.ts';
export { voiceSipTrunks } from './voice-sip-trunks.ts';
export { agentCampaigns, AGENT_CAMPAIGN_STATUSES } from './agent-campaigns.ts';
export { providerAccounts, PROVIDER_ACCOUNT_STATUSES } from './provider-accounts.ts';
export { workflows, WORKFLOW_STATUSES } from './workflows.ts';
export { postProcessingRuns } from './post-processing-runs.ts';
export { campaignStoppers, STOPPER_CONDITIONS } from './campaign-stoppers.ts';
export { leadSubmissions, LEAD_SUBMISSION_STATUSES } from './lead-submitter.ts';
export { CALL_OUTCOMES } from './shared.ts';
export { agentTestSuites, SUITE_TRIGGERS } from './agent-test-suites.ts';
