/** Table of the `voice-sip-trunks` resource (resources/voice/voice-sip-trunks.ts). */
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../resource-columns.ts';

export const voiceSipTrunks = pgTable(
  'voice_sip_trunks',
  {
    ...resourceColumns(),
    name: text().notNull(),
    termination_uri: text().notNull(),
    username: text(),
    /** Sealed (server/security/credentials.ts). */
    password: text(),
    allowed_ips: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [index('voice_sip_trunks_team_name_idx').on(t.team_id, t.name)],
);
