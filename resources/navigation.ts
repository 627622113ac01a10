/**
 * The sidebar (docs/architecture.md#navigation): every group and list screen of the product in its order. An item for a resource's
 * list (or one of its declared list views) is derived from the resource's definition — path, icon
 * and the name `can()` is asked about — so the sidebar, the screens and the API judge the same
 * name. Screens that are no resource's list (dashboard, hub overview, account pages) are declared
 * here with typed names. The front end shows an item once a screen is registered for its path and
 * `can()` lets the user list it (an item under /hub also needs the team's hub switched on).
 * Each screen has one entry: a list shared by two sections (routing plans and routes, which the hub
 * uses too) sits in one of them, and its copy under the other stays reachable from its pages.
 */
import { areaOfPath, type AccessRequest, type Action, type ResourceName, type TeamArea } from './access/index.ts';
import type { Resource } from './kit/index.ts';
import { agentCampaigns, agents, agentTestSuites, callOutcomeClassifiers, calls, campaignStoppers, postProcessing, providerAccounts, voiceAccounts, voiceNumbers, voiceSipTrunks, voiceTools, workflows } from './voice/index.ts';
import { automations, campaigns, companies, contacts, customFields, dataFiles, feedLogs, feeds, linkClicks, offers, optOuts, segments } from './audience/index.ts';
import { hlrLookups, mnpRequests } from './enrichment/index.ts';
import {
  clientRates,
  endpoints,
  livePhoneMessages,
  livePhones,
  networks,
  profitRules,
  rateChanges,
  rateInboxes,
  routes,
  routingPlans,
  smsLogs,
  smsTests,
  vendorRates,
} from './sms/index.ts';
import {
  domainAccounts,
  domains,
  integrationBillings,
  integrationRequests,
  integrations,
  invoices,
  jobs,
  notifications,
  topUps,
  webhookDeliveries,
} from './workspace/index.ts';

export interface NavItem {
  key: string;
  path: string;
  /** i18n key of the label. */
  label: string;
  resource: ResourceName;
  /** What `can()` is asked about the resource; `list` unless the screen does something else (sending an SMS). */
  action?: Action;
  icon?: string;
  /** Paths under this prefix highlight the item too (sub-pages, tabs). Defaults to `path`. */
  match?: string;
  /** The team area the screen belongs to (from its path): hidden while the team has it off. */
  area?: TeamArea;
}

export interface NavGroup {
  key: string;
  /** i18n key of the group title; null renders the items at the top level. */
  label: string | null;
  icon: string;
  items: NavItem[];
}

interface ItemOptions {
  /** One of the resource's declared list views instead of its own list route. */
  view?: string;
  /** A sub-page of the list to open (`/hub/financials/...`); must lie under the list's own path or `match`. */
  path?: string;
  match?: string;
}

/** A resource's list (or a declared view of it) as an item: path, icon and access come from its definition. */
function listOf(key: string, resource: Resource, label: string, options: ItemOptions = {}): NavItem {
  const lists = [resource.routes.list, ...(resource.routes.views ?? []).filter((v) => !v.idFilter).map((v) => v.path)].filter((p): p is string => !!p);
  const path = options.view ?? resource.routes.list;
  if (!path || !lists.includes(path)) throw new Error(`navigation ${key}: ${resource.name} has no list at ${path ?? '(none)'}`);
  return item(key, options.path ?? path, label, resource.name, { icon: resource.icon, match: options.match });
}

/** A screen that is no resource's list, with the typed name `can()` is asked about. */
function item(key: string, path: string, label: string, resource: ResourceName, extra: { icon?: string; match?: string; action?: Action } = {}): NavItem {
  const area = areaOfPath(path);
  return {
    key,
    path,
    label,
    resource,
    ...(extra.action && { action: extra.action }),
    ...(extra.icon && { icon: extra.icon }),
    ...(extra.match && { match: extra.match }),
    ...(area && { area }),
  };
}

