import { z } from '../validation.ts';
import { defineResource, field } from '../kit/index.ts';

/**
 * The resources whose every write is recorded (docs/areas/workspace.md#audit-log): prices, routing
 * and money, where "who changed this, and from what" must always have an answer.
 */
export const AUDITED_RESOURCES = ['vendor-rates', 'client-rates', 'routing-rules', 'routing-plans', 'routes', 'endpoints', 'profit-rules', 'companies'] as const;
export type AuditedResource = (typeof AUDITED_RESOURCES)[number];

export const isAudited = (name: string): name is AuditedResource => (AUDITED_RESOURCES as readonly string[]).includes(name);

/** Each changed field's value before and after; a secret's values are masked. A create has only "after"s (null before), a delete only "before"s. */
export type AuditChanges = Record<string, [unknown, unknown]>;

/** What a secret's value reads as in the log: that it changed, never what it is. */
export const MASKED = '••••';

/**
 * One write to an audited record: who (a user, or Parley itself when `user_id` is empty), when,
 * which record, the action (create, update, delete or a custom action's name) and which fields
 * went from what to what. Parley appends it in the transaction of the write; nobody changes or
 * deletes it. Admins read their team's; staff read every team's.
 */
export const auditLog = defineResource({
  name: 'audit-log',
  apiPath: '/v1/audit-log',
  routes: { list: '/settings/audit-log' },
  scope: 'team',
  writtenBy: 'system',
  access: { read: 'admin', write: 'owner' },
  icon: 'setting',
  titleField: 'record_title',
  defaultSort: { field: 'at', order: 'desc' },
  fields: {
    at: field({ schema: z.iso.datetime({ offset: true }), kind: 'datetime', list: true, sortable: true, filter: ['range'] }),
    user_id: field({ schema: z.number().int().optional(), kind: 'number', code: true, list: 'hidden', filter: ['eq', 'in'] }),
    // As the user was named then; "Parley" for Parley's own writes.
    user_name: field({ schema: z.string().optional(), kind: 'text', list: true, search: true, filter: ['like'] }),
    resource: field({ schema: z.enum(AUDITED_RESOURCES), kind: 'select', options: AUDITED_RESOURCES, list: true, sortable: true, filter: ['eq', 'in'] }),
    record_id: field({ schema: z.number().int(), kind: 'number', code: true, list: true, filter: ['eq', 'in'] }),
    record_title: field({ schema: z.string().optional(), kind: 'text', list: true, search: true, filter: ['like'] }),
    action: field({ schema: z.string(), kind: 'text', list: true, sortable: true, filter: ['eq', 'in', 'ne'] }),
    changes: field({ schema: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])), kind: 'json' }),
    note: field({ schema: z.string().optional(), kind: 'text', list: true, search: true }),
  },
});
