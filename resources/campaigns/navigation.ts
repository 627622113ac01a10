/** The campaigns' sidebar group (docs/architecture.md#navigation); automations sit in it too. */
import { listOf, type NavGroup } from '../kit/index.ts';
import { automations } from '../automations/index.ts';
import { campaigns, linkClicks, offers } from './index.ts';

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
export const navigation: NavGroup[] = [campaignsGroup];
