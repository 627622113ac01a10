/**
 * SMS routing's sidebar group (docs/architecture.md#navigation). Routing plans, routes and the
 * simulator sit here; their copies under /hub stay reachable from the hub's pages.
 */
import { item, listOf, type NavGroup } from '../kit/index.ts';
import { rateChangeBatches, rateChanges, rateInboxes, routes, routingPlans, smsLogs, vendorRates } from './index.ts';

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
    listOf('sms-rate-batches', rateChangeBatches, 'shell.nav.sms-routing.rate-batches', { view: '/sms/routing/rates/Batches' }),
    listOf('sms-rate-inboxes', rateInboxes, 'shell.nav.sms-routing.rate-inboxes', { view: '/sms/routing/rates/Inboxes' }),
    listOf('sms-logs', smsLogs, 'shell.nav.sms-routing.logs'),
  ],
};

/** This area's groups; resources/navigation.ts puts every area's in their order. */
export const navigation: NavGroup[] = [smsRoutingGroup];
