/** Table of the `voice-tools` resource (resources/voice/voice-tools.ts). */
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { HTTP_METHODS, TOOL_TYPES } from '../../../../resources/voice/voice-tools.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const voiceTools = pgTable(
  'voice_tools',
  {
    ...resourceColumns(),
    name: text().notNull(),
    key: text().notNull(),
    type: text().$type<(typeof TOOL_TYPES)[number]>().notNull(),
    description: text().notNull(),
    url: text(),
    method: text().$type<(typeof HTTP_METHODS)[number]>().notNull().default('POST'),
    transfer_number: text(),
    /** Sealed (server/security/credentials.ts): `Name: value` lines. */
    headers: text(),
    parameters: jsonb().$type<Record<string, unknown>>(),
    timeout_seconds: integer().notNull().default(10),
    active: boolean().notNull().default(true),
  },
  (t) => [
    // Agents name their tools by key: one key per team (a duplicate answers 422 on `key`).
    uniqueIndex('voice_tools_team_key_key').on(t.team_id, t.key),
    index('voice_tools_team_name_idx').on(t.team_id, t.name),
  ],
);
