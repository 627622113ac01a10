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
 * platform's (as server/domains/sms/routing/prefix-set.ts reads them in memory). Each test is an
 * IN over a list read once into a hash: the whole number against every entry, then its start
 * against the prefixes of each length in use (a handful), whatever the lists' size.
 */
async function blockedSql(db: Db, teamId: number): Promise<SQL> {
  const entries = sql`(select number, "match" from ${smsBlacklist} where team_id = ${teamId} union all select number, "match" from ${smsGlobalBlacklist})`;
  const lengths = await db.execute<{ n: number }>(sql`select distinct length(number) as n from ${entries} e where e."match" = 'prefix' order by 1`);
  const tests = [sql`${contacts.phone} in (select number from ${entries} e)`];
  for (const { n } of (lengths as unknown as { rows: { n: number }[] }).rows) {
    tests.push(sql`left(${contacts.phone}, ${sql.raw(String(Number(n)))}) in (select number from ${entries} e where e."match" = 'prefix' and length(e.number) = ${sql.raw(String(Number(n)))})`);
  }
  return sql`(${sql.join(tests, sql` or `)})`;
}

export async function audienceGroups(db: Db, teamId: number, members: SQL): Promise<AudienceGroup[]> {
  const blocked = await blockedSql(db, teamId);
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
        ${contacts.valid} and ${contacts.country} is not null as valid, ${blocked} as blocked
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
