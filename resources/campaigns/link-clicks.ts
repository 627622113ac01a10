import { z } from '../validation.ts';
import { defineResource, field, optionalReferenceField } from '../kit/index.ts';

/**
 * Every visit of a short link, recorded by the redirector (docs/areas/sms.md#links-and-clicks): a
 * campaign message's per-recipient link (its code, campaign, message and contact) or a team's
 * named short link. Link-preview fetchers and HEAD requests are not among them.
 */
export const linkClicks = defineResource({
  name: 'link-clicks',
  apiPath: '/v1/sms/link-clicks',
  routes: {
    list: '/campaigns/clicks',
    show: '/campaigns/clicks/:id',
    views: [{ path: '/campaigns/:id/clicks', idFilter: 'campaign_id' }],
  },
  scope: 'team',
  writtenBy: 'system',
  icon: 'link',
  titleField: 'code',
  defaultSort: { field: 'clicked_at', order: 'desc' },
  fields: {
    clicked_at: field({ schema: z.iso.datetime({ offset: true }), kind: 'datetime', list: true, sortable: true, filter: ['range'] }),
    campaign_id: optionalReferenceField('campaigns', 'name'),
    message_id: optionalReferenceField('sms-logs', 'to'),
    contact_id: optionalReferenceField('contacts', 'phone'),
    code: field({ schema: z.string().optional(), kind: 'text', list: true, search: true, filter: ['eq'] }),
    short_link_id: optionalReferenceField('short-links', 'slug'),
    user_agent: field({ schema: z.string().optional(), kind: 'text', list: true, search: true, filter: ['like'] }),
    ip: field({ schema: z.string().optional(), kind: 'text', list: 'hidden', filter: ['eq'] }),
  },
});
