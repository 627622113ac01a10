/**
 * A campaign's audience as routing sees it, in one pass over the segment's members: grouped by
 * country and network (the facts a route is chosen on), with who in each group is left out and
 * why, and one number of the group that would get the message, to ask the routing engine about.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts, smsBlacklist, smsGlobalBlacklist } from '../../db/schema/index.ts';

export interface AudienceGroup {
  country: string | null;
  network: string | null;
  mcc: string | null;
  mnc: string | null;
  network_source: string | null;
  /** Members that may be sent to: not opted out, on no blacklist, with a valid number. */
  sendable: number;
  opted_out: number;
  blacklisted: number;
  invalid: number;
  /** The lowest sendable number of the group (null when none is). */
  sample: string | null;
}

type GroupRow = Omit<AudienceGroup, 'sendable' | 'opted_out' | 'blacklisted' | 'invalid'> & Record<'sendable' | 'opted_out' | 'blacklisted' | 'invalid', string | number>;

/**
 * A number is blocked by an entry for itself or for a prefix of it, on the team's list or the
 * platform's (as server/domains/sms/routing/prefix-set.ts reads them in memory). Each of the
 * number's prefixes is looked up by the lists' unique index, a dozen probes whatever their size;
 * a list known to be empty is not read at all.
 */
function blockedSql(teamId: number, lists: BlacklistsInUse): SQL {
  const prefixes = sql`(select left(${contacts.phone}, n) from generate_series(2, length(${contacts.phone})) n)`;
  const team = sql`exists (select 1 from ${smsBlacklist} b where b.team_id = ${teamId} and b.number in ${prefixes} and (b."match" = 'prefix' or b.number = ${contacts.phone}))`;
  const platform = sql`exists (select 1 from ${smsGlobalBlacklist} g where g.number in ${prefixes} and (g."match" = 'prefix' or g.number = ${contacts.phone}))`;
  if (lists.team && lists.platform) return sql`(${team} or ${platform})`;
  return lists.team ? team : lists.platform ? platform : sql`false`;
}

export interface BlacklistsInUse {
  team: boolean;
  platform: boolean;
}

export async function audienceGroups(db: Db, teamId: number, members: SQL, lists: BlacklistsInUse): Promise<AudienceGroup[]> {
  // Opted out first, then blacklisted, then invalid: each member is counted once, for the first reason.
  const result = await db.execute<GroupRow>(sql`
    select country, network, mcc, mnc, network_source,
      count(*) filter (where not opted_out and not blocked and valid) as sendable,
      count(*) filter (where opted_out) as opted_out,
      count(*) filter (where not opted_out and blocked) as blacklisted,
      count(*) filter (where not opted_out and not blocked and not valid) as invalid,
      min(phone) filter (where not opted_out and not blocked and valid) as sample
    from (
      select ${contacts.country} as country, ${contacts.network} as network, ${contacts.mcc} as mcc, ${contacts.mnc} as mnc,
        ${contacts.network_source} as network_source, ${contacts.phone} as phone, ${contacts.opted_out} as opted_out,
        ${contacts.valid} and ${contacts.country} is not null as valid, ${blockedSql(teamId, lists)} as blocked
      from ${contacts} where ${members}
    ) m
    group by country, network, mcc, mnc, network_source
    order by country nulls last, network nulls last`);
  return (result as unknown as { rows: GroupRow[] }).rows.map((r) => ({
    country: r.country,
    network: r.network,
    mcc: r.mcc,
    mnc: r.mnc,
    network_source: r.network_source,
    sendable: Number(r.sendable),
    opted_out: Number(r.opted_out),
    blacklisted: Number(r.blacklisted),
    invalid: Number(r.invalid),
    sample: r.sample,
  }));
}
