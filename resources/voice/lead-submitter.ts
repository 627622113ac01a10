/**
 * The lead submitter (docs/areas/voice.md#lead-submitter): the team's settings (target, headers,
 * mapping of call, extracted and contact fields to the payload, qualifying outcomes) and the log of
 * submissions. Shapes shared by the API (validation, OpenAPI) and the settings screen.
 */
import { z } from '../validation.ts';
import { defineResource, field, optionalReferenceField, selectField } from '../kit/index.ts';
import { CALL_OUTCOMES } from './shared.ts';
import { toolHeadersSchema } from './tool-headers.ts';

export const LEAD_METHODS = ['POST', 'PUT', 'PATCH'] as const;
export const LEAD_SUBMISSION_STATUSES = ['pending', 'retrying', 'sent', 'failed'] as const;

export const LEAD_CALL_FIELDS = ['id', 'direction', 'from_number', 'to_number', 'outcome', 'answered_by', 'duration_seconds', 'started_at', 'ended_at', 'summary', 'agent_id', 'campaign_id'] as const;
export const LEAD_CONTACT_FIELDS = ['phone', 'first_name', 'last_name', 'email', 'country', 'timezone'] as const;

/** Where a payload key takes its value: `call.<field>`, `extracted.<key>` or `contact.<field>`. */
export const leadSourceSchema = z.string().refine((s) => {
  const [from, key, ...rest] = s.split('.');
  if (rest.length || !key) return false;
  if (from === 'call') return (LEAD_CALL_FIELDS as readonly string[]).includes(key);
  if (from === 'contact') return (LEAD_CONTACT_FIELDS as readonly string[]).includes(key);
  return from === 'extracted' && /^[a-z][a-z0-9_]{0,63}$/.test(key);
}, `Use call.<${LEAD_CALL_FIELDS.join('|')}>, extracted.<field key> or contact.<${LEAD_CONTACT_FIELDS.join('|')}>.`);

export const leadMappingSchema = z.record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_.-]{0,99}$/, 'Use letters, digits, _ . and - for a payload key.'), leadSourceSchema).refine((m) => Object.keys(m).length <= 100, 'At most 100 keys.');
export type LeadMapping = z.infer<typeof leadMappingSchema>;

export const leadSettingsPath = '/v1/voice/agents/lead-submitter/settings';
export const leadSubmitPath = (callId: number | string = ':id') => `/v1/voice/agents/lead-submitter/${callId}/submit`;
export const leadTestPath = '/v1/voice/agents/lead-submitter/test';

export const leadSettingsSchema = z
  .object({
    enabled: z.boolean().default(false),
    url: z.url().max(2000).nullable().default(null),
    method: z.enum(LEAD_METHODS).default('POST'),
    /** `Name: value` lines; the mask answered keeps the stored ones; empty removes them. */
    headers: toolHeadersSchema().nullable().default(null),
    mapping: leadMappingSchema.default({}),
    outcomes: z.array(z.enum(CALL_OUTCOMES)).max(CALL_OUTCOMES.length).default(['interested']),
  })
  .strict()
  .refine((s) => !s.enabled || !!s.url, { path: ['url'], message: 'Give the address leads are sent to before turning the submitter on.' });
export type LeadSettings = z.infer<typeof leadSettingsSchema>;

export const leadSubmitResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(LEAD_SUBMISSION_STATUSES),
  status_code: z.number().int().nullable(),
  latency_ms: z.number().int().nullable(),
  response_excerpt: z.string().nullable(),
  error: z.string().nullable(),
  payload: z.record(z.string(), z.json()),
});
export type LeadSubmitResult = z.infer<typeof leadSubmitResultSchema>;

export const leadTestRequestSchema = z
  .object({ payload: z.record(z.string(), z.json()).optional().describe('Sent as is; without it, a sample lead built from the mapping.') })
  .strict();

/** Every submission of a lead: its response status, latency and the start of the body. Written by Parley. */
export const leadSubmissions = defineResource({
  name: 'lead-submissions',
  apiPath: '/v1/voice/agents/lead-submitter/logs',
  routes: { list: '/agents/lead-submitter/logs' },
  scope: 'team',
  writtenBy: 'system',
  access: { read: 'viewer', write: 'owner' },
  icon: 'logs',
  titleField: 'at',
  defaultSort: { field: 'at', order: 'desc' },
  fields: {
    at: field({ schema: z.iso.datetime({ offset: true }), kind: 'datetime', list: true, sortable: true, filter: ['range'] }),
    call_id: optionalReferenceField('calls', 'to_number'),
    test: field({ schema: z.boolean().default(false), kind: 'switch', list: true, filter: ['eq'] }),
    status: selectField(LEAD_SUBMISSION_STATUSES, { initial: 'pending' }),
    attempts: field({ schema: z.number().int().min(0).default(0), kind: 'number', list: true, sortable: true }),
    status_code: field({ schema: z.number().int().min(0).max(599).optional(), kind: 'number', code: true, list: true, sortable: true, filter: ['eq', 'range'] }),
    latency_ms: field({ schema: z.number().int().min(0).optional(), kind: 'number', list: true, sortable: true, filter: ['range'] }),
    response_excerpt: field({ schema: z.string().optional(), kind: 'text', list: 'hidden', search: true }),
    error: field({ schema: z.string().optional(), kind: 'text', list: true, search: true }),
    payload: field({ schema: z.record(z.string(), z.json()).optional(), kind: 'json' }),
    sent_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', list: 'hidden', sortable: true }),
  },
});
