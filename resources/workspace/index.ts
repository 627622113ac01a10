/** Billing, domains, integrations, notifications and workspace settings. */
export { integrations, INTEGRATION_STATUSES, INTEGRATION_VENDORS } from './integrations.ts';
export { integrationRequests, HTTP_METHODS, REQUEST_DIRECTIONS } from './integration-requests.ts';
export { integrationBillings, INTEGRATION_BILLING_STATUSES } from './integration-billings.ts';
export { notifications, NOTIFICATION_LEVELS, NOTIFICATION_TYPES } from './notifications.ts';
export { invoices, INVOICE_STATUSES } from './invoices.ts';
export { topUps, TOP_UP_METHODS, TOP_UP_STATUSES } from './top-ups.ts';
export { domainAccounts, DOMAIN_ACCOUNT_STATUSES, REGISTRARS } from './domain-accounts.ts';
export { domains, DOMAIN_PURPOSES, DOMAIN_STATUSES } from './domains.ts';
export { shortLinks } from './short-links.ts';
export { jobs, JOB_KINDS, JOB_STATUSES, jobResultSchema, type JobKind, type JobStatus } from './jobs.ts';
export { webhookDeliveries, WEBHOOK_OUTCOMES, WEBHOOK_SIGNATURE_RESULTS } from './webhook-deliveries.ts';
export { WEBHOOK_SOURCE_KINDS, isWebhookSource, webhookPath, SIGNATURE_HEADER, DELIVERY_HEADER, SIGNATURE_TOLERANCE_SECONDS } from './webhook-sources.ts';
export { workspaceJobKinds } from './job-kinds.ts';
export { auditLog, AUDITED_RESOURCES, isAudited, MASKED, type AuditChanges, type AuditedResource } from './audit-log.ts';
