/** SMS delivery and routing: routes, plans, rules, vendor rates, networks, blacklists, tests, live phones and messages. */
export * from './blacklist.ts';
export * from './global-blacklist.ts';
export * from './live-phone-messages.ts';
export * from './live-phones.ts';
export * from './networks.ts';
export * from './rate-change-batches.ts';
export * from './rate-changes.ts';
export * from './rate-inboxes.ts';
export * from './routes.ts';
export * from './routing-plans.ts';
export * from './routing-rules.ts';
export * from './sms-messages.ts';
export * from './sms-test-schedules.ts';
export * from './sms-tests.ts';
export * from './vendor-rates.ts';
