/** SMS campaigns: their texts and sender IDs rotated per message, offers, short links and their clicks. */
export { campaigns } from './campaigns.ts';
export { campaignTexts } from './campaign-texts.ts';
export { campaignSenderids } from './campaign-senderids.ts';
export { linkClicks } from './link-clicks.ts';
export { offers } from './offers.ts';
export { campaignsJobKinds } from './job-kinds.ts';
