/**
 * The HLR and MNP lookup API (docs/areas/audience.md#number-validation): what a check is asked
 * with and what it answers, the figures of the validation screens. Both sides read these schemas.
 */
import { z } from '../validation.ts';
import { dashboardQuery } from '../dashboard/figures.ts';
import { HLR_STATUSES } from './hlr-lookups.ts';
import { LOOKUP_ADAPTERS } from './lookup-providers.ts';

export const HLR_PATH = '/v1/enrichment/hlr';
export const MNP_PATH = '/v1/enrichment/mnp';
/** Contacts one request may name by id; a larger audience is a segment. */
export const MAX_CONTACT_IDS = 10_000;

const id = z.number().int().positive();
const phone = z.union([z.string().trim().min(1).max(64), z.number()]).describe('The number in any notation: +44 7700 900123, 0044…, national with the team’s default country.');
const contactIds = z.array(id).min(1).max(MAX_CONTACT_IDS).describe(`Up to ${MAX_CONTACT_IDS} contacts of the team.`);

/** One of: a number (answered at once), a segment or a list of contacts (a job). */
export const lookupRequest = z
  .object({
    phone: phone.optional(),
    segment_id: id.optional().describe('Every contact of the segment.'),
    contact_ids: contactIds.optional(),
    /** The job's title as the user reads it (the screen sends it translated). */
    title: z.string().trim().min(1).max(200).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const given = (['phone', 'segment_id', 'contact_ids'] as const).filter((k) => body[k] !== undefined);
    if (given.length === 1) return;
    const message = given.length ? `Give only one of ${given.join(', ')}.` : 'Give a phone number, a segment_id or contact_ids.';
    for (const key of given.length ? given.slice(1) : (['phone'] as const)) ctx.addIssue({ code: 'custom', path: [key], message });
  });
export type LookupRequest = z.infer<typeof lookupRequest>;

/** Who a batch looks up: a segment's contacts or contacts by id. */
export const lookupAudience = z
  .object({ segment_id: id.optional(), contact_ids: contactIds.optional() })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.segment_id === undefined) === (body.contact_ids === undefined)) ctx.addIssue({ code: 'custom', path: ['segment_id'], message: 'Give either a segment_id or contact_ids.' });
  });
export type LookupAudience = z.infer<typeof lookupAudience>;

/** What a one-number check adds to its record: whether the answer came from the cache, and when the provider gave it. */
export const lookupAnswerExtras = z.object({
  cached: z.boolean().describe('True when an answer younger than the provider’s cache_hours was reused: the provider was not asked and nothing was charged.'),
  answered_at: z.iso.datetime({ offset: true }).describe('When the provider gave the answer (earlier than checked_at for a cached one).'),
});

export const calcContactsCount = z.object({
  numbers: z.number().int().min(0).describe('Distinct numbers among the contacts.'),
  cached: z.number().int().min(0).describe('Numbers with an answer still fresh: reused, not charged.'),
  to_look_up: z.number().int().min(0),
  /** Minor units of `currency`; null while an HTTP provider has no lookups to go by. */
  estimated_cost: z.object({ amount: z.number().int().min(0), currency: z.string() }).nullable(),
  adapter: z.enum(LOOKUP_ADAPTERS),
});
export type CalcContactsCount = z.infer<typeof calcContactsCount>;

export const recentQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }).strict();

export const figuresQuery = dashboardQuery;

const count = z.number().int().min(0);
const money = z.object({ currency: z.string(), amount: z.number().int() });

export const hlrAnalytics = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  by_status: z.array(z.object({ status: z.enum(HLR_STATUSES), count })),
  /** The ten networks with the most lookups; the rest are summed under `network: null, other: true`. */
  by_network: z.array(z.object({ network: z.string().nullable(), other: z.boolean(), count })),
  by_day: z.array(z.object({ day: z.iso.date(), valid: count, invalid: count, absent: count, unknown: count, failed: count })),
});
export type HlrAnalytics = z.infer<typeof hlrAnalytics>;

export const providerView = z.object({
  adapter: z.enum(LOOKUP_ADAPTERS),
  /** False while the team has no provider record: the simulator answers. */
  configured: z.boolean(),
  active: z.boolean(),
  host: z.string().nullable(),
  cache_hours: count,
});

export const hlrSummary = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  /** Every lookup recorded in the range: asked of the provider, reused from the cache, or failed. */
  total: count,
  cache_hits: count,
  failed: count,
  /** Answers with status valid: the number is live on its network. */
  live: count,
  /** live / answered (total − failed), 0–1; null with no answer. */
  live_ratio: z.number().min(0).max(1).nullable(),
  ported: count,
  roaming: count,
  cost: z.array(money),
  provider: providerView,
});
export type HlrSummary = z.infer<typeof hlrSummary>;
export type ProviderView = z.infer<typeof providerView>;
