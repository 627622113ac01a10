/**
 * The sidebar (SPEC §2): every group and list screen of the product, with its route, i18n key,
 * icon (a string key: resources/ never imports React) and the resource `can()` is asked about.
 * The front end shows an item only once a screen is registered for its path and the user's role
 * may list the resource, so a later screen only has to register itself to appear here.
 */
export interface NavItem {
  key: string;
  path: string;
  /** i18n key of the label. */
  label: string;
  resource: string;
  icon?: string;
  /** Paths under this prefix highlight the item too (sub-pages, tabs). Defaults to `path`. */
  match?: string;
}

export interface NavGroup {
  key: string;
  /** i18n key of the group title; null renders the items at the top level. */
  label: string | null;
  icon: string;
  items: NavItem[];
}

// Hub screens use the platform-scoped `hub` policy until each defines its own.
export const NAVIGATION: NavGroup[] = [
  {
    key: 'main',
    label: null,
    icon: 'dashboard',
    items: [{ key: 'dashboard', path: '/', label: 'shell.nav.dashboard', resource: 'dashboard', icon: 'dashboard' }],
  },
  {
    key: 'agents',
    label: 'shell.nav.groups.agents',
    icon: 'robot',
    items: [
      { key: 'agents', path: '/agents/agents', label: 'shell.nav.agents.agents', resource: 'agents' },
      { key: 'agent-campaigns', path: '/agents/campaigns', label: 'shell.nav.agents.campaigns', resource: 'agent-campaigns' },
      { key: 'agent-daily-stats', path: '/agents/daily-stats', label: 'shell.nav.agents.daily-stats', resource: 'calls' },
      { key: 'post-processing', path: '/agents/post-processing', label: 'shell.nav.agents.post-processing', resource: 'post-processing' },
      { key: 'agent-tools', path: '/agents/tools', label: 'shell.nav.agents.tools', resource: 'voice-tools' },
      { key: 'voice-accounts', path: '/agents/settings/accounts', label: 'shell.nav.agents.accounts', resource: 'voice-accounts' },
      { key: 'voice-numbers', path: '/agents/settings/numbers', label: 'shell.nav.agents.numbers', resource: 'voice-numbers' },
      { key: 'provider-accounts', path: '/agents/settings/provider-accounts', label: 'shell.nav.agents.provider-accounts', resource: 'provider-accounts' },
    ],
  },
  {
    key: 'voice',
    label: 'shell.nav.groups.voice',
    icon: 'audio',
    items: [
      { key: 'ai-voice-agents', path: '/ai-voice/agents', label: 'shell.nav.voice.ai-agents', resource: 'agents' },
      { key: 'voice', path: '/voice', label: 'shell.nav.voice.calls', resource: 'calls' },
      { key: 'workflow', path: '/workflow', label: 'shell.nav.voice.workflow', resource: 'workflows' },
    ],
  },
  {
    key: 'audience',
    label: 'shell.nav.groups.audience',
    icon: 'contacts',
    items: [
      { key: 'contacts', path: '/audience/contacts', label: 'shell.nav.audience.contacts', resource: 'contacts' },
      { key: 'voice-contacts', path: '/audience/contacts/voice', label: 'shell.nav.audience.voice-contacts', resource: 'contacts' },
      { key: 'feeds', path: '/audience/feeds', label: 'shell.nav.audience.feeds', resource: 'feeds' },
      { key: 'feed-logs', path: '/audience/feeds/logs', label: 'shell.nav.audience.feed-logs', resource: 'feeds' },
      { key: 'uploads', path: '/audience/Uploads', label: 'shell.nav.audience.uploads', resource: 'data-files', match: '/audience/upload' },
      { key: 'hlr', path: '/audience/validation/hlr', label: 'shell.nav.audience.hlr', resource: 'hlr' },
    ],
  },
  {
    key: 'campaigns',
    label: 'shell.nav.groups.campaigns',
    icon: 'send',
    items: [
      { key: 'campaigns', path: '/campaigns', label: 'shell.nav.campaigns.campaigns', resource: 'campaigns' },
      { key: 'automations', path: '/campaigns/automations', label: 'shell.nav.campaigns.automations', resource: 'automations' },
      { key: 'offers', path: '/campaigns/offers', label: 'shell.nav.campaigns.offers', resource: 'offers' },
      { key: 'campaign-reports', path: '/campaigns/reports', label: 'shell.nav.campaigns.reports', resource: 'campaigns' },
    ],
  },
  {
    key: 'hub',
    label: 'shell.nav.groups.hub',
    icon: 'cluster',
    items: [
      { key: 'hub', path: '/hub', label: 'shell.nav.hub.overview', resource: 'hub' },
      { key: 'hub-companies', path: '/hub/companies', label: 'shell.nav.hub.companies', resource: 'companies' },
      { key: 'hub-endpoints', path: '/hub/endpoints', label: 'shell.nav.hub.endpoints', resource: 'hub' },
      { key: 'hub-automations', path: '/hub/automations', label: 'shell.nav.hub.automations', resource: 'automations' },
      { key: 'hub-financials', path: '/hub/financials/domain-accounts', label: 'shell.nav.hub.financials', resource: 'domain-accounts', match: '/hub/financials' },
      { key: 'hub-plans', path: '/hub/routing/plans', label: 'shell.nav.hub.plans', resource: 'hub' },
      { key: 'hub-routes', path: '/hub/routing/routes', label: 'shell.nav.hub.routes', resource: 'hub' },
      { key: 'hub-client-rates', path: '/hub/routing/client/rates', label: 'shell.nav.hub.client-rates', resource: 'hub' },
      { key: 'hub-client-settings', path: '/hub/routing/client/settings', label: 'shell.nav.hub.client-settings', resource: 'hub' },
      { key: 'hub-vendor-rates', path: '/hub/routing/vendor/rates/Changes', label: 'shell.nav.hub.vendor-rates', resource: 'hub', match: '/hub/routing/vendor/rates' },
      { key: 'hub-vendor-settings', path: '/hub/routing/vendor/settings', label: 'shell.nav.hub.vendor-settings', resource: 'hub' },
      { key: 'hub-live-phones', path: '/hub/routing/vendor/live-phones', label: 'shell.nav.hub.live-phones', resource: 'hub' },
      { key: 'hub-live-phone-sms', path: '/hub/routing/vendor/live-phones/sms', label: 'shell.nav.hub.live-phone-sms', resource: 'hub' },
      { key: 'hub-sms-testing', path: '/hub/routing/vendor/sms-testing', label: 'shell.nav.hub.sms-testing', resource: 'hub' },
      { key: 'mail-outbox', path: '/management/mail-outbox', label: 'shell.nav.hub.mail-outbox', resource: 'mail-outbox' },
    ],
  },
  {
    key: 'sms-routing',
    label: 'shell.nav.groups.sms-routing',
    icon: 'branches',
    items: [
      { key: 'sms-plans', path: '/sms/routing/plans', label: 'shell.nav.sms-routing.plans', resource: 'routing-plans' },
      { key: 'sms-routes', path: '/sms/routing/routes', label: 'shell.nav.sms-routing.routes', resource: 'routes' },
      { key: 'sms-rate-changes', path: '/sms/routing/rates/Changes', label: 'shell.nav.sms-routing.rate-changes', resource: 'rate-changes' },
      { key: 'sms-rate-inboxes', path: '/sms/routing/rates/Inboxes', label: 'shell.nav.sms-routing.rate-inboxes', resource: 'rate-inboxes' },
    ],
  },
  {
    key: 'integrations',
    label: 'shell.nav.groups.integrations',
    icon: 'api',
    items: [{ key: 'integrations', path: '/integrations', label: 'shell.nav.integrations.integrations', resource: 'integrations' }],
  },
  {
    key: 'settings',
    label: 'shell.nav.groups.settings',
    icon: 'setting',
    items: [
      { key: 'custom-fields', path: '/settings/custom-fields', label: 'shell.nav.settings.custom-fields', resource: 'custom-fields' },
      { key: 'tokens', path: '/settings/tokens', label: 'shell.nav.settings.tokens', resource: 'team-tokens' },
      { key: 'url-shortener', path: '/settings/url-shortener', label: 'shell.nav.settings.url-shortener', resource: 'domains' },
    ],
  },
  {
    key: 'account',
    label: 'shell.nav.groups.account',
    icon: 'user',
    items: [
      { key: 'my-account', path: '/my-account/profile', label: 'shell.nav.account.my-account', resource: 'account', match: '/my-account/profile' },
      { key: 'team-settings', path: '/my-account/team-settings/general', label: 'shell.nav.account.team-settings', resource: 'teams', match: '/my-account/team-settings' },
      { key: 'notifications', path: '/notifications', label: 'shell.nav.account.notifications', resource: 'team-notifications' },
      { key: 'invoices', path: '/my-account/invoices', label: 'shell.nav.account.invoices', resource: 'invoices' },
      { key: 'top-ups', path: '/my-account/top-ups', label: 'shell.nav.account.top-ups', resource: 'top-ups' },
    ],
  },
];

/** The navigation a user sees: registered screens they may list, empty groups dropped. */
export function visibleNavigation(
  registered: (path: string) => boolean,
  mayList: (resource: string) => boolean,
  groups: NavGroup[] = NAVIGATION,
): NavGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => registered(item.path) && mayList(item.resource)) }))
    .filter((group) => group.items.length > 0);
}

/** The item a location belongs to: the longest matching prefix wins (`/hub` vs `/hub/routing/...`). */
export function activeNavItem(pathname: string, groups: NavGroup[] = NAVIGATION): NavItem | undefined {
  let best: NavItem | undefined;
  for (const item of groups.flatMap((group) => group.items)) {
    const prefix = item.match ?? item.path;
    const hit = prefix === '/' ? pathname === '/' : pathname === prefix || pathname.startsWith(`${prefix}/`);
    if (hit && (!best || prefix.length > (best.match ?? best.path).length)) best = item;
  }
  return best;
}
