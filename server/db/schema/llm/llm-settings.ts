/**
 * A team's own language model (Team settings → AI): an OpenAI-compatible API's base URL, model and
 * sealed API key. While a team has no row (or no base URL) the installation's LLM_* settings apply.
 */
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../resource-columns.ts';

export const llmSettings = pgTable(
  'llm_settings',
  {
    ...resourceColumns(),
    base_url: text(),
    model: text(),
    /** Sealed (server/security/credentials.ts); only its mask ever leaves. */
    api_key: text(),
  },
  (t) => [uniqueIndex('llm_settings_team_key').on(t.team_id)],
);
