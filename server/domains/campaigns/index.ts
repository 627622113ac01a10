/** The campaigns area: SMS campaigns, their texts and sender ids, offers and link clicks. */
import { campaignRoutes } from '../../routes/campaigns/campaigns.ts';
import { campaignSenderids, campaignTexts, campaigns, linkClicks, offers } from '../../db/schema/index.ts';
import { defineArea } from '../area.ts';
import { campaignActions } from './actions.ts';
import { countSent, countSettled } from './send/campaign-counters.ts';
import { runCampaignsOnSchedule } from './send/campaign-tick.ts';
import { campaignSendJob } from './send/send-job.ts';
import { campaignTextWriter } from './text-writer.ts';

export const campaignsArea = defineArea({
  name: 'campaigns',
  actions: campaignActions,
  tables: { campaigns, 'campaign-texts': campaignTexts, 'campaign-senderids': campaignSenderids, 'link-clicks': linkClicks, offers },
  jobs: [campaignSendJob],
  writers: { campaigns: campaignTextWriter, 'campaign-texts': campaignTextWriter },
  routes: [campaignRoutes],
  // A campaign counts its messages as the SMS delivery moves them.
  deliveryHooks: { submitted: countSent, settled: countSettled },
  startWorkers: (ctx) => runCampaignsOnSchedule(ctx, ctx.config.campaignTickMs),
});
