/** Generic create and update of a campaign stopper: a field condition names its field and value. */
import { and, eq } from 'drizzle-orm';
import type { RecordWriter } from '../../../crud/record-writer.ts';
import { campaignStoppers } from '../../../db/schema/index.ts';
import { invalid } from '../../../http/errors.ts';

export const stopperRecordWriter: RecordWriter = {
  async prepare(values, ctx) {
    const [stored] = ctx.mode === 'update' && ctx.id ? await ctx.db.select().from(campaignStoppers).where(and(eq(campaignStoppers.id, ctx.id), eq(campaignStoppers.team_id, ctx.teamId))) : [];
    if (ctx.mode === 'update' && !stored) return values;
    const condition = values.condition ?? stored?.condition ?? 'outcome_streak';
    if (condition !== 'field_equals') return values;
    const errors: Record<string, string[]> = {};
    if (!(values.field ?? stored?.field)) errors.field = ['Name the extracted field to watch.'];
    if (!(values.value ?? stored?.value)) errors.value = ['Give the value that stops the campaign.'];
    if (Object.keys(errors).length) throw invalid(errors);
    return values;
  },
};
