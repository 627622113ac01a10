/**
 * The hub's and SMS routing's sidebar groups (docs/architecture.md#navigation). Routing plans, routes
 * and the simulator sit under SMS routing; their copies under /hub stay reachable from the hub's pages.
 */
import { item, listOf, type NavGroup } from '../kit/index.ts';
import { companies } from '../audience/index.ts';
import { domainAccounts } from '../workspace/index.ts';
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
} from './index.ts';

export const hubGroup: NavGroup = {
  key: 'hub',
  label: 'shell.nav.groups.hub',
  icon: 'cluster',
  order: 50,
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
};

export const smsRoutingGroup: NavGroup = {
  key: 'sms-routing',
  label: 'shell.nav.groups.sms-routing',
  icon: 'branches',
  order: 60,
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
};

/** This area's groups; resources/navigation.ts puts every area's in their order. */
export const navigation: NavGroup[] = [hubGroup, smsRoutingGroup];
