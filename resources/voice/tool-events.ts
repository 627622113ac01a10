import { z } from '../validation.ts';
import { defineResource, field, optionalReferenceField, referenceField } from '../kit/index.ts';

/**
 * Every call of an HTTP tool: by the model during a call, or from the tool's Test panel (no call).
 * Written by server/domains/voice/tools/; read-only for everyone. Shown per tool at
 * /agents/tools/:id/events.
 */
export const toolEvents = defineResource({
  name: 'tool-events',
  apiPath: '/v1/voice/tool-events',
  routes: { views: [{ path: '/agents/tools/:id/events', idFilter: 'tool_id' }] },
  scope: 'team',
  writtenBy: 'system',
  access: { read: 'viewer', write: 'owner' },
  icon: 'logs',
  titleField: 'at',
  defaultSort: { field: 'at', order: 'desc' },
  fields: {
    at: field({ schema: z.iso.datetime({ offset: true }), kind: 'datetime', list: true, sortable: true, filter: ['range'] }),
    tool_id: referenceField('voice-tools', 'name'),
    /** Empty for a test from the tool's page. */
    call_id: optionalReferenceField('calls', 'to_number'),
    ok: field({ schema: z.boolean().default(false), kind: 'switch', list: true, filter: ['eq'] }),
    /** The answer's HTTP status; empty when none came (refused, timed out, unreachable). */
    status_code: field({ schema: z.number().int().min(0).max(599).optional(), kind: 'number', code: true, list: true, sortable: true, filter: ['eq', 'range'] }),
    latency_ms: field({ schema: z.number().int().min(0), kind: 'number', list: true, sortable: true, filter: ['range'] }),
    error: field({ schema: z.string().max(2000).optional(), kind: 'text', list: true, search: true, filter: ['like'] }),
    arguments: field({ schema: z.record(z.string(), z.json()).optional(), kind: 'json' }),
  },
});
