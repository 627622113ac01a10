/** Contacts, audiences, campaigns, automations and offers. */
export { customFields } from './custom-fields.ts';
export { offers } from './offers.ts';
export { contacts } from './contacts.ts';
export { optOuts } from './opt-outs.ts';
export { segments } from './segments.ts';
export { feeds } from './feeds.ts';
export { feedLogs } from './feed-logs.ts';
export { dataFiles } from './data-files.ts';
export { companies } from './companies.ts';
export { campaigns } from './campaigns.ts';
export { campaignTexts } from './campaign-texts.ts';
export { campaignSenderids } from './campaign-senderids.ts';
export { linkClicks } from './link-clicks.ts';
export { automations } from './automations.ts';
export { emailTemplates } from './email-templates.ts';
export { audienceJobKinds } from './job-kinds.ts';
