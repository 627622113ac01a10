/** Table of the `contacts` resource (resources/audience/contacts.ts): columns named as its fields. */
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CONTACT_CHANNELS, CONTACT_SOURCES, CONTACT_STATUSES, COUNTRIES } from '../../../../resources/audience/contacts.ts';
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
    country: text().$type<(typeof COUNTRIES)[number]>(),
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
    index('contacts_team_created_idx').on(t.team_id, t.created_at),
    index('contacts_team_last_name_idx').on(t.team_id, t.last_name),
    index('contacts_team_country_idx').on(t.team_id, t.country),
    index('contacts_team_status_idx').on(t.team_id, t.status),
    index('contacts_team_last_contacted_idx').on(t.team_id, t.last_contacted_at),
    index('contacts_tags_idx').using('gin', t.tags),
  ],
);
