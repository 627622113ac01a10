/** The workspace's sidebar groups (docs/architecture.md#navigation): integrations, settings and the account pages. */
import { item, listOf, type NavGroup } from '../kit/index.ts';
import { customFields } from '../audience/index.ts';
import { auditLog, domains, integrationBillings, integrationRequests, integrations, invoices, jobs, notifications, topUps, webhookDeliveries } from './index.ts';

export const integrationsGroup: NavGroup = {
  key: 'integrations',
  label: 'shell.nav.groups.integrations',
  icon: 'api',
  order: 70,
  items: [
    listOf('integrations', integrations, 'shell.nav.integrations.integrations'),
    listOf('integration-requests', integrationRequests, 'shell.nav.integrations.requests'),
    listOf('integration-billings', integrationBillings, 'shell.nav.integrations.billings'),
    listOf('webhook-deliveries', webhookDeliveries, 'shell.nav.integrations.webhook-deliveries'),
  ],
};

export const settingsGroup: NavGroup = {
  key: 'settings',
  label: 'shell.nav.groups.settings',
  icon: 'setting',
  order: 80,
  items: [
    listOf('custom-fields', customFields, 'shell.nav.settings.custom-fields'),
    item('tokens', '/settings/tokens', 'shell.nav.settings.tokens', 'team-tokens'),
    listOf('url-shortener', domains, 'shell.nav.settings.url-shortener'),
    listOf('jobs', jobs, 'shell.nav.settings.jobs'),
    listOf('audit-log', auditLog, 'shell.nav.settings.audit-log'),
  ],
};

export const accountGroup: NavGroup = {
  key: 'account',
  label: 'shell.nav.groups.account',
  icon: 'user',
  order: 90,
  items: [
    item('my-account', '/my-account/profile', 'shell.nav.account.my-account', 'account', { match: '/my-account/profile' }),
    item('team-settings', '/my-account/team-settings/general', 'shell.nav.account.team-settings', 'teams', { match: '/my-account/team-settings' }),
    listOf('notifications', notifications, 'shell.nav.account.notifications'),
    listOf('invoices', invoices, 'shell.nav.account.invoices'),
    listOf('top-ups', topUps, 'shell.nav.account.top-ups'),
  ],
};

/** This area's groups; resources/navigation.ts puts every area's in their order. */
export const navigation: NavGroup[] = [integrationsGroup, settingsGroup, accountGroup];
