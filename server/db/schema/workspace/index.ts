/** Billing, domains, integrations, notifications and workspace settings. */
export * from './domain-accounts.ts';
export * from './domains.ts';
export * from './integration-billings.ts';
export * from './integration-requests.ts';
export * from './integrations.ts';
export * from './invoices.ts';
export * from './notifications.ts';
export * from './short-links.ts';
export * from './top-ups.ts';
export * from './jobs.ts';
export * from './webhook-deliveries.ts';
export * from './audit-log.ts';
