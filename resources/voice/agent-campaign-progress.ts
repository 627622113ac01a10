/**
 * Where a voice campaign stands (docs/areas/voice.md#voice-campaigns):
 * GET /v1/voice/campaigns/{id}/progress, for the campaign page's live panel.
 */
import { z } from '../validation.ts';
import { AGENT_CAMPAIGN_STATUSES } from './agent-campaigns.ts';
import { CALL_OUTCOMES } from './shared.ts';

export const agentCampaignProgressPath = (id: number | string = ':id') => `/v1/voice/campaigns/${id}/progress`;

/** Why a contact was not called, or how its last call ended. */
export const VOICE_CONTACT_RESULTS = ['answered', 'no_answer', 'busy', 'failed', 'opted_out', 'blacklisted', 'do_not_call', 'invalid', 'stopped'] as const;

const at = z.string().nullable();
const count = z.number().int();

export const agentCampaignProgressSchema = z.object({
  status: z.enum(AGENT_CAMPAIGN_STATUSES),
  /** Why Parley paused or stopped it (the breaker, a stop from post-processing), if it did. */
  paused_reason: z.string().nullable(),
  run: count,
  /** The current run's contacts by state. */
  contacts: z.object({
    total: count,
    /** Not called yet, or waiting for a retry. */
    pending: count,
    /** Of those pending, the ones waiting for a retry after no answer or busy. */
    retries_pending: count,
    calling: count,
    done: count,
    excluded: count,
  }),
  /** The current run's contacts by how their last call ended or why they were not called. */
  results: z.object(Object.fromEntries(VOICE_CONTACT_RESULTS.map((r) => [r, count])) as Record<(typeof VOICE_CONTACT_RESULTS)[number], typeof count>),
  /** Every call of the campaign, all runs. */
  calls: z.object({
    made: count,
    live: count,
    answered: count,
    /** Minor units of `currency`. */
    cost: count,
    currency: z.string(),
    outcomes: z.object(Object.fromEntries(CALL_OUTCOMES.map((o) => [o, count])) as Record<(typeof CALL_OUTCOMES)[number], typeof count>),
  }),
  started_at: at,
  finished_at: at,
  wakes_at: at,
  next_run_at: at,
});

export type AgentCampaignProgress = z.infer<typeof agentCampaignProgressSchema>;
