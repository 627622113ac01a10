/** Custom actions of the hub: an endpoint's client rates, derived and sent. */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { BOM, toCsv } from '../../src/resources/csv.ts';
import { rateSheetMail, type RateLine } from '../mail/templates.ts';
import { HttpError, invalid } from '../http/errors.ts';
import { teams } from '../db/schema/index.ts';
import type { Row } from '../crud/record.ts';
import { cheapestPerNetwork, clientPrice, ruleFor, type ProfitRule, type VendorOffer } from './client-pricing.ts';
import type { ActionHandlers } from './types.ts';

const today = () => new Date().toISOString().slice(0, 10);
const dateOf = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

export const smsActions: ActionHandlers = {
  endpoints: {
    /**
     * Replaces the endpoint's client rates effective on the chosen date (default today) with prices
     * derived from its routing plan: the routes of the plan's active rules and its default route, their
     * active vendor rates in the endpoint's currency, plus the matching profit rule's margin.
     */
    async 'apply-rates'({ app, record, caller, store, storeOf, input }) {
      const effective = (input.effective_from as string | undefined) ?? today();
      if (!record.plan_id) throw invalid({ plan_id: ['Give this endpoint a routing plan first: its rates come from the plan.'] });
      const plans = storeOf('routing-plans');
      const plan = await plans.get(record.plan_id as number, caller.teamId);
      const rules = storeOf('routing-rules').tableInfo;
      const vendor = storeOf('vendor-rates').tableInfo;
      const profit = storeOf('profit-rules').tableInfo;
      const client = storeOf('client-rates');
      const db = app.database.db;
      const team = eq(rules.col('team_id'), caller.teamId);
      const ruleRoutes = await db
        .select({ route_id: rules.col('route_id') })
        .from(rules.table)
        .where(and(team, eq(rules.col('plan_id'), plan.id as number), eq(rules.col('active'), true)));
      const routeIds = [...new Set([...ruleRoutes.map((r) => r.route_id as number), ...(plan.default_route_id ? [plan.default_route_id as number] : [])])];
      if (!routeIds.length) throw new HttpError(409, `The routing plan "${String(plan.name)}" has no active rules and no default route, so there is nothing to price from.`);
      const currency = record.currency as string;
      const offers = (await db
        .select({ country: vendor.col('country'), network_name: vendor.col('network_name'), mcc: vendor.col('mcc'), mnc: vendor.col('mnc'), price: vendor.col('price') })
        .from(vendor.table)
        .where(
          and(
            eq(vendor.col('team_id'), caller.teamId),
            inArray(vendor.col('route_id'), routeIds),
            eq(vendor.col('status'), 'active'),
            eq(vendor.col('currency'), currency),
            lte(vendor.col('effective_from'), new Date(`${effective}T00:00:00Z`)),
          ),
        )) as VendorOffer[];
      const margins = (await db
        .select({ country: profit.col('country'), margin_percent: profit.col('margin_percent'), min_margin: profit.col('min_margin') })
        .from(profit.table)
        .where(and(eq(profit.col('team_id'), caller.teamId), eq(profit.col('active'), true), eq(profit.col('currency'), currency)))
        .orderBy(asc(profit.col('id')))) as ProfitRule[];
      const from = new Date(`${effective}T00:00:00Z`);
      const stamp = { team_id: caller.teamId, version: 1, created_by_id: caller.userId, updated_by_id: caller.userId };
      const lines = cheapestPerNetwork(offers).map((o) => ({
        endpoint_id: record.id,
        network_name: o.network_name,
        country: o.country,
        mcc: o.mcc,
        mnc: o.mnc,
        price: clientPrice(o.price, ruleFor(o.country, margins)),
        currency,
        effective_from: from,
        ...stamp,
      }));
      const t = client.tableInfo;
      await db.transaction(async (tx) => {
        await tx.delete(t.table).where(and(eq(t.col('team_id'), caller.teamId), eq(t.col('endpoint_id'), record.id as number), eq(t.col('effective_from'), from)));
        if (lines.length) await tx.insert(t.table).values(lines as never);
      });
      client.changed();
      store.changed();
      return { applied: lines.length };
    },

    /** Mails the endpoint's current price list (the latest rate per network in force today). */
    async 'send-rates'({ app, record, caller, storeOf, input }) {
      const to = input.to as string;
      const t = storeOf('client-rates').tableInfo;
      const db = app.database.db;
      const rows = (await db
        .select()
        .from(t.table)
        .where(and(eq(t.col('team_id'), caller.teamId), eq(t.col('endpoint_id'), record.id as number), lte(t.col('effective_from'), new Date())))
        .orderBy(asc(t.col('country')), asc(t.col('network_name')), asc(t.col('effective_from')))) as Row[];
      const latest = new Map<string, Row>();
      for (const r of rows) latest.set(`${String(r.mcc)}/${String(r.mnc)}`, r);
      if (!latest.size) throw new HttpError(409, `"${String(record.name)}" has no rates in force yet. Apply rates first.`);
      const lines: RateLine[] = [...latest.values()].map((r) => ({
        country: String(r.country),
        network_name: String(r.network_name),
        mcc: String(r.mcc),
        mnc: String(r.mnc),
        price: Number(r.price),
        currency: String(r.currency),
        effective_from: dateOf(r.effective_from),
      }));
      // A mail body needs no byte-order mark (that is for spreadsheets opening a file).
      const csv = toCsv(
        ['country', 'network', 'mcc', 'mnc', 'price', 'currency', 'effective_from'],
        lines.map((l) => [l.country, l.network_name, l.mcc, l.mnc, (l.price / 1_000_000).toFixed(6), l.currency, l.effective_from]),
      ).replace(BOM, '');
      const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, caller.teamId));
      await app.mailer.send(rateSheetMail(to, team?.name ?? 'Parley', String(record.name), lines, csv));
      // The endpoint's update list shows when each address last heard from us.
      const recipients = storeOf('email-updates');
      const r = recipients.tableInfo;
      await db
        .update(r.table)
        .set({ last_sent_at: new Date() } as never)
        .where(and(eq(r.col('team_id'), caller.teamId), eq(r.col('endpoint_id'), record.id as number), sql`lower(${r.col('email')}) = lower(${to})`));
      recipients.changed();
      return { sent: true, to };
    },
  },
};
