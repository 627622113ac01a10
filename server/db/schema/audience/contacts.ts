/** Table of the `contacts` resource (resources/audience/contacts.ts): columns named as its fields. */
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CONTACT_CHANNELS, CONTACT_SOURCES, CONTACT_STATUSES } from '../../../../resources/audience/contacts.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const contacts = pgTable(
  'contacts',
  {
    ...resourceColumns(),
    /** E.164. */
    phone: text().notNull(),
    first_name: text(),
    last_name: text(),
    email: text(),
    /** ISO 3166-1 alpha-2, from the number. */
    country: text(),
    /** What the number is (mobile, fixed_line, voip, …), from the number's plan; null until known. */
    number_type: text(),
    /** Whether the number is a possible number of its country's plan. */
    valid: boolean().notNull().default(true),
    /** IANA time zone of the number, for calling and sending windows. */
    timezone: text(),
    network: text(),
    mcc: text(),
    mnc: text(),
    /** Where the network came from: `prefix`, `hlr` or `mnp`. */
    network_source: text(),
    ported: boolean(),
    /** The last HLR answer: valid, invalid, absent, unknown. */
    reachability: text(),
    looked_up_at: timestamp({ withTimezone: true }),
    /** On the team's do-not-contact list (kept by the opt_outs triggers). */
    opted_out: boolean().notNull().default(false),
    tags: jsonb().$type<string[]>().notNull().default([]),
    channels: jsonb().$type<(typeof CONTACT_CHANNELS)[number][]>().notNull().default(['sms']),
    status: text().$type<(typeof CONTACT_STATUSES)[number]>().notNull().default('subscribed'),
    source: text().$type<(typeof CONTACT_SOURCES)[number]>().notNull().default('manual'),
    custom: jsonb().$type<Record<string, string | number | boolean>>(),
    last_contacted_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One contact per number and team: a duplicate answers 422 on `phone`.
    uniqueIndex('contacts_team_phone_key').on(t.team_id, t.phone),
    // With id, the list's default order (newest first, id breaking ties) is read from the index: a page filtered by a tag stops after its rows.
    index('contacts_team_created_idx').on(t.team_id, t.created_at, t.id),
    index('contacts_team_last_name_idx').on(t.team_id, t.last_name),
    index('contacts_team_country_idx').on(t.team_id, t.country),
    index('contacts_team_status_idx').on(t.team_id, t.status),
    index('contacts_team_last_contacted_idx').on(t.team_id, t.last_contacted_at),
    index('contacts_tags_idx').using('gin', t.tags),
    index('contacts_team_network_idx').on(t.team_id, t.network),
  ],
);
