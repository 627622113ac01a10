import { z } from '../validation.ts';
import { defineResource, field, optionalReferenceField, selectField } from '../kit/index.ts';
import { CALL_OUTCOMES, CURRENCIES, E164 } from './shared.ts';

export const CALL_DIRECTIONS = ['inbound', 'outbound'] as const;
export const CALL_STATUSES = ['queued', 'ringing', 'in_progress', 'completed', 'failed', 'no_answer', 'busy'] as const;

/**
 * The call log, written by the voice provider's events (docs/areas/voice.md#calls). Users read
 * it; only an owner may correct or import a call (write: 'owner').
 */
export const calls = defineResource({
  name: 'calls',
  apiPath: '/v1/voice/calls',
  routes: { list: '/voice', views: [{ path: '/agents/daily-stats' }] },
  scope: 'team',
  writtenBy: 'system',
  access: { read: 'viewer', write: 'owner' },
  icon: 'phone',
  titleField: 'to_number',
  defaultSort: { field: 'started_at', order: 'desc' },
  fields: {
    agent_id: optionalReferenceField('agents', 'name'),
    campaign_id: optionalReferenceField('agent-campaigns', 'name', { list: 'hidden' }),
    direction: selectField(CALL_DIRECTIONS, { list: 'hidden', sortable: false }),
    from_number: field({ schema: E164, kind: 'phone', list: true, search: true, filter: ['eq', 'like'] }),
    to_number: field({ schema: E164, kind: 'phone', list: true, search: true, filter: ['eq', 'like'] }),
    status: selectField(CALL_STATUSES, { initial: 'queued', filter: ['eq', 'in', 'ne'] }),
    outcome: selectField(CALL_OUTCOMES, { initial: 'unknown', filter: ['eq', 'in', 'ne'] }),
    started_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', list: true, sortable: true, filter: ['range'] }),
    duration_seconds: field({ schema: z.number().int().min(0).max(86_400).default(0), kind: 'number', list: true, sortable: true, filter: ['range'] }),
    cost: field({ schema: z.number().int().min(0).max(100_000_000).default(0), kind: 'money', currencyField: 'currency', list: true, sortable: true, filter: ['range'] }),
    currency: field({ schema: z.enum(CURRENCIES).default('USD'), kind: 'select', options: CURRENCIES, list: 'hidden', filter: ['eq'] }),
    summary: field({ schema: z.string().max(5000).optional(), kind: 'textarea', list: 'hidden', search: true }),
    transcript: field({ schema: z.string().max(200_000).optional(), kind: 'markdown' }),
    recording_url: field({ schema: z.url().max(2000).optional(), kind: 'url' }),
    /** The provider's id of the call (Twilio CallSid, Telnyx call_control_id, …). */
    provider_call_id: field({ schema: z.string().trim().min(1).max(120).optional(), kind: 'text', list: 'hidden', filter: ['eq'] }),
  },
});
