import { z } from '../validation.ts';
import { defineResource, field, nameField, optionalReferenceField, selectField } from '../kit/index.ts';
import { SMS_PRICE_SCALE } from '../sms/shared.ts';
import { CURRENCIES } from './offers.ts';

export const CAMPAIGN_TYPES = ['one_off', 'recurring'] as const;
/** How often a recurring campaign sends again after a run is done. */
export const CAMPAIGN_RECURRENCES = ['daily', 'weekly', 'monthly'] as const;
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'completed', 'stopped'] as const;
/** The days a send window may open on, Monday first. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** Alphanumeric up to 11 characters, or a number (short code or E.164). */
export const senderIdSchema = z.string().trim().regex(/^(\+?\d{3,15}|[A-Za-z0-9 ]{1,11})$/, 'Use up to 11 letters and digits, or a phone number.');

const timeOfDay = z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give a time of day as HH:MM, such as 09:00.');

/** An IANA time zone this runtime knows (Europe/Berlin). */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Give a time zone such as Europe/Berlin or UTC.');

const statusAnswer = z.object({ id: z.number().int(), status: z.enum(CAMPAIGN_STATUSES) });

/** An SMS campaign: a text sent from a sender ID to a segment, promoting an offer; counters kept by the sender. */
export const campaigns = defineResource({
  name: 'campaigns',
  apiPath: '/v1/sms/campaigns',
  routes: { list: '/campaigns', show: '/campaigns/:id', views: [{ path: '/campaigns/reports' }] },
  scope: 'team',
  icon: 'campaign',
  titleField: 'name',
  defaultSort: { field: 'created_at', order: 'desc' },
  fields: {
    name: nameField(),
    type: selectField(CAMPAIGN_TYPES, { initial: 'one_off', list: 'hidden', sortable: false }),
    status: selectField(CAMPAIGN_STATUSES, { readOnly: true, filter: ['eq', 'in', 'ne'] }),
    segment_id: optionalReferenceField('segments', 'name'),
    offer_id: optionalReferenceField('offers', 'name', { list: 'hidden' }),
    // The first sender ID and text; more, rotated by weight, are its campaign-senderids and campaign-texts.
    sender_id: field({ schema: senderIdSchema.optional(), kind: 'text', list: 'hidden', search: true, filter: ['eq', 'like'] }),
    text: field({ schema: z.string().trim().min(1).max(1600), kind: 'sms-text', links: 'shortened', list: 'hidden', search: true }),
    scheduled_at: field({ schema: z.iso.datetime().optional(), kind: 'datetime', time: 'planned', dates: { notBefore: 'today' }, list: true, sortable: true, filter: ['range'] }),
    // The planner (docs/areas/sms.md#the-planner): a daily window in the recipient's time zone and a throttle.
    window_start: field({ schema: timeOfDay.optional(), kind: 'text', list: 'hidden' }),
    window_end: field({ schema: timeOfDay.optional(), kind: 'text', list: 'hidden' }),
    window_days: field({ schema: z.array(z.enum(WEEKDAYS)).max(7).default([]), kind: 'multiselect', options: WEEKDAYS, list: 'hidden' }),
    window_timezone: field({ schema: timeZoneSchema.optional(), kind: 'text', list: 'hidden' }),
    throttle_per_minute: field({ schema: z.number().int().min(1).max(1_000_000).optional(), kind: 'number', list: 'hidden' }),
    recurrence: field({ schema: z.enum(CAMPAIGN_RECURRENCES).optional(), kind: 'select', options: CAMPAIGN_RECURRENCES, list: 'hidden' }),
    run: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: 'hidden' }),
    next_run_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', time: 'planned', readOnly: true, list: 'hidden', sortable: true }),
    wakes_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', time: 'planned', readOnly: true, list: 'hidden' }),
    started_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, list: 'hidden', sortable: true }),
    finished_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, list: 'hidden', sortable: true }),
    recipients: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: true, sortable: true, filter: ['range'] }),
    sent: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: true, sortable: true }),
    delivered: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: true, sortable: true }),
    excluded: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: 'hidden' }),
    failed: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: 'hidden', sortable: true }),
    clicks: field({ schema: z.number().int().min(0), kind: 'number', readOnly: true, list: 'hidden', sortable: true }),
    // What the sent messages cost in each currency their routes charge: never one sum across currencies.
    costs: field({ schema: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().int()), kind: 'money', byCurrency: true, scale: SMS_PRICE_SCALE, precision: 'total', readOnly: true, list: true }),
    // The cost in `currency` (the one the routes charge, set at send), kept for sorting and filters.
    cost: field({ schema: z.number().int().min(0), kind: 'money', scale: SMS_PRICE_SCALE, precision: 'total', currencyField: 'currency', readOnly: true, list: 'hidden', sortable: true, filter: ['range'] }),
    currency: field({ schema: z.enum(CURRENCIES).default('USD'), kind: 'select', options: CURRENCIES, list: 'hidden' }),
  },
  actions: [
    // Asks first: one click must not send hundreds of messages unseen.
    { name: 'send', scope: 'item', method: 'POST', when: { status: ['draft', 'paused'] }, confirm: true, output: statusAnswer, icon: 'send' },
    // The plan stops, nothing was sent: back to a draft without its schedule, to be edited and sent again.
    { name: 'planner-stop', path: 'planner/stop', scope: 'item', method: 'POST', when: { status: ['scheduled'] }, output: statusAnswer, destructive: true, icon: 'stop' },
    { name: 'stop', scope: 'item', method: 'POST', when: { status: ['scheduled', 'sending', 'paused'] }, output: statusAnswer, destructive: true, icon: 'stop' },
    // Only while it recurs: a one-off campaign, or one whose recurring sends were stopped, has none to stop.
    { name: 'stop-recurring-sends', scope: 'item', method: 'POST', when: { type: ['recurring'], recurrence: CAMPAIGN_RECURRENCES, status: ['scheduled', 'sending', 'paused'] }, output: statusAnswer, destructive: true, icon: 'stop' },
    // Only while a feed fills its segment: otherwise there is no feed to stop.
    {
      name: 'stop-feed',
      scope: 'item',
      method: 'POST',
      when: { status: ['scheduled', 'sending'] },
      whenRelated: { resource: 'feeds', match: { segment_id: 'segment_id' }, where: { active: [true] } },
      output: statusAnswer,
      destructive: true,
      icon: 'stop',
    },
  ],
});
