import { z } from '../validation.ts';
import { defineResource, field, optionalReferenceField, selectField } from '../kit/index.ts';
import { E164 } from '../audience/contacts.ts';
import { LOOKUP_SOURCES } from './lookup-providers.ts';
import { CURRENCIES } from '../campaigns/offers.ts';

export const HLR_STATUSES = ['valid', 'invalid', 'absent', 'unknown'] as const;

/** A home-location-register check of one number: is it live, on which network, ported or roaming. */
export const hlrLookups = defineResource({
  name: 'hlr-lookups',
  apiPath: '/v1/enrichment/hlr',
  routes: { list: '/audience/validation/hlr' },
  scope: 'team',
  writtenBy: 'system',
  icon: 'validation',
  titleField: 'phone',
  defaultSort: { field: 'checked_at', order: 'desc' },
  fields: {
    phone: field({ schema: E164, kind: 'phone', form: 'create', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    status: selectField(HLR_STATUSES, { readOnly: true }),
    network: field({ schema: z.string().max(120).optional(), kind: 'text', readOnly: true, list: true, sortable: true, search: true }),
    mcc: field({ schema: z.string().regex(/^\d{3}$/).optional(), kind: 'text', readOnly: true, list: true }),
    mnc: field({ schema: z.string().regex(/^\d{2,3}$/).optional(), kind: 'text', readOnly: true, list: true }),
    ported: field({ schema: z.boolean(), kind: 'switch', readOnly: true, list: true, filter: ['eq'] }),
    roaming: field({ schema: z.boolean(), kind: 'switch', readOnly: true, list: true, filter: ['eq'] }),
    checked_at: field({ schema: z.iso.datetime(), kind: 'datetime', readOnly: true, list: true, sortable: true, filter: ['range'] }),
    cost: field({ schema: z.number().int().min(0), kind: 'money', currencyField: 'currency', readOnly: true, list: true, sortable: true, filter: ['range'] }),
    currency: field({ schema: z.enum(CURRENCIES), kind: 'select', options: CURRENCIES, readOnly: true, list: 'hidden' }),
    note: field({ schema: z.string().max(500).optional(), kind: 'text', annotation: true, list: 'hidden', search: true }),
    /** The contact the answer was written to, when the number is one of the team's. */
    contact_id: optionalReferenceField('contacts', 'phone', { readOnly: true, list: 'hidden' }),
    /** Who answered: the simulator, the team's HTTP provider, or the cache of an answer still fresh. */
    provider: field({ schema: z.enum(LOOKUP_SOURCES).optional(), kind: 'select', options: LOOKUP_SOURCES, readOnly: true, list: 'hidden', filter: ['eq', 'in'] }),
    /** Why the lookup failed after its last try; the other answers are then unknown. */
    error: field({ schema: z.string().max(1000).optional(), kind: 'text', readOnly: true, list: 'hidden' }),
    attempts: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: 'hidden' }),
  },
});
