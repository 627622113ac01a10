/**
 * Generic create and update of a routing plan: a team has one default plan, so marking one as
 * default unsets the previous one (an edit of that plan: its version moves, so an open form of it
 * learns of the change). The partial unique index routing_plans_team_default_key holds the rule
 * against any writer that forgets.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { RecordWriter } from '../../../crud/record-writer.ts';
import { routingPlans } from '../../../db/schema/index.ts';
import { forgetSnapshot } from './cache.ts';

export const planRecordWriter: RecordWriter = {
  async prepare(values, ctx) {
    if (values.is_default !== true) return values;
    const others = and(eq(routingPlans.team_id, ctx.teamId), eq(routingPlans.is_default, true), ctx.id ? ne(routingPlans.id, ctx.id) : undefined);
    await ctx.db
      .update(routingPlans)
      .set({ is_default: false, version: sql`${routingPlans.version} + 1`, updated_at: new Date(), updated_by_id: ctx.userId })
      .where(others);
    return values;
  },
  async written(_row, ctx) {
    forgetSnapshot(ctx.db, ctx.teamId);
  },
};
