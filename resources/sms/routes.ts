import { z } from '../validation.ts';
import { defineResource, field, nameField, selectField } from '../kit/index.ts';
import { deckSettings } from './rate-decks.ts';
import { SMS_CURRENCIES, SMS_PROTOCOLS } from './shared.ts';

export const BIND_TYPES = ['transceiver', 'transmitter', 'receiver'] as const;
export const ROUTE_STATUSES = ['active', 'disabled'] as const;
/** What the SMPP link last reported of a route's bind; empty until the link has run. */
export const BIND_STATES = ['bound', 'binding', 'unbound', 'failed'] as const;
/** How an HTTP route calls its vendor (docs/areas/sms.md#http-routes). */
export const HTTP_METHODS = ['POST', 'GET'] as const;
/** The body template's format: JSON (placeholders filled as JSON strings) or form fields (URL-encoded). */
export const HTTP_FORMATS = ['json', 'form'] as const;
/** One request per message (the vendor cuts and concatenates) or one per part (Parley cuts, with its UDH). */
export const HTTP_SEND_AS = ['message', 'parts'] as const;

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
    // An HTTP route may leave it out: it is taken from http_url.
    host: field({ schema: z.string().trim().min(1).max(253).optional(), kind: 'text', list: true, search: true, filter: ['like'] }),
    port: field({ schema: z.number().int().min(1).max(65_535).optional(), kind: 'number', code: true, list: 'hidden' }),
    system_id: field({ schema: z.string().trim().max(64).optional(), kind: 'text', list: 'hidden', search: true, filter: ['eq'] }),
    password: field({ schema: z.string().max(255).optional(), kind: 'text', secret: true, list: false }),
    system_type: field({ schema: z.string().trim().max(12).optional(), kind: 'text', list: 'hidden' }),
    bind_type: selectField(BIND_TYPES, { initial: 'transceiver', list: 'hidden', sortable: false }),
    // How many submits may await their response at once; most SMSCs allow 10.
    window_size: field({ schema: z.number().int().min(1).max(1_000).default(10), kind: 'number', list: 'hidden' }),
    // International/ISDN by default, for numbers; an alphanumeric sender goes as TON 5 / NPI 0 and a short code as TON 3 / NPI 0 whatever this says (smpp/source-address.ts).
    source_ton: field({ schema: ton.default(1), kind: 'number', list: 'hidden' }),
    source_npi: field({ schema: npi.default(1), kind: 'number', list: 'hidden' }),
    enquire_link_seconds: field({ schema: z.number().int().min(5).max(600).default(30), kind: 'number', list: 'hidden' }),
    throughput_per_second: field({ schema: z.number().int().min(1).max(10_000).default(50), kind: 'number', list: true, sortable: true, filter: ['range'] }),
    currency: field({ schema: z.enum(SMS_CURRENCIES).default('EUR'), kind: 'select', options: SMS_CURRENCIES, list: true, filter: ['eq', 'in'] }),
    status: selectField(ROUTE_STATUSES, { initial: 'active', filter: ['eq', 'in', 'ne'] }),
    // HTTP routes: where and how each message (or part) is sent, and where the vendor's id is in the answer.
    http_url: field({ schema: z.string().trim().max(2_000).optional(), kind: 'url', list: 'hidden' }),
    http_method: selectField(HTTP_METHODS, { initial: 'POST', list: 'hidden', sortable: false, filter: undefined }),
    http_format: selectField(HTTP_FORMATS, { initial: 'json', list: 'hidden', sortable: false, filter: undefined }),
    http_send_as: selectField(HTTP_SEND_AS, { initial: 'message', list: 'hidden', sortable: false, filter: undefined }),
    /** {{to}} {{from}} {{text}} {{udh}} {{part}} {{parts}} {{ref}} {{dlr_url}} are filled per request. */
    http_body: field({ schema: z.string().max(4_000).optional(), kind: 'textarea', list: false }),
    /** One `Name: value` per line (an Authorization header, an API key): a credential, sealed at rest. */
    http_headers: field({ schema: z.string().max(4_000).optional(), kind: 'textarea', secret: true, list: false }),
    /** Where the vendor's message id is in a JSON answer, e.g. `messages.0.id`; empty: the answer's whole text. */
    http_message_id_path: field({ schema: z.string().trim().max(200).optional(), kind: 'text', list: false }),
    // Delivery receipts the vendor calls back with (POST or GET on the route's DLR address): which field holds what.
    dlr_id_field: field({ schema: z.string().trim().min(1).max(200).default('id'), kind: 'text', list: false }),
    dlr_status_field: field({ schema: z.string().trim().min(1).max(200).default('status'), kind: 'text', list: false }),
    dlr_error_field: field({ schema: z.string().trim().max(200).optional(), kind: 'text', list: false }),
    /** Written by the SMPP link when it binds, drops or fails (not yet running: stays empty). */
    bind_state: field({ schema: z.enum(BIND_STATES).optional(), kind: 'select', options: BIND_STATES, readOnly: true, list: 'hidden', filter: ['eq', 'in'] }),
    bind_state_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, list: 'hidden' }),
    // Rate sheets (docs/areas/sms.md#rate-sheets): the parser settings are saved from the deck screen.
    deck_settings: field({ schema: deckSettings.optional(), kind: 'json', readOnly: true, list: false, show: false }),
    notice_days: field({ schema: z.number().int().min(0).max(365).default(7), kind: 'number', list: 'hidden' }),
    auto_apply: field({ schema: z.boolean().default(false), kind: 'switch', list: 'hidden', filter: ['eq'] }),
  },
});