export const NAVIGATION: NavGroup[] = [
  {
    key: 'main',
    label: null,
    icon: 'dashboard',
    items: [item('dashboard', '/', 'shell.nav.dashboard', 'dashboard', { icon: 'dashboard' })],
  },
  {
    key: 'agents',
    label: 'shell.nav.groups.agents',
    icon: 'robot',
    items: [
      listOf('agents', agents, 'shell.nav.agents.agents'),
      listOf('agent-campaigns', agentCampaigns, 'shell.nav.agents.campaigns'),
      listOf('agent-daily-stats', calls, 'shell.nav.agents.daily-stats', { view: '/agents/daily-stats' }),
      listOf('post-processing', postProcessing, 'shell.nav.agents.post-processing'),
      listOf('call-outcome-classifiers', callOutcomeClassifiers, 'shell.nav.agents.classifiers'),
      listOf('agent-test-suites', agentTestSuites, 'shell.nav.agents.test-suites'),
      listOf('campaign-stoppers', campaignStoppers, 'shell.nav.agents.campaign-stoppers'),
      item('lead-submitter', '/agents/lead-submitter', 'shell.nav.agents.lead-submitter', 'lead-submitter', { icon: 'send' }),
      listOf('agent-tools', voiceTools, 'shell.nav.agents.tools'),
      listOf('voice-accounts', voiceAccounts, 'shell.nav.agents.accounts'),
      listOf('voice-numbers', voiceNumbers, 'shell.nav.agents.numbers'),
      listOf('voice-sip-trunks', voiceSipTrunks, 'shell.nav.agents.sipTrunks'),
      listOf('provider-accounts', providerAccounts, 'shell.nav.agents.provider-accounts'),
    ],
  },
  {
    key: 'voice',
    label: 'shell.nav.groups.voice',
    icon: 'audio',
    items: [
      listOf('voice', calls, 'shell.nav.voice.calls'),
      listOf('workflow', workflows, 'shell.nav.voice.workflow'),
    ],
  },
  {
    key: 'audience',
    label: 'shell.nav.groups.audience',
    icon: 'contacts',
    items: [
      listOf('contacts', contacts, 'shell.nav.audience.contacts'),
      listOf('voice-contacts', contacts, 'shell.nav.audience.voice-contacts', { view: '/audience/contacts/voice' }),
      listOf('segments', segments, 'shell.nav.audience.segments'),
      listOf('opt-outs', optOuts, 'shell.nav.audience.opt-outs'),
      listOf('feeds', feeds, 'shell.nav.audience.feeds'),
      listOf('feed-logs', feedLogs, 'shell.nav.audience.feed-logs'),
      listOf('uploads', dataFiles, 'shell.nav.audience.uploads', { match: '/audience/upload' }),
      listOf('hlr', hlrLookups, 'shell.nav.audience.hlr'),
      listOf('mnp', mnpRequests, 'shell.nav.audience.mnp'),
    ],
  },
  {
    key: 'campaigns',
    label: 'shell.nav.groups.campaigns',
    icon: 'send',
    items: [
      listOf('campaigns', campaigns, 'shell.nav.campaigns.campaigns'),
      listOf('automations', automations, 'shell.nav.campaigns.automations'),
      listOf('offers', offers, 'shell.nav.campaigns.offers'),
      listOf('campaign-reports', campaigns, 'shell.nav.campaigns.reports', { view: '/campaigns/reports' }),
      listOf('link-clicks', linkClicks, 'shell.nav.campaigns.clicks'),
    ],
  },
  {
    key: 'hub',
    label: 'shell.nav.groups.hub',
    icon: 'cluster',
    items: [
      item('hub', '/hub', 'shell.nav.hub.overview', 'hub'),
      listOf('hub-companies', companies, 'shell.nav.hub.companies'),
      listOf('hub-endpoints', endpoints, 'shell.nav.hub.endpoints'),
      listOf('hub-financials', domainAccounts, 'shell.nav.hub.financials', { match: '/hub/financials' }),
      listOf('hub-client-rates', clientRates, 'shell.nav.hub.client-rates'),
      listOf('hub-client-settings', profitRules, 'shell.nav.hub.client-settings', { view: '/hub/routing/client/settings' }),
      listOf('hub-vendor-settings', networks, 'shell.nav.hub.vendor-settings'),
      listOf('hub-live-phones', livePhones, 'shell.nav.hub.live-phones'),
      listOf('hub-live-phone-sms', livePhoneMessages, 'shell.nav.hub.live-phone-sms'),
      listOf('hub-sms-testing', smsTests, 'shell.nav.hub.sms-testing'),
    ],
  },
  {
    key: 'sms-routing',
    label: 'shell.nav.groups.sms-routing',
    icon: 'branches',
    items: [
      item('sms-send', '/sms/send', 'shell.nav.sms-routing.send', 'sms-logs', { icon: smsLogs.icon, action: 'send' }),
      listOf('sms-plans', routingPlans, 'shell.nav.sms-routing.plans'),
      listOf('sms-routes', routes, 'shell.nav.sms-routing.routes'),
      item('sms-simulate', '/sms/routing/simulate', 'shell.nav.sms-routing.simulate', 'routing-simulate', { icon: 'branches' }),
      listOf('sms-vendor-rates', vendorRates, 'shell.nav.sms-routing.vendor-rates', { view: '/sms/routing/rates' }),
      listOf('sms-rate-changes', rateChanges, 'shell.nav.sms-routing.rate-changes', { view: '/sms/routing/rates/Changes' }),
      listOf('sms-rate-inboxes', rateInboxes, 'shell.nav.sms-routing.rate-inboxes', { view: '/sms/routing/rates/Inboxes' }),
      listOf('sms-logs', smsLogs, 'shell.nav.sms-routing.logs'),
    ],
  },
  {
    key: 'integrations',
    label: 'shell.nav.groups.integrations',
    icon: 'api',
    items: [
      listOf('integrations', integrations, 'shell.nav.integrations.integrations'),
      listOf('integration-requests', integrationRequests, 'shell.nav.integrations.requests'),
      listOf('integration-billings', integrationBillings, 'shell.nav.integrations.billings'),
      listOf('webhook-deliveries', webhookDeliveries, 'shell.nav.integrations.webhook-deliveries'),
    ],
  },
  {
    key: 'settings',
    label: 'shell.nav.groups.settings',
    icon: 'setting',
    items: [
      listOf('custom-fields', customFields, 'shell.nav.settings.custom-fields'),
      item('tokens', '/settings/tokens', 'shell.nav.settings.tokens', 'team-tokens'),
      listOf('url-shortener', domains, 'shell.nav.settings.url-shortener'),
      listOf('jobs', jobs, 'shell.nav.settings.jobs'),
    ],
  },
  {
    key: 'account',
    label: 'shell.nav.groups.account',
    icon: 'user',
    items: [
      item('my-account', '/my-account/profile', 'shell.nav.account.my-account', 'account', { match: '/my-account/profile' }),
      item('team-settings', '/my-account/team-settings/general', 'shell.nav.account.team-settings', 'teams', { match: '/my-account/team-settings' }),
      listOf('notifications', notifications, 'shell.nav.account.notifications'),
      listOf('invoices', invoices, 'shell.nav.account.invoices'),
      listOf('top-ups', topUps, 'shell.nav.account.top-ups'),
    ],
  },
  {
    // The platform's own screens, staff's alone; /management lists them all, wherever they live.
    key: 'management',
    label: 'shell.nav.groups.management',
    icon: 'control',
    items: [
      item('management', '/management', 'shell.nav.management.overview', 'management'),
      item('mail-outbox', '/management/mail-outbox', 'shell.nav.management.mail-outbox', 'mail-outbox'),
    ],
  },
];

