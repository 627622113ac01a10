/** Table of the `routes` resource (resources/sms/routes.ts): SMS vendor connections. */
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DeckSettings } from '../../../../resources/sms/rate-decks.ts';
import type { BIND_STATES, BIND_TYPES, HTTP_FORMATS, HTTP_METHODS, HTTP_SEND_AS, ROUTE_STATUSES } from '../../../../resources/sms/routes.ts';
import type { SMS_CURRENCIES, SMS_PROTOCOLS } from '../../../../resources/sms/shared.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const smsRoutes = pgTable(
  'sms_routes',
  {
    ...resourceColumns(),
    name: text().notNull(),
    vendor: text().notNull(),
    protocol: text().$type<(typeof SMS_PROTOCOLS)[number]>().notNull().default('smpp'),
    host: text().notNull(),
    port: integer(),
    system_id: text(),
    password: text(),
    system_type: text(),
    bind_type: text().$type<(typeof BIND_TYPES)[number]>().notNull().default('transceiver'),
    window_size: integer().notNull().default(10),
    source_ton: integer().notNull().default(1),
    source_npi: integer().notNull().default(1),
    enquire_link_seconds: integer().notNull().default(30),
    throughput_per_second: integer().notNull().default(50),
    currency: text().$type<(typeof SMS_CURRENCIES)[number]>().notNull().default('EUR'),
    status: text().$type<(typeof ROUTE_STATUSES)[number]>().notNull().default('active'),
    http_url: text(),
    http_method: text().$type<(typeof HTTP_METHODS)[number]>().notNull().default('POST'),
    http_format: text().$type<(typeof HTTP_FORMATS)[number]>().notNull().default('json'),
    http_send_as: text().$type<(typeof HTTP_SEND_AS)[number]>().notNull().default('message'),
    http_body: text(),
    /** Sealed like the password. */
    http_headers: text(),
    http_message_id_path: text(),
    dlr_id_field: text().notNull().default('id'),
    dlr_status_field: text().notNull().default('status'),
    dlr_error_field: text(),
    /** The secret in the route's delivery-receipt address (server/domains/sms/http/dlr-token.ts), sealed; made when first shown. */
    dlr_token: text(),
    /** The SMPP link's last report of the bind; null until it has run. */
    bind_state: text().$type<(typeof BIND_STATES)[number]>(),
    bind_state_at: timestamp({ withTimezone: true }),
    /** How this vendor's rate sheets are read (resources/sms/rate-decks.ts); null until saved once. */
    deck_settings: jsonb().$type<DeckSettings>(),
    /** Days a price increase must be announced before it takes effect; earlier ones are flagged. */
    notice_days: integer().notNull().default(7),
    /** Apply this route's decks without waiting for an admin's approval. */
    auto_apply: boolean().notNull().default(false),
  },
  (t) => [
    index('sms_routes_team_name_idx').on(t.team_id, t.name),
    index('sms_routes_team_vendor_idx').on(t.team_id, t.vendor),
    index('sms_routes_team_status_idx').on(t.team_id, t.status),
  ],
);
