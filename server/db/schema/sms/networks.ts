/** Table of the `networks` resource (resources/sms/networks.ts): mobile networks by MCC/MNC. */
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../resource-columns.ts';

export const smsNetworks = pgTable(
  'sms_networks',
  {
    ...resourceColumns(),
    name: text().notNull(),
    brand: text(),
    country: text().notNull(),
    mcc: text().notNull(),
    mnc: text().notNull(),
  },
  (t) => [
    // One network per MCC/MNC and team: a duplicate answers 422 on `mcc` and `mnc`.
    uniqueIndex('sms_networks_team_mcc_mnc_key').on(t.team_id, t.mcc, t.mnc),
    index('sms_networks_team_country_idx').on(t.team_id, t.country),
    index('sms_networks_team_name_idx').on(t.team_id, t.name),
  ],
);
