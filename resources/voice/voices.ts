/**
 * POST /v1/voice/agents/voices: the voices the team's voice provider offers (docs/areas/voice.md#voices),
 * optionally of one language; an agent's `voice` must be one of their ids.
 */
import { z } from '../validation.ts';
import { AGENT_LANGUAGES } from './agents.ts';

export const VOICES_API = '/v1/voice/agents/voices';
export const VOICE_GENDERS = ['female', 'male', 'neutral'] as const;

export const voicesRequestSchema = z
  .object({ language: z.enum(AGENT_LANGUAGES).optional().describe('Only the voices that speak this language.') })
  .strict();

export const voiceSchema = z.object({
  id: z.string().describe('What an agent\u2019s `voice` is set to.'),
  name: z.string(),
  language: z.string().describe('BCP 47, as an agent\u2019s language.'),
  gender: z.enum(VOICE_GENDERS),
  style: z.string().nullable().describe('How it sounds (warm, calm, upbeat\u2026), when the provider says.'),
  preview_url: z.string().nullable().describe('A sample to listen to, when the provider has one.'),
});
export type VoiceOption = z.infer<typeof voiceSchema>;

export const voicesResponseSchema = z.object({ provider: z.string(), voices: z.array(voiceSchema) });
export type VoicesResponse = z.infer<typeof voicesResponseSchema>;
