/** SMS routing and the hub: routes, plans, rules, rates, endpoints. */
export * from './blacklist.ts';
export * from './client-rates.ts';
export * from './email-updates.ts';
export * from './endpoints.ts';
export * from './global-blacklist.ts';
export * from './live-phone-messages.ts';
export * from './live-phones.ts';
export * from './networks.ts';
export * from './profit-rules.ts';
export * from './rate-changes.ts';
export * from './rate-inboxes.ts';
export * from './routes.ts';
export * from './routing-plans.ts';
export * from './routing-rules.ts';
export * from './sms-messages.ts';
export * from './sms-tests.ts';
export * from './vendor-rates.ts';
