/**
 * What a campaign needs before it is sent (docs/areas/sms.md#is-ready-and-preview):
 * GET /v1/sms/campaigns/{id}/is-ready, what blocks it and what it will cost, and
 * POST /v1/sms/campaigns/{id}/preview, each of its texts as one contact would get it. The shapes are
 * shared by the API (validation, OpenAPI) and the campaign page's panel.
 */
import { z } from '../validation.ts';

export const campaignIsReadyPath = (id: number | string = ':id') => `/v1/sms/campaigns/${id}/is-ready`;
export const campaignPreviewPath = (id: number | string = ':id') => `/v1/sms/campaigns/${id}/preview`;

export const BLOCKER_CODES = ['no_segment', 'segment_invalid', 'no_text', 'unknown_placeholder', 'no_offer', 'no_sender', 'no_plan', 'no_route', 'nothing_reachable'] as const;
export type BlockerCode = (typeof BLOCKER_CODES)[number];

const blockerSchema = z.object({
  code: z.enum(BLOCKER_CODES),
  message: z.string(),
  /** no_route: the countries (ISO codes) no route takes; `null` stands for numbers of no known country. */
  countries: z.array(z.string().nullable()).optional(),
  /** unknown_placeholder: the tags no longer filled (a custom field was deleted). */
  placeholders: z.array(z.string()).optional(),
});

const groupSchema = z.object({
  country: z.string().nullable(),
  network: z.string().nullable(),
  /** Members who would get the message: not opted out, blacklisted or invalid. */
  contacts: z.number().int(),
  route: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** One message to one of them, every part counted: millionths of `currency`. */
  cost_each: z.number().int().nullable(),
  currency: z.string().nullable(),
  parts: z.number().int(),
});

export const isReadyResponseSchema = z.object({
  ready: z.boolean(),
  blockers: z.array(blockerSchema),
  /** Members the campaign would reach: routed, not opted out, blacklisted or invalid. */
  reachable: z.number().int(),
  excluded: z.object({ opted_out: z.number().int(), blacklisted: z.number().int(), invalid: z.number().int(), no_route: z.number().int() }),
  by_country: z.array(groupSchema),
  /** The most parts any active text takes, as the sample contact gets it: what the cost counts. */
  parts_per_message: z.number().int(),
  /** Millionths of `currency`; null when the routes price in several currencies (see `costs`). */
  estimated_cost: z.number().int().nullable(),
  currency: z.string().nullable(),
  costs: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
});

export const previewRequestSchema = z
  .object({ contact_id: z.number().int().positive().max(2_147_483_647).nullish().describe('The contact to fill the texts for; the first member of the segment when absent.') })
  .strict();

export const previewResponseSchema = z.object({
  contact: z.object({ id: z.number().int(), first_name: z.string().nullable(), last_name: z.string().nullable(), phone: z.string() }).nullable(),
  /** What stands in for the recipient's short link: a link of the same length on the team's shortener. */
  offer_link: z.string().nullable(),
  texts: z.array(
    z.object({
      /** The campaign-texts record; null for the campaign's own text. */
      id: z.number().int().nullable(),
      weight: z.number().int(),
      source: z.string(),
      rendered: z.string(),
      encoding: z.enum(['gsm7', 'ucs2']),
      characters: z.number().int(),
      units: z.number().int(),
      parts: z.number().int(),
    }),
  ),
});

/** Where the team's campaign links are made, and whether plain addresses in a text are shortened (docs/areas/sms.md#links-and-clicks). */
export const campaignLinkBasePath = '/v1/sms/campaign-links/base';
export const linkBaseResponseSchema = z.object({
  /** The team's active short-link domain; null: Parley's own `/s/` path. */
  domain: z.string().nullable(),
  /** What each code is appended to. */
  prefix: z.string(),
  /** False when Parley's own address is not one a phone can open and the team has no short-link domain: plain addresses are sent as written. */
  shortens: z.boolean(),
});
export type LinkBaseResponse = z.infer<typeof linkBaseResponseSchema>;

export type IsReadyResponse = z.infer<typeof isReadyResponseSchema>;
export type PreviewRequest = z.infer<typeof previewRequestSchema>;
export type PreviewResponse = z.infer<typeof previewResponseSchema>;
