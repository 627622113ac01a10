import { z } from '../validation.ts';
import { defineResource, field, selectField } from '../kit/index.ts';

export const CONTACT_STATUSES = ['subscribed', 'unsubscribed', 'bounced', 'blocked'] as const;
export const CONTACT_SOURCES = ['upload', 'api', 'feed', 'manual'] as const;
export const CONTACT_CHANNELS = ['sms', 'voice', 'email'] as const;
/** The countries the demo audience is spread over (ISO 3166-1 alpha-2); contacts may be in any country. */
export const COUNTRIES = ['US', 'CA', 'GB', 'IE', 'DE', 'FR', 'ES', 'IT', 'NL', 'PL', 'BR', 'MX', 'IN', 'AE', 'SA', 'EG', 'TR', 'NG', 'ZA', 'AU'] as const;
export const E164 = z.string().trim().regex(/^\+[1-9]\d{7,14}$/, 'Enter the number in international format, e.g. +14155550123.');
/** What a number is, from its country's numbering plan. */
export const NUMBER_TYPES = ['mobile', 'fixed_line', 'fixed_line_or_mobile', 'voip', 'toll_free', 'premium_rate', 'shared_cost', 'personal_number', 'pager', 'uan', 'voicemail'] as const;
export const NETWORK_SOURCES = ['prefix', 'hlr', 'mnp'] as const;
export const REACHABILITIES = ['valid', 'invalid', 'absent', 'unknown'] as const;
const countryCode = z.string().regex(/^[A-Z]{2}$/);
/**
 * A number as people write it (spaces, `00`, Arabic-Indic or Persian digits, national with the
 * team's default country): the server keeps it in E.164 (server/domains/audience/phone-number.ts).
 */
export const PHONE_INPUT = z.string().trim().min(3, 'Give a phone number.').max(40, 'This number is too long.');

const optOutAnswer = z.object({ id: z.number().int(), opted_out: z.boolean() });

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
    phone: field({ schema: PHONE_INPUT, kind: 'phone', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    first_name: field({ schema: z.string().trim().max(80).optional(), kind: 'text', list: true, sortable: true, search: true, filter: ['like'] }),
    last_name: field({ schema: z.string().trim().max(80).optional(), kind: 'text', list: true, sortable: true, search: true, filter: ['like'] }),
    email: field({ schema: z.email().max(254).optional(), kind: 'email', list: true, search: true, filter: ['like'] }),
    // Facts of the number, kept by Parley: from its numbering plan, then from HLR and MNP lookups.
    country: field({ schema: countryCode.optional(), kind: 'country', readOnly: true, list: true, sortable: true, filter: ['eq', 'in'] }),
    number_type: field({ schema: z.enum(NUMBER_TYPES).optional(), kind: 'select', options: NUMBER_TYPES, readOnly: true, list: 'hidden', sortable: true, filter: ['eq', 'in'] }),
    valid: field({ schema: z.boolean(), kind: 'switch', readOnly: true, list: 'hidden', filter: ['eq'] }),
    timezone: field({ schema: z.string().max(64).optional(), kind: 'text', readOnly: true, list: 'hidden', sortable: true, filter: ['eq', 'in'] }),
    network: field({ schema: z.string().max(120).optional(), kind: 'text', readOnly: true, list: true, sortable: true, filter: ['eq', 'in', 'like'] }),
    mcc: field({ schema: z.string().max(3).optional(), kind: 'text', readOnly: true, list: 'hidden', filter: ['eq'] }),
    mnc: field({ schema: z.string().max(3).optional(), kind: 'text', readOnly: true, list: 'hidden', filter: ['eq'] }),
    network_source: field({ schema: z.enum(NETWORK_SOURCES).optional(), kind: 'select', options: NETWORK_SOURCES, readOnly: true, list: 'hidden', filter: ['eq'] }),
    ported: field({ schema: z.boolean().optional(), kind: 'switch', readOnly: true, list: 'hidden', filter: ['eq'] }),
    reachability: field({ schema: z.enum(REACHABILITIES).optional(), kind: 'select', options: REACHABILITIES, readOnly: true, list: 'hidden', sortable: true, filter: ['eq', 'in'] }),
    looked_up_at: field({ schema: z.iso.datetime().optional(), kind: 'datetime', readOnly: true, list: 'hidden', sortable: true, filter: ['range'] }),
    opted_out: field({ schema: z.boolean(), kind: 'switch', readOnly: true, list: 'hidden', filter: ['eq'] }),
    tags: field({ schema: z.array(z.string().trim().min(1).max(40)).max(50).default([]), kind: 'multiselect', list: true, filter: ['eq', 'in'] }),
    channels: field({ schema: z.array(z.enum(CONTACT_CHANNELS)).max(3).default(['sms']), kind: 'multiselect', options: CONTACT_CHANNELS, list: 'hidden', filter: ['eq', 'in'] }),
    status: selectField(CONTACT_STATUSES, { initial: 'subscribed', filter: ['eq', 'in', 'ne'] }),
    source: selectField(CONTACT_SOURCES, { initial: 'manual', list: 'hidden', sortable: false }),
    /** Values of the team's custom fields, by key (dates as YYYY-MM-DD). */
    custom: field({ schema: z.record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), z.union([z.string().max(1000), z.number(), z.boolean()])).optional(), kind: 'custom-values' }),
    last_contacted_at: field({ schema: z.iso.datetime().optional(), kind: 'datetime', list: true, sortable: true, filter: ['range'] }),
  },
  actions: [
    // The team's do-not-contact list (resources/audience/opt-outs.ts): no send and no call reaches the number.
    { name: 'opt-out', scope: 'item', method: 'POST', when: { opted_out: [false] }, input: { reason: field({ schema: z.string().trim().max(500).optional(), kind: 'text' }) }, output: optOutAnswer, destructive: true, icon: 'stop' },
    { name: 'opt-in', scope: 'item', method: 'POST', when: { opted_out: [true] }, output: optOutAnswer, icon: 'play' },
  ],
});