/**
 * The management screens /management lists for staff: the platform's own records, some kept where
 * they are used (live phones beside the hub's SMS tests, voice provider accounts with the agents'
 * settings). Shown under the same rule as a sidebar item.
 */
export const MANAGEMENT_SCREENS: NavItem[] = [
  item('mail-outbox', '/management/mail-outbox', 'shell.nav.management.mail-outbox', 'mail-outbox'),
  listOf('live-phones', livePhones, 'shell.nav.hub.live-phones'),
  listOf('live-phone-sms', livePhoneMessages, 'shell.nav.hub.live-phone-sms'),
  listOf('provider-accounts', providerAccounts, 'shell.nav.agents.provider-accounts'),
  listOf('domain-accounts', domainAccounts, 'shell.nav.management.domain-accounts'),
];

/** What the sidebar asks `can()` for an item: may this user list it, here. */
export function navRequest(item: NavItem): AccessRequest {
  return { resource: item.resource, action: item.action ?? 'list', ...(item.area && { area: item.area }) };
}

/** The navigation a user sees: registered screens they may list, empty groups dropped. */
export function visibleNavigation(
  registered: (path: string) => boolean,
  allowed: (request: AccessRequest) => boolean,
  groups: NavGroup[] = NAVIGATION,
): NavGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => registered(item.path) && allowed(navRequest(item))) }))
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
