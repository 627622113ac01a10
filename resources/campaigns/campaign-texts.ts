import { z } from '../validation.ts';
import { defineResource, field, referenceField } from '../kit/index.ts';

/**
 * A text of a campaign beside its own `text`, rotated by weight across recipients, with
 * placeholders filled per contact (docs/areas/sms.md#texts-and-personalisation). Served under its
 * campaign at /v1/sms/campaigns/{id}/texts and flat, filtered by `campaign_id`, for the generic screens.
 */
export const campaignTexts = defineResource({
  name: 'campaign-texts',
  apiPath: '/v1/sms/campaign-texts',
  routes: { views: [{ path: '/campaigns/:id/texts', idFilter: 'campaign_id' }] },
  nestedUnder: { resource: 'campaigns', field: 'campaign_id', path: 'texts' },
  scope: 'team',
  icon: 'file-text',
  titleField: 'text',
  defaultSort: { field: 'id', order: 'asc' },
  fields: {
    campaign_id: referenceField('campaigns', 'name'),
    text: field({ schema: z.string().trim().min(1).max(1600), kind: 'sms-text', links: 'shortened', list: true, search: true }),
    weight: field({ schema: z.number().int().min(1).max(1000).default(1), kind: 'number', list: true, sortable: true }),
    active: field({ schema: z.boolean().default(true), kind: 'switch', list: true, filter: ['eq'] }),
  },
});
