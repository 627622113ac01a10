import { z } from '../validation.ts';
import { defineResource, field, nameField, selectField } from '../kit/index.ts';

export const NOTIFICATION_TYPES = ['campaign_finished', 'low_balance', 'rate_change', 'import_done', 'system'] as const;
export const NOTIFICATION_LEVELS = ['info', 'success', 'warning', 'danger'] as const;

/**
 * The team's notification centre: written by the platform (campaign runs, balance checks, rate
 * inboxes, imports); people mark them read through the read and read-all actions. Named
 * team-notifications because the i18n namespace `notifications` holds Refine's toast texts.
 */
export const notifications = defineResource({
  name: 'team-notifications',
  apiPath: '/v1/notifications',
  routes: { list: '/notifications' },
  scope: 'team',
  writtenBy: 'system',
  // A notification is the person's to dismiss.
  deletable: true,
  access: { read: 'viewer', write: 'owner', actions: { read: 'viewer', 'read-all': 'viewer' } },
  icon: 'bell',
  titleField: 'title',
  defaultSort: { field: 'created_at', order: 'desc' },
  fields: {
    type: selectField(NOTIFICATION_TYPES),
    level: selectField(NOTIFICATION_LEVELS, { initial: 'info', sortable: false }),
    title: nameField({ max: 200 }),
    body: field({ schema: z.string().max(10_000).optional(), kind: 'markdown', search: true }),
    /** A screen of the app (`/campaigns/12`) or an outside page. */
    link: field({ schema: z.string().trim().max(2000).regex(/^(\/|https?:\/\/)\S*$/, 'Enter a path such as /campaigns/12 or a full https:// address.').optional(), kind: 'url', list: 'hidden' }),
    read: field({ schema: z.boolean().default(false), kind: 'switch', list: true, filter: ['eq'] }),
    read_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, list: 'hidden', sortable: true }),
  },
  actions: [
    { name: 'read', scope: 'item', method: 'POST', role: 'viewer', output: z.object({ id: z.number().int(), read: z.boolean() }), icon: 'check' },
    { name: 'read-all', scope: 'collection', method: 'POST', role: 'viewer', output: z.object({ updated: z.number().int() }), icon: 'check' },
  ],
});
