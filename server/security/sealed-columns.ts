/**
 * Every column that holds a credential: each `secret: true` field of resources/, each webhook
 * source's signing secret (a `webhook_secret` column, server/webhooks/sources.ts), an HTTP route's
 * receipt token, a team's lookup provider and language model keys and the installation's signing key. The start-up
 * step and the rotation command seal what is in them.
 */
import { and, eq, getTableColumns, getTableName, isNotNull, ne, notLike, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { allResources } from '../../resources/index.ts';
import type { Db } from '../db/client.ts';
import { areaTables } from '../areas.ts';
import { appSettings, hubBalanceCheckers, hubEndpoints, llmSettings, lookupProviders, smsRoutes } from '../db/schema/index.ts';

export interface SealedColumn {
  table: PgTable;
  /** What identifies a row (its primary key column) and the credential's column. */
  id: PgColumn;
  column: PgColumn;
  /** Only rows this selects hold a credential (app_settings holds other values too). */
  where?: SQL;
  label: string;
}

export function sealedColumns(): SealedColumn[] {
  const out: SealedColumn[] = [];
  for (const resource of allResources()) {
    const table = areaTables[resource.name];
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const secrets = Object.entries(resource.fields).filter(([, field]) => field.secret).map(([name]) => name);
    if (columns.webhook_secret) secrets.push('webhook_secret');
    for (const name of secrets) out.push({ table, id: columns.id, column: columns[name], label: `${getTableName(table)}.${name}` });
  }
  // An HTTP route's receipt address token (server/domains/sms/http/dlr-token.ts): shown to admins, never a field.
  out.push({ table: smsRoutes, id: smsRoutes.id, column: smsRoutes.dlr_token, label: 'sms_routes.dlr_token' });
  // An HTTP hub endpoint's receipt signing secret (server/domains/hub/http/credentials.ts): shown to admins, never a field.
  out.push({ table: hubEndpoints, id: hubEndpoints.id, column: hubEndpoints.signing_secret, label: 'hub_endpoints.signing_secret' });
  // A team's lookup provider key (server/domains/enrichment/provider-settings.ts): settings, not a resource.
  out.push({ table: lookupProviders, id: lookupProviders.id, column: lookupProviders.api_key, label: 'lookup_providers.api_key' });
  // A team's language model key (server/domains/llm/llm-settings.ts): settings, not a resource.
  out.push({ table: llmSettings, id: llmSettings.id, column: llmSettings.api_key, label: 'llm_settings.api_key' });
  // A company's balance checker headers (server/domains/hub/balance-checker/settings.ts): one per company, not a resource.
  out.push({ table: hubBalanceCheckers, id: hubBalanceCheckers.company_id, column: hubBalanceCheckers.headers, label: 'hub_balance_checkers.headers' });
  out.push({ table: appSettings, id: appSettings.key, column: appSettings.value, where: eq(appSettings.key, 'app_key'), label: 'app_settings.app_key' });
  return out;
}

/** Rows of a sealed column whose value is not sealed with the key whose prefix is given. */
export async function rowsNotSealedWith(db: Db, c: SealedColumn, prefix: string): Promise<{ id: unknown; value: string }[]> {
  const rows = await db
    .select({ id: c.id, value: c.column })
    .from(c.table)
    .where(and(c.where, isNotNull(c.column), ne(c.column, ''), notLike(c.column, `${prefix}%`)));
  return rows as { id: unknown; value: string }[];
}

/** Replaces one value, only while it is still the one read (a user's edit in between wins). */
export async function replaceValue(db: Db, c: SealedColumn, id: unknown, from: string, to: string): Promise<void> {
  await db
    .update(c.table)
    .set({ [columnKey(c)]: to } as never)
    .where(and(eq(c.id, id), eq(c.column, from)));
}

/** The drizzle property name of a column (the table object's key), which `set` expects. */
function columnKey(c: SealedColumn): string {
  const entry = Object.entries(getTableColumns(c.table)).find(([, col]) => col === c.column);
  if (!entry) throw new Error(`${c.label} is not a column of its table`);
  return entry[0];
}
