/**
 * How a team's HLR and MNP lookups are answered (docs/areas/audience.md#lookup-providers): Parley's
 * simulator, the default while a kind has no settings, or a provider's HTTP API at `base_url` with
 * its API key (sealed at rest, never read back: answers carry its mask), and how long an answer is
 * reused for the same number. One setting per kind and team: `GET /v1/enrichment/providers` answers
 * both, `PUT /v1/enrichment/providers/hlr` (or `/mnp`) changes one.
 */
import { z } from '../validation.ts';

export const LOOKUP_KINDS = ['hlr', 'mnp'] as const;
export const LOOKUP_ADAPTERS = ['simulator', 'http'] as const;
/** Who answered a lookup: an adapter, or Parley's own cache of an earlier answer. */
export const LOOKUP_SOURCES = ['simulator', 'http', 'cache'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];
export type LookupAdapter = (typeof LOOKUP_ADAPTERS)[number];

export const PROVIDERS_PATH = '/v1/enrichment/providers';
/** Hours an answer is reused when a team has not said (the column's default). */
export const DEFAULT_CACHE_HOURS = 72;
export const MAX_CACHE_HOURS = 8760;

const webUrl = z
  .url()
  .max(2000)
  .refine((u) => /^https?:\/\//i.test(u), 'Give an http:// or https:// address.');

/** A kind's settings as a client writes them; an `api_key` left out keeps the stored one, null or "" clears it. */
export const providerSettingsInput = z
  .object({
    adapter: z.enum(LOOKUP_ADAPTERS),
    base_url: webUrl.nullish(),
    api_key: z.string().trim().max(500).nullish(),
    cache_hours: z.number().int().min(0).max(MAX_CACHE_HOURS).default(DEFAULT_CACHE_HOURS),
    active: z.boolean().default(true),
    /** The version last read, for optimistic concurrency (a stale one is a 409); left out, the write wins. */
    version: z.number().int().min(0).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.adapter === 'http' && !body.base_url) ctx.addIssue({ code: 'custom', path: ['base_url'], message: 'An HTTP provider needs the address of its API (https://…).' });
  });
export type ProviderSettingsInput = z.infer<typeof providerSettingsInput>;

/** A kind's settings as the API answers them: never the key, only its mask. */
export const providerSettingsRecord = z.object({
  kind: z.enum(LOOKUP_KINDS),
  /** False while the team has saved nothing for this kind: the simulator answers. */
  configured: z.boolean(),
  adapter: z.enum(LOOKUP_ADAPTERS),
  base_url: z.string().nullable(),
  /** `••••` and the key's last four characters, or null without a key. */
  api_key: z.string().nullable(),
  cache_hours: z.number().int(),
  active: z.boolean(),
  /** 0 until saved. */
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type ProviderSettingsRecord = z.infer<typeof providerSettingsRecord>;
