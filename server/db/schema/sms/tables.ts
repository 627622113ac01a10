import type { PgTable } from 'drizzle-orm/pg-core';
import {
  clientRates,
  emailUpdates,
  hubEndpoints,
  livePhoneMessages,
  livePhones,
  profitRules,
  rateChanges,
  rateInboxes,
  routingPlans,
  routingRules,
  smsBlacklist,
  smsGlobalBlacklist,
  smsNetworks,
  smsRoutes,
  smsTests,
  vendorRates,
} from './index.ts';

/** Resource name → table, for this area. */
export const smsTables: Record<string, PgTable> = {
  routes: smsRoutes,
  'routing-plans': routingPlans,
  'routing-rules': routingRules,
  'vendor-rates': vendorRates,
  'rate-changes': rateChanges,
  'rate-inboxes': rateInboxes,
  'client-rates': clientRates,
  endpoints: hubEndpoints,
  networks: smsNetworks,
  'live-phones': livePhones,
  'live-phone-messages': livePhoneMessages,
  'email-updates': emailUpdates,
  'sms-tests': smsTests,
  blacklist: smsBlacklist,
  'global-blacklist': smsGlobalBlacklist,
  'profit-rules': profitRules,
};
