/**
 * The events a voice provider sends about a call, as JSON in a signed webhook body
 * (POST /v1/webhooks/calls/{provider}). `call_id` is Parley's id, echoed back like a carrier's
 * client state; `id` is unique per event, so a replay is recognised.
 */
import { z } from 'zod';
import { ANSWERED_BY, HANGUP_REASONS, TRANSCRIPT_ROLES } from '../../../../resources/voice/calls.ts';
import { CURRENCIES } from '../../../../resources/voice/shared.ts';

const base = {
  id: z.string().min(1).max(200),
  call_id: z.number().int().positive().max(2_147_483_647),
  provider_call_id: z.string().min(1).max(120),
  occurred_at: z.iso.datetime({ offset: true }),
};

export const callEventSchema = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('call.queued') }),
  z.object({ ...base, type: z.literal('call.ringing') }),
  z.object({ ...base, type: z.literal('call.answered'), data: z.object({ answered_by: z.enum(ANSWERED_BY) }) }),
  z.object({ ...base, type: z.literal('call.no_answer') }),
  z.object({ ...base, type: z.literal('call.busy') }),
  z.object({ ...base, type: z.literal('call.transcript'), data: z.object({ role: z.enum(TRANSCRIPT_ROLES), text: z.string().max(10_000) }) }),
  z.object({
    ...base,
    type: z.literal('call.tool_call'),
    data: z.object({ id: z.string().max(200), name: z.string().max(100), arguments: z.string().max(20_000), result: z.string().max(20_000).optional() }),
  }),
  z.object({
    ...base,
    type: z.literal('call.hangup'),
    data: z.object({
      reason: z.enum(HANGUP_REASONS),
      duration_seconds: z.number().int().min(0).max(86_400),
      cost: z.number().int().min(0).max(100_000_000),
      currency: z.enum(CURRENCIES),
    }),
  }),
]);

export type CallEvent = z.infer<typeof callEventSchema>;
export type CallEventType = CallEvent['type'];
/** An event as a provider builds it, before its id and time are stamped. */
export type CallEventBody = CallEvent extends infer E ? (E extends CallEvent ? Omit<E, 'id' | 'occurred_at' | 'call_id' | 'provider_call_id'> : never) : never;
