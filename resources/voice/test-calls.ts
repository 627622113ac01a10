/**
 * Placing an agent's test call and ending a live call (docs/areas/voice.md#calls-and-the-simulator-provider):
 * the request and answer shapes, for the API's validation and OpenAPI.
 */
import { z } from '../validation.ts';
import { E164 } from './shared.ts';

export const TEST_CALL_API = '/v1/voice/agents/test-call';
export const HANGUP_CALL_API = '/v1/voice/agents/hangup-call';
export const agentEventsApi = (id: number | string = ':id') => `/v1/voice/agents/${id}/events`;

/** The simulator's callees (server/domains/voice/provider/personas.ts). */
export const SIMULATOR_PERSONAS = ['interested', 'not_interested', 'voicemail', 'ivr', 'busy', 'no_answer'] as const;

const id = z.number().int().positive().max(2_147_483_647);

export const testCallRequestSchema = z
  .object({
    agent_id: id.describe('The agent that calls.'),
    to: E164.describe('The number called; on the simulator its last digit picks who answers (see persona).'),
    persona: z.enum(SIMULATOR_PERSONAS).optional().describe('On the simulator: who answers, instead of the one the number picks.'),
  })
  .strict();
/** `scripted`: no language model is configured, so the agent speaks from Parley's script. */
export const testCallResponseSchema = z.object({ call_id: z.number().int(), scripted: z.boolean() });

export const hangupCallRequestSchema = z.object({ call_id: id }).strict();
export const hangupCallResponseSchema = z.object({ ended: z.boolean() });

export type TestCallRequest = z.infer<typeof testCallRequestSchema>;

/** One `call` event of an agent's live stream: what changed on one of its calls. */
export interface AgentCallEvent {
  call_id: number;
  event: string;
  status: string;
  turn?: { role: string; text: string; at: string };
  tool_call?: { id: string; name: string; arguments: string; result?: string; at: string };
  answered_by: string | null;
  hangup_reason: string | null;
  duration_seconds: number;
  cost: number;
}
