import { z } from '../validation.ts';
import { defineResource, field, nameField, selectField } from '../kit/index.ts';
import { SMS_CURRENCIES, SMS_PROTOCOLS } from './shared.ts';

export const BIND_TYPES = ['transceiver', 'transmitter', 'receiver'] as const;
export const ROUTE_STATUSES = ['active', 'disabled'] as const;
/** What the SMPP link last reported of a route's bind; empty until the link has run. */
export const BIND_STATES = ['bound', 'binding', 'unbound', 'failed'] as const;

/** SMPP type of number and numbering plan indicator (SMPP 3.4, 5.2.5–5.2.6). */
const ton = z.number().int().min(0).max(6);
const npi = z.number().int().min(0).max(18);

/** An SMS route: one connection to a vendor (SMPP bind or HTTP API) that messages leave through. */
export const routes = defineResource({
  name: 'routes',
  apiPath: '/v1/sms/routing/routes',
  routes: { list: '/sms/routing/routes', views: [{ path: '/hub/routing/routes' }] },
  scope: 'team',
  // Routing and vendor prices move live traffic and margins at once: admins change them.
  access: { read: 'viewer', write: 'admin' },
  icon: 'api',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: nameField(),
    vendor: field({ schema: z.string().trim().min(1).max(120), kind: 'text', list: true, sortable: true, search: true, filter: ['eq', 'like'] }),
    protocol: selectField(SMS_PROTOCOLS, { initial: 'smpp', sortable: false }),
    host: field({ schema: z.string().trim().min(1).max(253), kind: 'text', list: true, search: true, filter: ['like'] }),
    port: field({ schema: z.number().int().min(1).max(65_535).optional(), kind: 'number', code: true, list: 'hidden' }),
    system_id: field({ schema: z.string().trim().max(64).optional(), kind: 'text', list: 'hidden', search: true, filter: ['eq'] }),
    password: field({ schema: z.string().max(255).optional(), kind: 'text', secret: true, list: false }),
    system_type: field({ schema: z.string().trim().max(12).optional(), kind: 'text', list: 'hidden' }),
    bind_type: selectField(BIND_TYPES, { initial: 'transceiver', list: 'hidden', sortable: false }),
    // How many submits may await their response at once; most SMSCs allow 10.
    window_size: field({ schema: z.number().int().min(1).max(1_000).default(10), kind: 'number', list: 'hidden' }),
    // International/ISDN by default; the link sends an alphanumeric sender as TON 5, NPI 0 whatever this says.
    source_ton: field({ schema: ton.default(1), kind: 'number', list: 'hidden' }),
    source_npi: field({ schema: npi.default(1), kind: 'number', list: 'hidden' }),
    enquire_link_seconds: field({ schema: z.number().int().min(5).max(600).default(30), kind: 'number', list: 'hidden' }),
    throughput_per_second: field({ schema: z.number().int().min(1).max(10_000).default(50), kind: 'number', list: true, sortable: true, filter: ['range'] }),
    currency: field({ schema: z.enum(SMS_CURRENCIES).default('EUR'), kind: 'select', options: SMS_CURRENCIES, list: true, filter: ['eq', 'in'] }),
    status: selectField(ROUTE_STATUSES, { initial: 'active', filter: ['eq', 'in', 'ne'] }),
    /** Written by the SMPP link when it binds, drops or fails (not yet running: stays empty). */
    bind_state: field({ schema: z.enum(BIND_STATES).optional(), kind: 'select', options: BIND_STATES, readOnly: true, list: 'hidden', filter: ['eq', 'in'] }),
    bind_state_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, list: 'hidden' }),
  },
});
