import { z } from '../validation.ts';
import { defineResource, field, referenceField } from '../kit/index.ts';
import { senderIdSchema } from './campaigns.ts';

/**
 * A sender ID of a campaign beside its own `sender_id`, rotated by weight across recipients.
 * Served under its campaign at /v1/sms/campaigns/{id}/senderids and flat, filtered by `campaign_id`.
 */
export const campaignSenderids = defineResource({
  name: 'campaign-senderids',
  apiPath: '/v1/sms/campaign-senderids',
  routes: { views: [{ path: '/campaigns/:id/senderids', idFilter: 'campaign_id' }] },
  nestedUnder: { resource: 'campaigns', field: 'campaign_id', path: 'senderids' },
  scope: 'team',
  icon: 'idcard',
  titleField: 'sender_id',
  defaultSort: { field: 'id', order: 'asc' },
  fields: {
    campaign_id: referenceField('campaigns', 'name'),
    sender_id: field({ schema: senderIdSchema, kind: 'text', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    weight: field({ schema: z.number().int().min(1).max(1000).default(1), kind: 'number', list: true, sortable: true }),
    active: field({ schema: z.boolean().default(true), kind: 'switch', list: true, filter: ['eq'] }),
  },
});
