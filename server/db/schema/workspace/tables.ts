import type { PgTable } from 'drizzle-orm/pg-core';
import { domainAccounts, domains, integrationBillings, integrationRequests, integrations, invoices, jobs, mnpRequests, notifications, shortLinks, topUps, webhookDeliveries } from './index.ts';

/** Resource name → table, for this area. */
export const workspaceTables: Record<string, PgTable> = {
  integrations,
  'integration-requests': integrationRequests,
  'integration-billings': integrationBillings,
  'team-notifications': notifications,
  invoices,
  'top-ups': topUps,
  domains,
  'domain-accounts': domainAccounts,
  'mnp-requests': mnpRequests,
  'short-links': shortLinks,
  jobs,
  'webhook-deliveries': webhookDeliveries,
};
