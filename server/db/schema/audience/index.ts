/** Contacts, audiences, campaigns, automations and offers. */
export * from './custom-fields.ts';
export * from './offers.ts';
export * from './contacts.ts';
export * from './segments.ts';
export * from './feeds.ts';
export * from './feed-logs.ts';
export * from './data-files.ts';
export * from './data-file-errors.ts';
export * from './contact-events.ts';
export * from './opt-outs.ts';
export * from './segment-members.ts';
export * from './lookup-providers.ts';
export * from './hlr-lookups.ts';
export * from './companies.ts';
export * from './campaigns.ts';
export * from './automations.ts';
export * from './email-templates.ts';
