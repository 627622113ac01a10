/**
 * Reading and saving a team's lookup provider settings, one per kind (HLR, MNP). The API key is
 * sealed before it is stored and only its mask ever leaves; a save that leaves the key out keeps
 * the stored one. Saving with the version last read refuses a stale write (409), as records do.
 */
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_CACHE_HOURS, LOOKUP_KINDS, type LookupKind, type ProviderSettingsInput, type ProviderSettingsRecord } from '../../../resources/enrichment/lookup-providers.ts';
import { maskSecret } from '../../../resources/kit/index.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import { lookupProviders } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { openCredential, sealCredential } from '../../security/credentials.ts';
import type { Caller } from '../caller.ts';

type Row = typeof lookupProviders.$inferSelect;

function recordOf(kind: LookupKind, row: Row | undefined): ProviderSettingsRecord {
  if (!row) return { kind, configured: false, adapter: 'simulator', base_url: null, api_key: null, cache_hours: DEFAULT_CACHE_HOURS, active: true, version: 0, updated_at: null };
  return {
    kind,
    configured: true,
    adapter: row.adapter === 'http' ? 'http' : 'simulator',
    base_url: row.base_url,
    // The mask shows the key's last characters, not its ciphertext's.
    api_key: maskSecret(row.api_key ? openCredential(row.api_key) : null),
    cache_hours: row.cache_hours,
    active: row.active,
    version: row.version,
    updated_at: row.updated_at.toISOString(),
  };
}

export async function readProviderSettings(db: DbOrTx, teamId: number): Promise<ProviderSettingsRecord[]> {
  const rows = await db.select().from(lookupProviders).where(eq(lookupProviders.team_id, teamId));
  return LOOKUP_KINDS.map((kind) => recordOf(kind, rows.find((r) => r.kind === kind)));
}

export async function saveProviderSettings(db: DbOrTx, caller: Caller, kind: LookupKind, input: ProviderSettingsInput): Promise<ProviderSettingsRecord> {
  const key = input.api_key === undefined ? undefined : input.api_key ? sealCredential(input.api_key) : null;
  const values = {
    adapter: input.adapter,
    base_url: input.base_url ?? null,
    cache_hours: input.cache_hours,
    active: input.active,
    ...(key !== undefined && { api_key: key }),
  };
  const stale = conflict(`These ${kind.toUpperCase()} provider settings were changed by someone else since you opened them; reload them and try again.`);
  const [row] = await db
    .insert(lookupProviders)
    .values({ team_id: caller.teamId, kind, created_by_id: caller.userId, updated_by_id: caller.userId, ...values })
    .onConflictDoUpdate({
      target: [lookupProviders.team_id, lookupProviders.kind],
      set: { ...values, version: sql`${lookupProviders.version} + 1`, updated_at: new Date(), updated_by_id: caller.userId },
      // A version given must be the stored one; 0 means "I saw none", which an existing row is not.
      ...(input.version !== undefined && { setWhere: eq(lookupProviders.version, input.version) }),
    })
    .returning();
  if (!row) throw stale;
  return recordOf(kind, row);
}

/** The settings row of one kind, for the lookups themselves. */
export async function providerRow(db: DbOrTx, teamId: number, kind: LookupKind): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(lookupProviders)
    .where(and(eq(lookupProviders.team_id, teamId), eq(lookupProviders.kind, kind)));
  return row ?? null;
}
