import { z } from '../validation.ts';
import { defineResource, field, nameField, selectField } from '../kit/index.ts';
import { TOOL_KEY } from './shared.ts';

export const AGENT_STATUSES = ['draft', 'active', 'paused'] as const;
export const AGENT_LANGUAGES = ['en-US', 'en-GB', 'es-ES', 'fr-FR', 'de-DE', 'it-IT', 'pt-BR', 'ar-SA', 'fa-IR', 'hi-IN'] as const;

/** An AI voice agent: who it is on the phone (voice, language, prompt) and what it may do (tools). */
export const agents = defineResource({
  name: 'agents',
  apiPath: '/v1/voice/agents',
  routes: { list: '/agents/agents', edit: '/agents/agents/:id/settings', views: [{ path: '/ai-voice/agents' }] },
  scope: 'team',
  icon: 'robot',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: nameField(),
    status: selectField(AGENT_STATUSES, { initial: 'draft', filter: ['eq', 'in', 'ne'] }),
    language: selectField(AGENT_LANGUAGES, { initial: 'en-US' }),
    voice: field({ schema: z.string().trim().min(1).max(80), kind: 'text', list: true, filter: ['eq'] }),
    llm_model: field({ schema: z.string().trim().min(1).max(80).default('gpt-4o-mini'), kind: 'text', list: 'hidden', filter: ['eq'] }),
    first_message: field({ schema: z.string().max(2000).optional(), kind: 'textarea', list: 'hidden' }),
    system_prompt: field({ schema: z.string().trim().min(1).max(20_000), kind: 'markdown', search: true }),
    tools: field({ schema: z.array(TOOL_KEY).max(30).default([]), kind: 'multiselect', choices: { resource: 'voice-tools', field: 'key' }, list: 'hidden' }),
    /** Sampling temperature × 100 (70 = 0.7). */
    temperature_pct: field({ schema: z.number().int().min(0).max(200).default(70), kind: 'number', list: 'hidden' }),
    max_call_seconds: field({ schema: z.number().int().min(10).max(7200).default(600), kind: 'number', list: true, sortable: true, filter: ['range'] }),
    record_calls: field({ schema: z.boolean().default(true), kind: 'switch', list: 'hidden', filter: ['eq'] }),
  },
  actions: [{ name: 'duplicate', scope: 'item', output: z.object({ id: z.number().int() }), icon: 'copy' }],
});
