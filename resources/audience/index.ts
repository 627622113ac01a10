/** Contacts and audiences: custom fields, segments, opt-outs, feeds, uploads and e-mail templates. */
export { customFields } from './custom-fields.ts';
export { contacts } from './contacts.ts';
export { optOuts } from './opt-outs.ts';
export { segments } from './segments.ts';
export { feeds } from './feeds.ts';
export { feedLogs } from './feed-logs.ts';
export { dataFiles } from './data-files.ts';
export { emailTemplates } from './email-templates.ts';
export { audienceJobKinds } from './job-kinds.ts';
