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
    if (ctx.mode === 'update') {
      // Not the team's plan: the update answers 404 by itself, and nothing else may change first.
      const [own] = await ctx.db.select({ id: routingPlans.id }).from(routingPlans).where(and(eq(routingPlans.id, ctx.id ?? 0), eq(routingPlans.team_id, ctx.teamId)));
      if (!own) return values;
    }
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
