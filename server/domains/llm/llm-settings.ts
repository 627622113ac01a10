/**
 * Reading and saving a team's AI settings. The API key is sealed before it is stored and only its
 * mask leaves; a save that leaves the key out keeps the stored one. A stale version is a 409.
 */
import { eq, sql } from 'drizzle-orm';
import type { LlmSettingsInput, LlmSettingsRecord } from '../../../resources/llm/llm-settings.ts';
import { maskSecret } from '../../../resources/kit/index.ts';
import type { LlmEnvConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import { llmSettings } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { openCredential, sealCredential } from '../../security/credentials.ts';
import type { Caller } from '../caller.ts';
import { resolveLlm, type TeamLlmSettings } from './llm-config.ts';

type Row = typeof llmSettings.$inferSelect;

/** The team's stored settings with the key opened, or null while it has none. */
export async function teamLlmSettings(db: DbOrTx, teamId: number): Promise<(TeamLlmSettings & { version: number; updated_at: Date }) | null> {
  const [row] = await db.select().from(llmSettings).where(eq(llmSettings.team_id, teamId));
  if (!row) return null;
  return { base_url: row.base_url, model: row.model, api_key: row.api_key ? openCredential(row.api_key) : null, version: row.version, updated_at: row.updated_at };
}

export async function readLlmSettings(db: DbOrTx, env: LlmEnvConfig, teamId: number): Promise<LlmSettingsRecord> {
  return recordOf(env, await teamLlmSettings(db, teamId));
}

export async function saveLlmSettings(db: DbOrTx, env: LlmEnvConfig, caller: Caller, input: LlmSettingsInput): Promise<LlmSettingsRecord> {
  const key = input.api_key === undefined ? undefined : input.api_key ? sealCredential(input.api_key) : null;
  const values = {
    base_url: input.base_url || null,
    model: input.model || null,
    ...(key !== undefined && { api_key: key }),
  };
  const [row] = await db
    .insert(llmSettings)
    .values({ team_id: caller.teamId, created_by_id: caller.userId, updated_by_id: caller.userId, ...values })
    .onConflictDoUpdate({
      target: [llmSettings.team_id],
      set: { ...values, version: sql`${llmSettings.version} + 1`, updated_at: new Date(), updated_by_id: caller.userId },
      ...(input.version !== undefined && { setWhere: eq(llmSettings.version, input.version) }),
    })
    .returning();
  if (!row) throw conflict('These AI settings were changed by someone else since you opened them; reload them and try again.');
  return recordOf(env, opened(row));
}

function opened(row: Row) {
  return { base_url: row.base_url, model: row.model, api_key: row.api_key ? openCredential(row.api_key) : null, version: row.version, updated_at: row.updated_at };
}

function recordOf(env: LlmEnvConfig, team: (TeamLlmSettings & { version: number; updated_at: Date }) | null): LlmSettingsRecord {
  const resolved = resolveLlm(env, team);
  return {
    base_url: team?.base_url ?? null,
    model: team?.model ?? null,
    // The mask shows the key's last characters, not its ciphertext's.
    api_key: maskSecret(team?.api_key ?? null),
    source: resolved?.source ?? 'none',
    environment: { base_url: env.baseUrl, model: env.model },
    version: team?.version ?? 0,
    updated_at: team?.updated_at.toISOString() ?? null,
  };
}
