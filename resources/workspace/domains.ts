import { z } from '../validation.ts';
import { defineResource, field, optionalReferenceField, selectField } from '../kit/index.ts';
import { HOST_NAME } from './shared.ts';

export const DOMAIN_PURPOSES = ['url_shortener', 'sender', 'landing'] as const;
export const DOMAIN_STATUSES = ['pending_dns', 'active', 'failed', 'expired'] as const;

/**
 * The team's own domains: short-link domains, email sender domains and landing pages. Bought
 * through a platform registrar account or connected from elsewhere; DNS checks move the status.
 */
export const domains = defineResource({
  name: 'domains',
  apiPath: '/v1/domains',
  routes: { list: '/settings/url-shortener' },
  scope: 'team',
  access: { read: 'viewer', write: 'admin' },
  icon: 'global',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: field({ schema: HOST_NAME, kind: 'text', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    purpose: selectField(DOMAIN_PURPOSES, { initial: 'url_shortener' }),
    /** Moved by DNS checks and the registrar. */
    status: selectField(DOMAIN_STATUSES, { initial: 'pending_dns', readOnly: true, filter: ['eq', 'in', 'ne'] }),
    /** Empty for a domain connected from an outside registrar. */
    registrar_account_id: optionalReferenceField('domain-accounts', 'name', { list: 'hidden' }),
    auto_renew: field({ schema: z.boolean().default(true), kind: 'switch', list: true, filter: ['eq'] }),
    expires_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', time: 'planned', list: true, sortable: true, filter: ['range'] }),
    /** Where a visit to the bare domain goes (a short-link domain's home page). */
    fallback_url: field({ schema: z.url().max(2000).optional(), kind: 'url', list: 'hidden' }),
    dns_verified_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, list: 'hidden', sortable: true }),
  },
});
