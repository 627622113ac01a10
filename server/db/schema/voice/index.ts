/** Voice agents, calls, voice accounts and numbers. */
export * from './agents.ts';
export * from './agent-prompts.ts';
export * from './voice-tools.ts';
export * from './tool-events.ts';
export * from './calls.ts';
export * from './post-processing.ts';
export * from './call-outcome-classifiers.ts';
export * from './voice-accounts.ts';
export * from './voice-numbers.ts';
export * from './agent-campaigns.ts';
export * from './provider-accounts.ts';
export * from './workflows.ts';
export * from './call-events.ts';
export * from './post-processing-runs.ts';
export * from './campaign-stoppers.ts';
export * from './lead-submitter.ts';
