/**
 * Generic create and update of a blacklist entry, the team's or the platform's: a number in any
 * notation becomes E.164 (the team's default country reads a national one), a prefix becomes `+`
 * and its digits, so the routing check compares like with like. The snapshots that hold the list
 * are forgotten once the entry is written.
 */
import { and, eq } from 'drizzle-orm';
import type { RecordWriter, WriteContext } from '../../../crud/record-writer.ts';
import { smsBlacklist, smsGlobalBlacklist } from '../../../db/schema/index.ts';
import { invalid } from '../../../http/errors.ts';
import { teamContactSettings } from '../../audience/contact-record.ts';
import { foldDigits, readPhoneNumber } from '../../audience/phone-number.ts';
import { forgetAllSnapshots, forgetSnapshot } from './cache.ts';

/** `+44 7`, `0044-7`, `447` → `+447`; null when it is not the start of an international number. */
export function readPrefix(text: string): string | null {
  const digits = foldDigits(text).replace(/[\s\u00a0\-.()]/g, '').replace(/^(\+|00)/, '');
  return /^[1-9]\d{0,14}$/.test(digits) ? `+${digits}` : null;
}

function blacklistWriter(global: boolean): RecordWriter {
  const table = global ? smsGlobalBlacklist : smsBlacklist;
  /** The entry as stored, on update (another team's entry is not found: its update answers 404 by itself). */
  const stored = async (ctx: WriteContext) => {
    if (ctx.mode !== 'update' || !ctx.id) return undefined;
    const where = global ? eq(smsGlobalBlacklist.id, ctx.id) : and(eq(smsBlacklist.id, ctx.id), eq(smsBlacklist.team_id, ctx.teamId));
    const [row] = await ctx.db.select({ number: table.number, match: table.match }).from(table).where(where);
    return row;
  };
  return {
    async prepare(values, ctx) {
      if (values.number === undefined && values.match === undefined) return values;
      const row = await stored(ctx);
      if (ctx.mode === 'update' && !row) return values;
      const match = (values.match ?? row?.match ?? 'number') as string;
      const number = values.number ?? row?.number;
      if (typeof number !== 'string') return values;
      if (match === 'prefix') {
        const prefix = readPrefix(number);
        if (!prefix) throw invalid({ number: ['Give a prefix as + and the first digits of the numbers (+2348).'] });
        return { ...values, number: prefix };
      }
      const read = readPhoneNumber(number, global ? null : (await teamContactSettings(ctx.db, ctx.teamId)).defaultCountry);
      if (!read.ok) throw invalid({ number: [read.message] });
      return { ...values, number: read.number.e164 };
    },
    async written(_row, ctx) {
      if (global) forgetAllSnapshots(ctx.db);
      else forgetSnapshot(ctx.db, ctx.teamId);
    },
  };
}

export const blacklistRecordWriter = blacklistWriter(false);
export const globalBlacklistRecordWriter = blacklistWriter(true);
