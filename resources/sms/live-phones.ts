import { z } from '../validation.ts';
import { defineResource, field, selectField } from '../kit/index.ts';
import { countryCode } from './shared.ts';

export const LIVE_PHONE_STATUSES = ['online', 'offline'] as const;

/**
 * A handset on a target network that receives test SMS and reports what arrived, and that it is
 * alive, through its signed webhook (`POST /v1/webhooks/live-phone/{id}`); a `simulated` one is a
 * virtual handset of the built-in live-phone simulator (docs/areas/hub.md#live-phones-and-sms-tests).
 */
export const livePhones = defineResource({
  name: 'live-phones',
  apiPath: '/v1/management/live-phones',
  routes: { list: '/hub/routing/vendor/live-phones' },
  scope: 'team',
  // The platform's handsets: staff run them for a team's hub, as the /v1/management path says.
  access: { staffOnly: true, area: 'hub' },
  icon: 'send',
  titleField: 'number',
  defaultSort: { field: 'country', order: 'asc' },
  fields: {
    number: field({ schema: z.string().trim().min(3).max(25), kind: 'phone', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    network: field({ schema: z.string().trim().min(1).max(120), kind: 'text', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    country: field({ schema: countryCode, kind: 'text', list: true, sortable: true, filter: ['eq', 'in'] }),
    status: selectField(LIVE_PHONE_STATUSES, { initial: 'offline', readOnly: true, form: false }),
    last_seen_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, form: false, list: true, sortable: true }),
    simulated: field({ schema: z.boolean().default(false), kind: 'switch', list: 'hidden', filter: ['eq'] }),
  },
});
