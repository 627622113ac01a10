import { z } from '../validation.ts';
import { defineResource, field, referenceField } from '../kit/index.ts';

/** The path after the domain: letters, digits, - and _. */
export const SLUG = z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Use 1 to 64 letters, digits, - or _.');

/**
 * A short link on one of the team's short-link domains (go.example.com/spring → a landing page),
 * used in SMS texts; clicks are counted by the redirector. Shown under /settings/url-shortener.
 */
export const shortLinks = defineResource({
  name: 'short-links',
  apiPath: '/v1/url-shortener/links',
  routes: { views: [{ path: '/settings/url-shortener/links' }, { path: '/settings/url-shortener/:id/links', idFilter: 'domain_id' }] },
  scope: 'team',
  icon: 'link',
  titleField: 'slug',
  defaultSort: { field: 'created_at', order: 'desc' },
  fields: {
    domain_id: referenceField('domains', 'name'),
    slug: field({ schema: SLUG, kind: 'text', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    target_url: field({ schema: z.url().max(2000), kind: 'url', list: true, search: true, filter: ['like'] }),
    title: field({ schema: z.string().trim().max(200).optional(), kind: 'text', list: 'hidden', search: true }),
    active: field({ schema: z.boolean().default(true), kind: 'switch', list: true, filter: ['eq'] }),
    expires_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', time: 'planned', list: 'hidden', sortable: true, filter: ['range'] }),
    clicks: field({ schema: z.number().int().min(0).default(0), kind: 'number', readOnly: true, list: true, sortable: true, filter: ['range'] }),
    last_clicked_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, list: 'hidden', sortable: true }),
  },
});
