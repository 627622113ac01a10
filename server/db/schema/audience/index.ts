/** Contacts, audiences, campaigns, automations and offers. */
export * from './custom-fields.ts';
export * from './offers.ts';
export * from './contacts.ts';
export * from './segments.ts';
export * from './feeds.ts';
export * from './feed-logs.ts';
export * from './data-files.ts';
export * from './hlr-lookups.ts';
export * from './companies.ts';
export * from './campaigns.ts';
export * from './automations.ts';
export * from './email-templates.ts';
