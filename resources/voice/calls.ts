import { z } from '../validation.ts';
import { defineResource, field, optionalReferenceField, selectField } from '../kit/index.ts';
import { CALL_OUTCOMES, CURRENCIES, E164 } from './shared.ts';

export const CALL_DIRECTIONS = ['inbound', 'outbound'] as const;
export const CALL_STATUSES = ['queued', 'ringing', 'in_progress', 'completed', 'failed', 'no_answer', 'busy'] as const;
/** The statuses a call ends in: nothing changes them any more. */
export const FINAL_CALL_STATUSES = ['completed', 'failed', 'no_answer', 'busy'] as const;
/** Who or what picked up. */
export const ANSWERED_BY = ['human', 'voicemail', 'ivr'] as const;
/** Who said a transcript line: the agent, the person called, their voicemail greeting or a phone menu. */
export const TRANSCRIPT_ROLES = ['agent', 'customer', 'voicemail', 'ivr'] as const;
export const HANGUP_REASONS = ['customer_hangup', 'agent_hangup', 'operator_hangup', 'max_duration', 'max_turns', 'voicemail_left', 'no_answer', 'busy', 'failed'] as const;

export const transcriptTurn = z.object({ role: z.enum(TRANSCRIPT_ROLES), text: z.string().max(10_000), at: z.iso.datetime({ offset: true }) });
export type TranscriptTurn = z.infer<typeof transcriptTurn>;
export const callToolCall = z.object({ id: z.string().max(200), name: z.string().max(100), arguments: z.string().max(20_000), result: z.string().max(20_000).optional(), at: z.iso.datetime({ offset: true }) });
export type CallToolCall = z.infer<typeof callToolCall>;

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
    transcript: field({ schema: z.array(transcriptTurn).max(2000).optional(), kind: 'json' }),
    tool_calls: field({ schema: z.array(callToolCall).max(500).default([]), kind: 'json', list: false }),
    answered_by: field({ schema: z.enum(ANSWERED_BY).optional(), kind: 'select', options: ANSWERED_BY, list: 'hidden', filter: ['eq', 'in'] }),
    hangup_reason: field({ schema: z.enum(HANGUP_REASONS).optional(), kind: 'select', options: HANGUP_REASONS, list: 'hidden', filter: ['eq', 'in'] }),
    prompt_version: field({ schema: z.number().int().min(1).optional(), kind: 'number', list: false }),
    /** The agent's lines came from Parley's script, not a language model (none was configured). */
    scripted_agent: field({ schema: z.boolean().default(false), kind: 'switch', list: false, filter: ['eq'] }),
    ended_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', list: 'hidden', sortable: true }),
    recording_url: field({ schema: z.url().max(2000).optional(), kind: 'url' }),
    /** The provider's id of the call (Twilio CallSid, Telnyx call_control_id, …). */
    provider_call_id: field({ schema: z.string().trim().min(1).max(120).optional(), kind: 'text', list: 'hidden', filter: ['eq'] }),
  },
});
