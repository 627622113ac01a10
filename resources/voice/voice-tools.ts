import { z } from '../validation.ts';
import { defineResource, field, nameField, selectField } from '../kit/index.ts';
import { E164, TOOL_KEY } from './shared.ts';
import { toolHeadersSchema } from './tool-headers.ts';
import { toolParametersSchema } from './tool-parameters.ts';

export const TOOL_TYPES = ['webhook', 'transfer', 'end_call', 'lead_submit'] as const;
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH'] as const;

/** Something an agent can do mid-call: call a webhook, transfer, hang up, submit a lead. */
export const voiceTools = defineResource({
  name: 'voice-tools',
  apiPath: '/v1/voice/tools',
  routes: { list: '/agents/tools' },
  scope: 'team',
  icon: 'tool',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: nameField(),
    /** The function name the agent's LLM calls; agents list their tools by it. */
    key: field({ schema: TOOL_KEY, kind: 'text', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    type: selectField(TOOL_TYPES),
    description: field({ schema: z.string().trim().min(1).max(2000), kind: 'textarea', list: 'hidden', search: true }),
    url: field({ schema: z.url().max(2000).optional(), kind: 'url', list: 'hidden' }),
    method: selectField(HTTP_METHODS, { initial: 'POST', list: 'hidden', filter: ['eq'], sortable: false }),
    transfer_number: field({ schema: E164.optional(), kind: 'phone', list: 'hidden' }),
    /** `Name: value` lines sent with every call (tool-headers.ts); they carry credentials, so sealed. */
    headers: field({ schema: toolHeadersSchema().optional(), kind: 'textarea', secret: true, list: false }),
    /** The JSON schema of the arguments the model passes (tool-parameters.ts), checked on save. */
    parameters: field({ schema: toolParametersSchema().optional(), kind: 'json' }),
    timeout_seconds: field({ schema: z.number().int().min(1).max(60).default(10), kind: 'number', list: 'hidden', sortable: true }),
    active: field({ schema: z.boolean().default(true), kind: 'switch', list: true, filter: ['eq'] }),
  },
});
