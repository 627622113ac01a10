/**
 * A team's language model (docs/areas/voice.md#language-model): the base URL of any
 * OpenAI-compatible API (Ollama, vLLM, a llama.cpp server, a hosted one), the model and its API key
 * (sealed at rest, answered only as its mask). Without them the installation's LLM_* environment
 * applies. `GET /v1/llm/settings` reads, `PUT` changes, `POST /v1/llm/settings/test` asks the model once.
 */
import { z } from '../validation.ts';

export const LLM_SETTINGS_PATH = '/v1/llm/settings';
export const LLM_SETTINGS_TEST_PATH = '/v1/llm/settings/test';

const baseUrl = z
  .url()
  .max(2000)
  .refine((u) => /^https?:\/\//i.test(u), 'Give an http:// or https:// address, such as http://localhost:11434/v1.');

/** The team's settings as a client writes them; an `api_key` left out keeps the stored one, null or "" clears it. */
export const llmSettingsInput = z
  .object({
    /** null or "": the team uses the installation's model. */
    base_url: z.union([baseUrl, z.literal('')]).nullish(),
    model: z.string().trim().max(200).nullish(),
    api_key: z.string().trim().max(1000).nullish(),
    /** The version last read (a stale one is a 409); left out, the write wins. */
    version: z.number().int().min(0).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.base_url && !body.model) ctx.addIssue({ code: 'custom', path: ['model'], message: 'Name the model to use, such as llama3.1 or gpt-4o-mini.' });
  });
export type LlmSettingsInput = z.infer<typeof llmSettingsInput>;

export const LLM_SOURCES = ['team', 'environment', 'none'] as const;
export type LlmSource = (typeof LLM_SOURCES)[number];

export const llmSettingsRecord = z.object({
  base_url: z.string().nullable(),
  model: z.string().nullable(),
  /** `••••` and the key's last four characters, or null without a key. */
  api_key: z.string().nullable(),
  /** Which model the team's features use now: its own, the installation's, or none. */
  source: z.enum(LLM_SOURCES),
  /** The installation's model, shown so the team knows what it falls back to (never its key). */
  environment: z.object({ base_url: z.string().nullable(), model: z.string().nullable() }),
  /** 0 until saved. */
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type LlmSettingsRecord = z.infer<typeof llmSettingsRecord>;

/** Test the settings saved, or the ones given (not saved) before saving them. */
export const llmTestInput = z
  .object({
    base_url: baseUrl.optional(),
    model: z.string().trim().min(1).max(200).optional(),
    /** Left out with a base URL given: the stored key is used. */
    api_key: z.string().trim().max(1000).nullish(),
  })
  .strict();
export type LlmTestInput = z.infer<typeof llmTestInput>;

export const llmTestAnswer = z.object({
  reply: z.string(),
  model: z.string(),
  latency_ms: z.number().int(),
  source: z.enum(LLM_SOURCES),
});
export type LlmTestAnswer = z.infer<typeof llmTestAnswer>;
