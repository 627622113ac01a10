/**
 * Where a campaign's send stands (docs/areas/sms.md#sending): GET /v1/sms/campaigns/{id}/progress,
 * the current run's recipients by state and the campaign's counters, for the campaign page's live panel.
 */
import { z } from '../validation.ts';
import { CAMPAIGN_STATUSES } from './campaigns.ts';

export const campaignProgressPath = (id: number | string = ':id') => `/v1/sms/campaigns/${id}/progress`;

export const EXCLUSION_REASONS = ['opted_out', 'blacklisted', 'no_route', 'invalid', 'stopped'] as const;

const at = z.string().nullable();

export const progressResponseSchema = z.object({
  status: z.enum(CAMPAIGN_STATUSES),
  /** The run being sent or last sent; 0 before the first. */
  run: z.number().int(),
  /** The current run's frozen audience, by where each recipient is. */
  current: z.object({
    recipients: z.number().int(),
    /** Not reached yet: waiting for the send window, the throttle or their turn. */
    pending: z.number().int(),
    /** Given a message. */
    queued: z.number().int(),
    excluded: z.object(Object.fromEntries(EXCLUSION_REASONS.map((r) => [r, z.number().int()])) as Record<(typeof EXCLUSION_REASONS)[number], z.ZodNumber>),
  }),
  /** Messages of the campaign the sender has not taken yet. */
  waiting_for_sender: z.number().int(),
  /** The campaign's counters over all its runs. */
  totals: z.object({
    recipients: z.number().int(),
    sent: z.number().int(),
    delivered: z.number().int(),
    failed: z.number().int(),
    excluded: z.number().int(),
    clicks: z.number().int(),
    /** Millionths of `currency`. */
    cost: z.number().int(),
    currency: z.string(),
    /** Millionths per currency the messages were priced in: one line each, never one sum. */
    costs: z.record(z.string(), z.number().int()),
  }),
  started_at: at,
  finished_at: at,
  /** A send waiting for its window goes on at this time. */
  wakes_at: at,
  next_run_at: at,
});

export type ProgressResponse = z.infer<typeof progressResponseSchema>;
