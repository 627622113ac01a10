/**
 * The hub's sidebar group (docs/architecture.md#navigation): its clients and their prices, with the
 * vendors' settings, live phones and SMS tests it shares with SMS routing.
 */
import { item, listOf, type NavGroup } from '../kit/index.ts';
import { livePhoneMessages, livePhones, networks, smsTestSchedules, smsTests } from '../sms/index.ts';
import { ledgerEntries } from '../ledger/index.ts';
import { clientRates, companies, endpoints, profitRules } from './index.ts';

export const hubGroup: NavGroup = {
  key: 'hub',
  label: 'shell.nav.groups.hub',
  icon: 'cluster',
  order: 50,
  items: [
    item('hub', '/hub', 'shell.nav.hub.overview', 'hub'),
    listOf('hub-companies', companies, 'shell.nav.hub.companies'),
    listOf('hub-endpoints', endpoints, 'shell.nav.hub.endpoints'),
    listOf('hub-ledger', ledgerEntries, 'shell.nav.hub.ledger'),
    // The hub's reports; the platform's registrar accounts below its path are staff's, listed on /management.
    item('hub-financials', '/hub/financials', 'shell.nav.hub.financials', 'hub-reports'),
    listOf('hub-client-rates', clientRates, 'shell.nav.hub.client-rates'),
    listOf('hub-client-settings', profitRules, 'shell.nav.hub.client-settings', { view: '/hub/routing/client/settings' }),
    listOf('hub-vendor-settings', networks, 'shell.nav.hub.vendor-settings'),
    listOf('hub-live-phones', livePhones, 'shell.nav.hub.live-phones'),
    listOf('hub-live-phone-sms', livePhoneMessages, 'shell.nav.hub.live-phone-sms'),
    listOf('hub-sms-testing', smsTests, 'shell.nav.hub.sms-testing'),
    listOf('hub-sms-test-schedules', smsTestSchedules, 'shell.nav.hub.sms-test-schedules'),
  ],
};

/** This area's groups; resources/navigation.ts puts every area's in their order. */
export const navigation: NavGroup[] = [hubGroup];
