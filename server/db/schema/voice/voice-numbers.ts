/** Table of the `voice-numbers` resource (resources/voice/voice-numbers.ts). */
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NUMBER_CAPABILITIES, NUMBER_COUNTRIES, NUMBER_STATUSES } from '../../../../resources/voice/voice-numbers.ts';
import type { CURRENCIES } from '../../../../resources/voice/shared.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { agents } from './agents.ts';
import { voiceAccounts } from './voice-accounts.ts';
import { voiceSipTrunks } from './voice-sip-trunks.ts';

export const voiceNumbers = pgTable(
  'voice_numbers',
  {
    ...resourceColumns(),
    number: text().notNull(),
    label: text(),
    account_id: integer()
      .notNull()
      .references(() => voiceAccounts.id, { onDelete: 'restrict' }),
    agent_id: integer().references(() => agents.id, { onDelete: 'restrict' }),
    /** The team's own trunk the number's calls go through; deleting the trunk hands them back to the account. */
    sip_trunk_id: integer().references(() => voiceSipTrunks.id, { onDelete: 'set null' }),
    country: text().$type<(typeof NUMBER_COUNTRIES)[number]>().notNull(),
    capabilities: jsonb().$type<(typeof NUMBER_CAPABILITIES)[number][]>().notNull().default(['voice']),
    status: text().$type<(typeof NUMBER_STATUSES)[number]>().notNull().default('active'),
    /** Minor units of `currency`. */
    monthly_cost: integer().notNull().default(0),
    currency: text().$type<(typeof CURRENCIES)[number]>().notNull().default('USD'),
  },
  (t) => [
    // A number belongs to one team once (a duplicate answers 422 on `number`).
    uniqueIndex('voice_numbers_team_number_key').on(t.team_id, t.number),
    index('voice_numbers_account_idx').on(t.account_id),
    index('voice_numbers_agent_idx').on(t.agent_id),
    index('voice_numbers_sip_trunk_idx').on(t.sip_trunk_id),
  ],
);
