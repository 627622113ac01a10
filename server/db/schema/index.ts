export * from './users.ts';
export * from './teams.ts';
export * from './team-members.ts';
export * from './team-invitations.ts';
export * from './access-tokens.ts';
export * from './api-tokens.ts';
export * from './password-resets.ts';
export * from './mail-outbox.ts';
export * from './oauth-states.ts';
export * from './app-settings.ts';
export * from './files.ts';
// Entity tables, one folder per area (each folder's index lists its tables), re-exported here for the
// code that reaches across areas. drizzle-kit reads every folder itself (drizzle.config.ts), so a new
// area's tables, imported from its own folder, need no line here.
export * from './voice/index.ts';
export * from './audience/index.ts';
export * from './campaigns/index.ts';
export * from './automations/index.ts';
export * from './hub/index.ts';
export * from './ledger/index.ts';
export * from './enrichment/index.ts';
export * from './sms/index.ts';
export * from './workspace/index.ts';
export * from './llm/index.ts';
