import { z } from '../validation.ts';
import { defineResource, field, nameField, optionalReferenceField, referenceField, selectField } from '../kit/index.ts';
import { CAMPAIGN_RECURRENCES, timeZoneSchema, WEEKDAYS } from '../campaigns/campaigns.ts';
import { E164 } from './shared.ts';

export const AGENT_CAMPAIGN_STATUSES = ['draft', 'scheduled', 'running', 'paused', 'completed', 'stopped'] as const;

const timeOfDay = z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give a time of day as HH:MM, such as 09:00.');

/**
 * An outbound calling campaign (docs/areas/voice.md#voice-campaigns): an agent calls a segment's
 * (or a feed's) contacts from one or more numbers, in each contact's own calling window, a few
 * calls at a time, retrying no-answer and busy, paused by its breaker when too many calls fail.
 */
const statusAnswer = z.object({ status: z.enum(AGENT_CAMPAIGN_STATUSES) });

export const agentCampaigns = defineResource({
  name: 'agent-campaigns',
  apiPath: '/v1/voice/campaigns',
  routes: { list: '/agents/campaigns', show: '/agents/campaigns/:id' },
  scope: 'team',
  icon: 'sound',
  titleField: 'name',
  defaultSort: { field: 'created_at', order: 'desc' },
  fields: {
    name: nameField(),
    agent_id: referenceField('agents', 'name'),
    /** The audience: a segment's members, or the contacts a feed brings in (its segment's, topped up while the feed runs). */
    segment_id: optionalReferenceField('segments', 'name'),
    feed_id: optionalReferenceField('feeds', 'name', { list: 'hidden' }),
    number_id: optionalReferenceField('voice-numbers', 'number', { list: 'hidden' }),
    /** More caller numbers, rotated with the first one per contact and attempt. */
    caller_numbers: field({ schema: z.array(E164).max(20).default([]), kind: 'multiselect', list: 'hidden' }),
    /** Moved by the send and stop actions, and by the breaker. */
    status: selectField(AGENT_CAMPAIGN_STATUSES, { initial: 'draft', readOnly: true, filter: ['eq', 'in', 'ne'] }),
    paused_reason: field({ schema: z.string().max(500).optional(), kind: 'text', readOnly: true, list: 'hidden' }),
    schedule_start: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', time: 'planned', dates: { notBefore: 'today' }, list: true, sortable: true, filter: ['range'] }),
    schedule_end: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', time: 'planned', dates: { notBefore: 'today' }, list: 'hidden', sortable: true, filter: ['range'] }),
    recurring: field({ schema: z.boolean().default(false), kind: 'switch', list: 'hidden', filter: ['eq'] }),
    recurrence: field({ schema: z.enum(CAMPAIGN_RECURRENCES).default('daily'), kind: 'select', options: CAMPAIGN_RECURRENCES, list: 'hidden' }),
    // The calling window, read in each contact's own time zone (the campaign's zone when the contact has none).
    window_start: field({ schema: timeOfDay.optional(), kind: 'text', list: 'hidden' }),
    window_end: field({ schema: timeOfDay.optional(), kind: 'text', list: 'hidden' }),
    window_days: field({ schema: z.array(z.enum(WEEKDAYS)).max(7).default([]), kind: 'multiselect', options: WEEKDAYS, list: 'hidden' }),
    window_timezone: field({ schema: timeZoneSchema.optional(), kind: 'text', list: 'hidden' }),
    calls_per_minute: field({ schema: z.number().int().min(1).max(60_000).default(10), kind: 'number', list: 'hidden' }),
    /** Live calls of the campaign at once, at most. */
    concurrency: field({ schema: z.number().int().min(1).max(500).default(5), kind: 'number', list: 'hidden' }),
    /** Calls to one contact per run, at most: the first and its retries after no answer or busy. */
    max_attempts: field({ schema: z.number().int().min(1).max(10).default(3), kind: 'number', list: 'hidden' }),
    retry_delay_minutes: field({ schema: z.number().int().min(1).max(10_080).default(60), kind: 'number', list: 'hidden' }),
    /** The breaker: over the last `breaker_calls` ended calls, a failed share at or above this pauses the campaign (0: never). */
    breaker_calls: field({ schema: z.number().int().min(1).max(1_000).default(20), kind: 'number', list: 'hidden' }),
    breaker_failed_percent: field({ schema: z.number().int().min(0).max(100).default(50), kind: 'number', list: 'hidden' }),
    run: field({ schema: z.number().int().min(0).default(0), kind: 'number', readOnly: true, list: 'hidden' }),
    started_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, list: 'hidden', sortable: true }),
    finished_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, list: 'hidden', sortable: true }),
    resumed_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, list: 'hidden' }),
    wakes_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', time: 'planned', readOnly: true, list: 'hidden' }),
    next_run_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', time: 'planned', readOnly: true, list: 'hidden', sortable: true }),
    contacts_total: field({ schema: z.number().int().min(0).default(0), kind: 'number', readOnly: true, list: true, sortable: true, filter: ['range'] }),
    calls_made: field({ schema: z.number().int().min(0).default(0), kind: 'number', readOnly: true, list: true, sortable: true, filter: ['range'] }),
  },
  actions: [
    { name: 'send', scope: 'item', when: { status: ['draft', 'paused'] }, output: statusAnswer, icon: 'send' },
    { name: 'stop', scope: 'item', when: { status: ['scheduled', 'running', 'paused'] }, destructive: true, output: statusAnswer, icon: 'stop' },
    { name: 'stop-recurring-sends', scope: 'item', when: { recurring: [true], status: ['scheduled', 'running', 'paused'] }, destructive: true, output: statusAnswer, icon: 'stop' },
    { name: 'stop-feed', scope: 'item', when: { status: ['scheduled', 'running'] }, destructive: true, output: statusAnswer, icon: 'stop' },
  ],
});
