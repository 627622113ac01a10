/** The audience's and campaigns' sidebar groups (docs/architecture.md#navigation). */
import { listOf, type NavGroup } from '../kit/index.ts';
import { enrichmentItems } from '../enrichment/navigation.ts';
import { automations, campaigns, contacts, dataFiles, feedLogs, feeds, linkClicks, offers, optOuts, segments } from './index.ts';

export const audienceGroup: NavGroup = {
  key: 'audience',
  label: 'shell.nav.groups.audience',
  icon: 'contacts',
  order: 30,
  items: [
    listOf('contacts', contacts, 'shell.nav.audience.contacts'),
    listOf('voice-contacts', contacts, 'shell.nav.audience.voice-contacts', { view: '/audience/contacts/voice' }),
    listOf('segments', segments, 'shell.nav.audience.segments'),
    listOf('opt-outs', optOuts, 'shell.nav.audience.opt-outs'),
    listOf('feeds', feeds, 'shell.nav.audience.feeds'),
    listOf('feed-logs', feedLogs, 'shell.nav.audience.feed-logs'),
    listOf('uploads', dataFiles, 'shell.nav.audience.uploads', { match: '/audience/upload' }),
    ...enrichmentItems,
  ],
};

export const campaignsGroup: NavGroup = {
  key: 'campaigns',
  label: 'shell.nav.groups.campaigns',
  icon: 'send',
  order: 40,
  items: [
    listOf('campaigns', campaigns, 'shell.nav.campaigns.campaigns'),
    listOf('automations', automations, 'shell.nav.campaigns.automations'),
    listOf('offers', offers, 'shell.nav.campaigns.offers'),
    listOf('campaign-reports', campaigns, 'shell.nav.campaigns.reports', { view: '/campaigns/reports' }),
    listOf('link-clicks', linkClicks, 'shell.nav.campaigns.clicks'),
  ],
};

/** This area's groups; resources/navigation.ts puts every area's in their order. */
export const navigation: NavGroup[] = [audienceGroup, campaignsGroup];
