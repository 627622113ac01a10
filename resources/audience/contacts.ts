import { z } from '../validation.ts';
import { defineResource, field, selectField } from '../kit/index.ts';

export const CONTACT_STATUSES = ['subscribed', 'unsubscribed', 'bounced', 'blocked'] as const;
export const CONTACT_SOURCES = ['upload', 'api', 'feed', 'manual'] as const;
export const CONTACT_CHANNELS = ['sms', 'voice', 'email'] as const;
/** Countries a contact may be in (ISO 3166-1 alpha-2); labels are `contacts.enums.country.<code>`. */
export const COUNTRIES = ['US', 'CA', 'GB', 'IE', 'DE', 'FR', 'ES', 'IT', 'NL', 'PL', 'BR', 'MX', 'IN', 'AE', 'SA', 'EG', 'TR', 'NG', 'ZA', 'AU'] as const;
export const E164 = z.string().trim().regex(/^\+[1-9]\d{7,14}$/, 'Enter the number in international format, e.g. +14155550123.');

/** A person the team may message or call: one row per phone number. */
export const contacts = defineResource({
  name: 'contacts',
  apiPath: '/v1/audience/contacts',
  routes: { list: '/audience/contacts', views: [{ path: '/audience/contacts/voice', filter: { channels: 'voice' } }] },
  scope: 'team',
  icon: 'contacts',
  titleField: 'phone',
  defaultSort: { field: 'created_at', order: 'desc' },
  fields: {
    phone: field({ schema: E164, kind: 'phone', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    first_name: field({ schema: z.string().trim().max(80).optional(), kind: 'text', list: true, sortable: true, search: true, filter: ['like'] }),
    last_name: field({ schema: z.string().trim().max(80).optional(), kind: 'text', list: true, sortable: true, search: true, filter: ['like'] }),
    email: field({ schema: z.email().max(254).optional(), kind: 'email', list: true, search: true, filter: ['like'] }),
    country: field({ schema: z.enum(COUNTRIES).optional(), kind: 'select', options: COUNTRIES, list: true, sortable: true, filter: ['eq', 'in'] }),
    tags: field({ schema: z.array(z.string().trim().min(1).max(40)).max(50).default([]), kind: 'multiselect', list: true, filter: ['eq', 'in'] }),
    channels: field({ schema: z.array(z.enum(CONTACT_CHANNELS)).max(3).default(['sms']), kind: 'multiselect', options: CONTACT_CHANNELS, list: 'hidden', filter: ['eq', 'in'] }),
    status: selectField(CONTACT_STATUSES, { initial: 'subscribed', filter: ['eq', 'in', 'ne'] }),
    source: selectField(CONTACT_SOURCES, { initial: 'manual', list: 'hidden', sortable: false }),
    /** Values of the team's custom fields, by key (dates as YYYY-MM-DD). */
    custom: field({ schema: z.record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), z.union([z.string().max(1000), z.number(), z.boolean()])).optional(), kind: 'json' }),
    last_contacted_at: field({ schema: z.iso.datetime().optional(), kind: 'datetime', list: true, sortable: true, filter: ['range'] }),
  },
});
