/** Table of the `voice-accounts` resource (resources/voice/voice-accounts.ts). */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import type { VOICE_ACCOUNT_STATUSES, VOICE_PROVIDERS } from '../../../../resources/voice/voice-accounts.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const voiceAccounts = pgTable(
  'voice_accounts',
  {
    ...resourceColumns(),
    name: text().notNull(),
    provider: text().$type<(typeof VOICE_PROVIDERS)[number]>().notNull(),
    account_sid: text(),
    api_key: text(),
    region: text(),
    status: text().$type<(typeof VOICE_ACCOUNT_STATUSES)[number]>().notNull().default('active'),
  },
  (t) => [index('voice_accounts_team_name_idx').on(t.team_id, t.name)],
);
