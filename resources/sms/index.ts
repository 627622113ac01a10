/** SMS delivery and routing: routes, plans, rules, vendor rates, networks, blacklists, tests and logs. */
export { blacklist } from './blacklist.ts';
export { globalBlacklist } from './global-blacklist.ts';
export { livePhoneMessages } from './live-phone-messages.ts';
export { livePhones } from './live-phones.ts';
export { networks } from './networks.ts';
export { rateChangeBatches } from './rate-change-batches.ts';
export { rateChanges } from './rate-changes.ts';
export { rateInboxes } from './rate-inboxes.ts';
export { routes } from './routes.ts';
export { routingPlans } from './routing-plans.ts';
export { routingRules } from './routing-rules.ts';
export { smsTestSchedules } from './sms-test-schedules.ts';
export { smsTests } from './sms-tests.ts';
export { vendorRates } from './vendor-rates.ts';
export { smsLogs } from './sms-logs.ts';
