/**
 * Generic create and update of a routing rule: its targets must be routes of the team, a rule
 * without targets must send least-cost, and a sender pattern must be a regular expression. The
 * team's routing snapshot is forgotten once the rule is written.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { RouteTarget } from '../../../../resources/sms/routing-rules.ts';
import type { RecordWriter } from '../../../crud/record-writer.ts';
import { routingRules, smsRoutes } from '../../../db/schema/index.ts';
import { invalid } from '../../../http/errors.ts';
import { forgetSnapshot } from './cache.ts';

export const ruleRecordWriter: RecordWriter = {
  async prepare(values, ctx) {
    const [stored] = ctx.mode === 'update' && ctx.id ? await ctx.db.select().from(routingRules).where(and(eq(routingRules.id, ctx.id), eq(routingRules.team_id, ctx.teamId))) : [];
    // Not the team's rule: the update answers 404 by itself.
    if (ctx.mode === 'update' && !stored) return values;
    const targets = (values.targets ?? stored?.targets ?? []) as RouteTarget[];
    const leastCost = (values.least_cost ?? stored?.least_cost ?? false) as boolean;
    const errors: Record<string, string[]> = {};
    if (!targets.length && !leastCost) errors.targets = ['Choose at least one route, or send this rule least-cost.'];
    if (values.targets !== undefined && targets.length) {
      const ids = targets.map((t) => t.route_id);
      const found = await ctx.db.select({ id: smsRoutes.id }).from(smsRoutes).where(and(eq(smsRoutes.team_id, ctx.teamId), inArray(smsRoutes.id, ids)));
      if (found.length !== ids.length) errors.targets = ['A chosen route does not exist.'];
    }
    if (typeof values.sender_pattern === 'string' && values.sender_pattern) {
      try {
        new RegExp(values.sender_pattern);
      } catch {
        errors.sender_pattern = ['This is not a valid regular expression.'];
      }
    }
    if (Object.keys(errors).length) throw invalid(errors);
    return values;
  },
  async written(_row, ctx) {
    forgetSnapshot(ctx.db, ctx.teamId);
  },
};
