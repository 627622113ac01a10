/** Campaigns, their texts and sender IDs, recipients, offers, short links and clicks. */
export * from './offers.ts';
export * from './campaigns.ts';
export * from './campaign-texts.ts';
export * from './campaign-senderids.ts';
export * from './campaign-recipients.ts';
export * from './message-links.ts';
