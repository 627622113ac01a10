import { z } from '../validation.ts';
import { defineResource, field, referenceField, selectField } from '../kit/index.ts';

export const BIND_TYPES = ['transmitter', 'receiver', 'transceiver'] as const;
export type BindType = (typeof BIND_TYPES)[number];

/** `bound`: the session is up now; `closed`: it was, and ended; `refused`: the bind was answered with an error. */
export const BIND_STATES = ['bound', 'closed', 'refused'] as const;
export type BindState = (typeof BIND_STATES)[number];

/** Why a bind was refused (its SMPP status is beside it). */
export const BIND_REFUSALS = ['password', 'address', 'suspended', 'disabled', 'not_smpp', 'max_binds', 'hub_off'] as const;
export type BindRefusal = (typeof BIND_REFUSALS)[number];

/** How a session ended: the client's unbind, the connection lost, Parley stopping, or a process that died with it. */
export const BIND_ENDINGS = ['unbind', 'dropped', 'shutdown', 'lost'] as const;
export type BindEnding = (typeof BIND_ENDINGS)[number];

/**
 * A client's SMPP session with Parley's SMPP server, or its refused attempt: written by the server,
 * one row per bind, closed when the session ends. The rows still `bound` are the endpoint's live binds.
 * docs/areas/hub.md#binds.
 */
export const endpointBinds = defineResource({
  name: 'endpoint-binds',
  apiPath: '/v1/hub/endpoint-binds',
  routes: { views: [{ path: '/hub/endpoints/:id/binds', idFilter: 'endpoint_id' }] },
  scope: 'team',
  writtenBy: 'system',
  access: { read: 'viewer', area: 'hub' },
  icon: 'api',
  titleField: 'system_id',
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    endpoint_id: referenceField('endpoints', 'name'),
    system_id: field({ schema: z.string(), kind: 'text', list: true, search: true, filter: ['eq'] }),
    bind_type: selectField(BIND_TYPES, { filter: ['eq', 'in'] }),
    state: selectField(BIND_STATES, { filter: ['eq', 'in', 'ne'] }),
    remote_ip: field({ schema: z.string(), kind: 'text', list: true, search: true, filter: ['eq'] }),
    refusal: field({ schema: z.enum(BIND_REFUSALS).optional(), kind: 'select', options: BIND_REFUSALS, list: true, filter: ['eq', 'in'] }),
    /** The command_status the bind was answered with (ESME_ROK, ESME_RINVPASWD…). */
    status: field({ schema: z.string(), kind: 'text', list: 'hidden', filter: ['eq'] }),
    ending: field({ schema: z.enum(BIND_ENDINGS).optional(), kind: 'select', options: BIND_ENDINGS, list: true, filter: ['eq', 'in'] }),
    /** Which Parley process holds the session (host:pid). */
    process: field({ schema: z.string(), kind: 'text', list: 'hidden', filter: ['eq'] }),
    bound_at: field({ schema: z.iso.datetime({ offset: true }), kind: 'datetime', list: true, sortable: true, filter: ['range'] }),
    ended_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', list: true, sortable: true, filter: ['range'] }),
  },
});
