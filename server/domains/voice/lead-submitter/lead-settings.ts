/**
 * The team's lead-submitter settings: one row per team, its headers sealed at rest and answered as
 * a mask. Saving the mask back keeps the stored headers; an empty value removes them.
 */
import { eq } from 'drizzle-orm';
import { maskSecret } from '../../../../resources/kit/index.ts';
import { leadSettingsSchema, type LeadSettings } from '../../../../resources/voice/lead-submitter.ts';
import { leadSubmitterSettings } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { openCredential, sealCredential } from '../../../security/credentials.ts';

export type LeadSettingsRow = typeof leadSubmitterSettings.$inferSelect;

const DEFAULTS = leadSettingsSchema.parse({});

export async function leadSettingsRow(db: DbOrTx, teamId: number): Promise<LeadSettingsRow | null> {
  const [row] = await db.select().from(leadSubmitterSettings).where(eq(leadSubmitterSettings.team_id, teamId));
  return row ?? null;
}

/** What the API answers: the settings with their headers masked. */
export function shownSettings(row: LeadSettingsRow | null): LeadSettings {
  if (!row) return DEFAULTS;
  return { enabled: row.enabled, url: row.url, method: row.method, headers: row.headers ? maskOf(row.headers) : null, mapping: row.mapping, outcomes: row.outcomes };
}

/** The headers' mask; sealed with a key this server lacks, a bare mask (sending says to enter them again). */
function maskOf(sealed: string): string | null {
  try {
    return maskSecret(openCredential(sealed));
  } catch {
    return '••••';
  }
}

export async function saveLeadSettings(db: DbOrTx, teamId: number, settings: LeadSettings): Promise<LeadSettings> {
  const stored = await leadSettingsRow(db, teamId);
  const keep = settings.headers?.startsWith('••••');
  const headers = keep ? (stored?.headers ?? null) : settings.headers?.trim() ? sealCredential(settings.headers.trim()) : null;
  const values = { enabled: settings.enabled, url: settings.url, method: settings.method, headers, mapping: settings.mapping, outcomes: settings.outcomes, updated_at: new Date() };
  const [row] = await db
    .insert(leadSubmitterSettings)
    .values({ team_id: teamId, ...values })
    .onConflictDoUpdate({ target: leadSubmitterSettings.team_id, set: values })
    .returning();
  return shownSettings(row);
}
