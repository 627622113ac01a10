/**
 * The contact rules on the generic create and update (the contacts screen, the REST API): the
 * number in any notation becomes E.164 with what its plan says (country, type, validity), custom
 * values are checked against the team's definitions, and the change goes into the contact's history.
 */
import { and, eq } from 'drizzle-orm';
import { teamSettingsOf } from '../../../resources/account/team-settings.ts';
import type { RecordWriter } from '../../crud/record-writer.ts';
import { contactEvents, contacts, teams } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import { invalid } from '../../http/errors.ts';
import { checkCustomValues, loadCustomFields } from './custom-values.ts';
import { MAX_TAGS } from './contact-writer.ts';
import { readPhoneNumber } from './phone-number.ts';
import { numberFacts } from './number-facts.ts';

export async function teamContactSettings(db: DbOrTx, teamId: number) {
  const [team] = await db.select({ settings: teams.settings }).from(teams).where(eq(teams.id, teamId));
  const settings = teamSettingsOf(team?.settings);
  return { defaultCountry: settings.default_country, allowedCountries: settings.contact_countries };
}

export const contactRecordWriter: RecordWriter = {
  async prepare(values, ctx) {
    const out = { ...values };
    const errors: Record<string, string[]> = {};
    if (values.phone !== undefined) {
      const { defaultCountry, allowedCountries } = await teamContactSettings(ctx.db, ctx.teamId);
      const read = readPhoneNumber(values.phone, defaultCountry, allowedCountries);
      if (!read.ok) errors.phone = [read.message];
      else if (ctx.mode === 'update' && (await currentPhone(ctx.db, ctx.teamId, ctx.id)) === read.number.e164) out.phone = read.number.e164;
      // A new number's lookups no longer hold: its network is its prefix's until it is looked up again.
      else Object.assign(out, numberFacts(read.number), { ported: null, reachability: null, looked_up_at: null });
    }
    if (values.custom !== undefined || ctx.mode === 'create') {
      const check = checkCustomValues(values.custom as Record<string, unknown> | null, await loadCustomFields(ctx.db, ctx.teamId), ctx.mode === 'create' || values.custom !== undefined);
      for (const [key, message] of Object.entries(check.errors)) errors[`custom.${key}`] = [message];
      if (values.custom !== undefined || Object.keys(check.values).length) out.custom = Object.keys(check.values).length ? check.values : null;
    }
    if (Array.isArray(values.tags)) out.tags = [...new Set(values.tags as string[])].slice(0, MAX_TAGS);
    if (Object.keys(errors).length) throw invalid(errors);
    return out;
  },
  async written(row, ctx) {
    await ctx.db.insert(contactEvents).values({ team_id: ctx.teamId, contact_id: row.id as number, kind: ctx.mode === 'create' ? 'created' : 'updated', ref_type: 'users', ref_id: ctx.userId });
  },
};

async function currentPhone(db: DbOrTx, teamId: number, id: number | undefined): Promise<string | null> {
  if (id === undefined) return null;
  const [row] = await db.select({ phone: contacts.phone }).from(contacts).where(and(eq(contacts.id, id), eq(contacts.team_id, teamId)));
  return row?.phone ?? null;
}
