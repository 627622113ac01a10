import { z } from '../validation.ts';
import { defineResource, field, nameField, optionalReferenceField, referenceField, selectField } from '../kit/index.ts';

export const AGENT_CAMPAIGN_STATUSES = ['draft', 'scheduled', 'running', 'paused', 'completed', 'stopped'] as const;

/** An outbound calling campaign: an agent dials a list of contacts from a number, within a window. */
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
    number_id: optionalReferenceField('voice-numbers', 'number', { list: 'hidden' }),
    /** Moved by the send and stop actions. */
    status: selectField(AGENT_CAMPAIGN_STATUSES, { initial: 'draft', readOnly: true, filter: ['eq', 'in', 'ne'] }),
    schedule_start: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', time: 'planned', dates: { notBefore: 'today' }, list: true, sortable: true, filter: ['range'] }),
    schedule_end: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', time: 'planned', dates: { notBefore: 'today' }, list: 'hidden', sortable: true, filter: ['range'] }),
    recurring: field({ schema: z.boolean().default(false), kind: 'switch', list: 'hidden', filter: ['eq'] }),
    calls_per_minute: field({ schema: z.number().int().min(1).max(600).default(10), kind: 'number', list: 'hidden' }),
    max_attempts: field({ schema: z.number().int().min(1).max(10).default(3), kind: 'number', list: 'hidden' }),
    retry_delay_minutes: field({ schema: z.number().int().min(1).max(10_080).default(60), kind: 'number', list: 'hidden' }),
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
