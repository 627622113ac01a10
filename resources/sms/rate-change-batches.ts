import { z } from '../validation.ts';
import { defineResource, field, optionalReferenceField, referenceField, selectField } from '../kit/index.ts';
import { DECK_KINDS, DECK_SOURCES } from './rate-decks.ts';

export const RATE_BATCH_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RateBatchStatus = (typeof RATE_BATCH_STATUSES)[number];

const count = () => field({ schema: z.number().int().min(0), kind: 'number', list: 'hidden', sortable: true });

/**
 * One deck's worth of rate changes (an uploaded or mailed rate sheet, an inline edit, a bulk
 * change), waiting as one for an admin to approve or reject (docs/areas/sms.md#rate-sheets).
 * `sha256` is the file's: the same file on the same route is refused while a batch of it stands.
 */
export const rateChangeBatches = defineResource({
  name: 'rate-change-batches',
  apiPath: '/v1/sms/routing/rates/batches',
  routes: { list: '/hub/routing/vendor/rates/Batches', views: [{ path: '/sms/routing/rates/Batches' }] },
  scope: 'team',
  writtenBy: 'system',
  access: { read: 'viewer', write: 'admin' },
  icon: 'cluster',
  titleField: 'file_name',
  defaultSort: { field: 'received_at', order: 'desc' },
  fields: {
    route_id: referenceField('routes', 'name'),
    source: selectField(DECK_SOURCES, { filter: ['eq', 'in'] }),
    file_name: field({ schema: z.string().max(255).optional(), kind: 'text', list: true, search: true, filter: ['like'] }),
    sha256: field({ schema: z.string().max(64).optional(), kind: 'text', list: false, filter: ['eq'] }),
    inbox_id: optionalReferenceField('rate-inboxes', 'name', { list: 'hidden', filter: ['eq'] }),
    deck: selectField(DECK_KINDS, { list: 'hidden', filter: ['eq'] }),
    status: selectField(RATE_BATCH_STATUSES, { filter: ['eq', 'in', 'ne'] }),
    new_count: count(),
    increase_count: field({ schema: z.number().int().min(0), kind: 'number', list: true, sortable: true }),
    decrease_count: field({ schema: z.number().int().min(0), kind: 'number', list: true, sortable: true }),
    unchanged_count: count(),
    closed_count: count(),
    unreadable_count: count(),
    inside_notice_count: field({ schema: z.number().int().min(0), kind: 'number', list: true, sortable: true }),
    received_at: field({ schema: z.iso.datetime({ offset: true }), kind: 'datetime', list: true, sortable: true, filter: ['range'] }),
    // The user who approved or rejected it (users are no resource of their own).
    decided_by_id: field({ schema: z.number().int().positive().optional(), kind: 'number', list: 'hidden', filter: ['eq'] }),
    decided_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', list: 'hidden', sortable: true, filter: ['range'] }),
    decision_note: field({ schema: z.string().max(2_000).optional(), kind: 'textarea', list: false }),
  },
});
