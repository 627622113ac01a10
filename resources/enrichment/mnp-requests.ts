import { z } from '../validation.ts';
import { defineResource, field, optionalReferenceField, selectField } from '../kit/index.ts';
import { E164 } from '../audience/contacts.ts';
import { LOOKUP_SOURCES } from './lookup-providers.ts';
import { amount, CURRENCIES } from '../workspace/shared.ts';

export const MNP_STATUSES = ['pending', 'completed', 'failed'] as const;

/**
 * A mobile-number-portability check of one number: has it moved from the network its prefix
 * belongs to, and to which. The lookup provider fills in the answer; checks are made on
 * `/audience/validation/mnp` (docs/areas/audience.md#number-validation).
 */
export const mnpRequests = defineResource({
  name: 'mnp-requests',
  apiPath: '/v1/enrichment/mnp/requests',
  routes: { list: '/audience/validation/mnp' },
  scope: 'team',
  writtenBy: 'system',
  icon: 'validation',
  titleField: 'phone',
  defaultSort: { field: 'created_at', order: 'desc' },
  fields: {
    phone: field({ schema: E164, kind: 'phone', form: 'create', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    status: selectField(MNP_STATUSES, { initial: 'pending', readOnly: true }),
    ported: field({ schema: z.boolean().default(false), kind: 'switch', readOnly: true, list: true, filter: ['eq'] }),
    country: field({ schema: z.string().regex(/^[A-Z]{2}$/).optional(), kind: 'text', readOnly: true, list: true, sortable: true }),
    original_network: field({ schema: z.string().max(120).optional(), kind: 'text', readOnly: true, list: true, sortable: true, search: true }),
    current_network: field({ schema: z.string().max(120).optional(), kind: 'text', readOnly: true, list: true, sortable: true, search: true }),
    checked_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, list: true, sortable: true }),
    cost: field({ schema: amount().default(0), kind: 'money', currencyField: 'currency', readOnly: true, list: true, sortable: true, filter: ['range'] }),
    currency: field({ schema: z.enum(CURRENCIES).default('USD'), kind: 'select', options: CURRENCIES, readOnly: true, list: 'hidden' }),
    note: field({ schema: z.string().trim().max(500).optional(), kind: 'text', annotation: true, list: 'hidden', search: true }),
    contact_id: optionalReferenceField('contacts', 'phone', { readOnly: true, list: 'hidden' }),
    provider: field({ schema: z.enum(LOOKUP_SOURCES).optional(), kind: 'select', options: LOOKUP_SOURCES, readOnly: true, list: 'hidden', filter: ['eq', 'in'] }),
    error: field({ schema: z.string().max(1000).optional(), kind: 'text', readOnly: true, list: 'hidden' }),
    attempts: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: 'hidden' }),
  },
});
