import { z } from '../validation.ts';
import { defineResource, field, nameField, referenceField, selectField } from '../kit/index.ts';

export const PROMPT_PURPOSES = ['main', 'greeting', 'objection_handling', 'faq', 'closing', 'voicemail'] as const;

/**
 * Prompt sections of an agent, assembled in `position` order: served under their agent at
 * /v1/voice/agents/{id}/prompts (docs/areas/voice.md#api) and flat, filtered by `agent_id`, for the generic screens.
 */
export const agentPrompts = defineResource({
  name: 'agent-prompts',
  apiPath: '/v1/voice/agent-prompts',
  routes: { views: [{ path: '/agents/agents/:id/prompts', idFilter: 'agent_id' }] },
  nestedUnder: { resource: 'agents', field: 'agent_id', path: 'prompts' },
  scope: 'team',
  icon: 'file-text',
  titleField: 'name',
  defaultSort: { field: 'position', order: 'asc' },
  fields: {
    agent_id: referenceField('agents', 'name'),
    name: nameField(),
    purpose: selectField(PROMPT_PURPOSES, { initial: 'main' }),
    content: field({ schema: z.string().trim().min(1).max(20_000), kind: 'markdown', search: true }),
    position: field({ schema: z.number().int().min(0).max(1000).default(0), kind: 'number', list: true, sortable: true }),
    active: field({ schema: z.boolean().default(true), kind: 'switch', list: true, filter: ['eq'] }),
  },
});
