/**
 * What one hub part contributes to the roll-ups (docs/areas/hub.md#reports), read from the raw rows:
 * the incremental tally and the rebuild both start here, so they cannot disagree on what counts.
 *
 * - messages and parts, under the route the part is on now (after a failover, the route that took it);
 * - delivered: its parts, once the message is delivered;
 * - revenue: its client price, unless it was refunded;
 * - cost: the route's price for it once a vendor took it (`submitted_at`), unless the vendor
 *   rejected it (a rejected part is refunded, and the vendor does not bill it), in the route's
 *   currency, which may differ from the client's: then it is a roll-up row of its own.
 */
import { sql, type SQL } from 'drizzle-orm';
import { hubParts, smsMessages } from '../../../db/schema/index.ts';

/** The roll-ups' key, in the order of their primary key (and the order rows are locked in). */
export const ROLLUP_KEY = sql.raw('team_id, day, endpoint_id, company_id, route_id, country, network, currency');

/** One row per part matching `where` (over `hub_parts p` and `sms_messages m`). */
export const partFigures = (where: SQL) => sql`
  select p.message_id, p.team_id, (p.created_at at time zone 'UTC')::date as day, p.endpoint_id, p.company_id,
    coalesce(m.route_id, 0) as route_id, coalesce(m.country, '') as country, coalesce(m.mccmnc, '') as network,
    p.currency, m.parts,
    case when p.refunded_at is null then p.price else 0 end::bigint as revenue,
    case when m.status = 'delivered' then m.parts else 0 end as delivered,
    case when m.submitted_at is not null and m.status <> 'rejected' then coalesce(m.cost, 0) else 0 end::bigint as cost,
    coalesce(m.currency, p.currency) as cost_currency
  from ${hubParts} p join ${smsMessages} m on m.id = p.message_id
  where ${where}`;

/**
 * Parts' figures `x` (with a sign `s`, 1 or -1) summed per roll-up key: the client's currency
 * carries the counts and revenue, the route's the cost; groups that come to nothing are left out.
 */
export const rollupLines = (figures: SQL) => sql`
  select x.team_id, x.day, x.endpoint_id, x.company_id, x.route_id, x.country, x.network, l.currency,
    sum(l.messages) as messages, sum(l.parts) as parts, sum(l.delivered) as delivered, sum(l.revenue) as revenue, sum(l.cost) as cost
  from (${figures}) x
  cross join lateral (values
    (x.currency, x.s, x.s * x.parts, x.s * x.delivered, x.s * x.revenue, 0::bigint),
    (x.cost_currency, 0, 0, 0, 0::bigint, x.s * x.cost)
  ) as l(currency, messages, parts, delivered, revenue, cost)
  group by x.team_id, x.day, x.endpoint_id, x.company_id, x.route_id, x.country, x.network, l.currency
  having sum(l.messages) <> 0 or sum(l.parts) <> 0 or sum(l.delivered) <> 0 or sum(l.revenue) <> 0 or sum(l.cost) <> 0`;
