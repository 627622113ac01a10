/**
 * One step of a voice run: the next pending contacts whose calling window is open and whose retry
 * time has come are claimed, and their call rows written, in one transaction. Whoever may not be
 * called any more is excluded with the reason: opted out, on the team's or the platform's
 * blacklist (as the SMS side reads them), or whose last classified call ended `do_not_call`.
 *
 * Crash safety: a contact leaves `pending` in the transaction that writes its call (`queued`,
 * `campaign_id` set), so it is claimed once; the provider is asked after the commit
 * (reap.ts decides what a crash in between means).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { agentCampaignRecipients, agentCampaigns, calls, contacts, smsBlacklist, smsGlobalBlacklist, type VOICE_RECIPIENT_REASONS } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import { rotate } from './caller-numbers.ts';
import type { VoiceCampaignRow } from './campaign-row.ts';

type Reason = (typeof VOICE_RECIPIENT_REASONS)[number];

export interface ClaimedCall {
  id: number;
  team_id: number;
  contact_id: number;
  from_number: string;
  to_number: string;
}

interface Candidate {
  contact_id: number;
  attempts: number;
  phone: string | null;
  opted_out: boolean | null;
  blacklisted: boolean;
  dnc: boolean;
}

const digits = (column: unknown) => sql`ltrim(${column}, '+')`;
const listed = (table: typeof smsBlacklist | typeof smsGlobalBlacklist, phone: unknown) => sql`
  (${table.match} = 'number' and ${digits(table.number)} = ${digits(phone)})
  or (${table.match} = 'prefix' and ${digits(phone)} like ${digits(table.number)} || '%')`;

/** Whether `phone` is on the team's or the platform's blacklist, as the SMS side reads them (also read by automations' calls). */
export const blacklistedSql = (teamId: number, phone: SQL) => sql`
  (exists (select 1 from ${smsBlacklist} where ${smsBlacklist.team_id} = ${teamId} and (${listed(smsBlacklist, phone)}))
    or exists (select 1 from ${smsGlobalBlacklist} where ${listed(smsGlobalBlacklist, phone)}))`;

export async function claimCalls(db: Db, campaign: VoiceCampaignRow, zones: string[], limit: number, numbers: string[], promptVersion: number | null): Promise<{ calls: ClaimedCall[]; excluded: number }> {
  if (limit < 1 || !zones.length) return { calls: [], excluded: 0 };
  return db.transaction(async (txx) => {
    const tx = txx as unknown as Db;
    const rows = rowsOf<Candidate>(
      await tx.execute(sql`
        select r.contact_id, r.attempts, c.phone, c.opted_out,
          ${blacklistedSql(campaign.team_id, sql`c.phone`)} as blacklisted,
          coalesce((select k.outcome = 'do_not_call' from ${calls} k
            where k.team_id = ${campaign.team_id} and k.to_number = c.phone and k.outcome <> 'unknown'
            order by k.id desc limit 1), false) as dnc
        from ${agentCampaignRecipients} r left join ${contacts} c on c.id = r.contact_id and c.team_id = ${campaign.team_id}
        where r.campaign_id = ${campaign.id} and r.run = ${campaign.run} and r.state = 'pending'
          and (r.next_at is null or r.next_at <= now()) and r.time_zone = any(${sql.param(zones)}::text[])
        order by r.next_at nulls first, r.contact_id limit ${limit}
        for update of r skip locked`),
    );
    if (!rows.length) return { calls: [], excluded: 0 };
    const excluded: { contact_id: number; reason: Reason }[] = [];
    const callable: { contact_id: number; from: string; to: string }[] = [];
    for (const row of rows) {
      const reason: Reason | null = !row.phone || !/^\+[1-9]\d{6,14}$/.test(row.phone) ? 'invalid' : row.opted_out ? 'opted_out' : row.blacklisted ? 'blacklisted' : row.dnc ? 'do_not_call' : null;
      if (reason) excluded.push({ contact_id: row.contact_id, reason });
      else callable.push({ contact_id: row.contact_id, from: rotate(numbers, row.contact_id, row.attempts), to: row.phone! });
    }
    // Ids first, so each call is tied to its contact without trusting the order rows come back in.
    const ids = callable.length
      ? rowsOf<{ id: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('calls', 'id'))::int as id from generate_series(1, ${callable.length})`)).map((r) => Number(r.id))
      : [];
    if (callable.length) {
      await tx.execute(sql`
        insert into ${calls} (id, team_id, agent_id, campaign_id, direction, from_number, to_number, status, tool_calls, prompt_version)
        select v.id, ${campaign.team_id}, ${campaign.agent_id}, ${campaign.id}, 'outbound', v.from_number, v.to_number, 'queued', '[]'::jsonb, ${promptVersion}::int
        from unnest(${sql.param(ids)}::int[], ${sql.param(callable.map((c) => c.from))}::text[], ${sql.param(callable.map((c) => c.to))}::text[]) as v(id, from_number, to_number)`);
    }
    const placed: ClaimedCall[] = callable.map((c, i) => ({ id: ids[i], team_id: campaign.team_id, contact_id: c.contact_id, from_number: c.from, to_number: c.to }));
    const moves = [
      ...placed.map((c) => ({ contact_id: c.contact_id, state: 'calling', reason: null as string | null, call_id: c.id as number | null })),
      ...excluded.map((e) => ({ contact_id: e.contact_id, state: 'excluded', reason: e.reason as string, call_id: null as number | null })),
    ];
    await tx.execute(sql`
      update ${agentCampaignRecipients} r set state = v.state, reason = v.reason, call_id = coalesce(v.call_id, r.call_id),
        attempts = r.attempts + case when v.state = 'calling' then 1 else 0 end, next_at = null
      from unnest(${sql.param(moves.map((m) => m.contact_id))}::int[], ${sql.param(moves.map((m) => m.state))}::text[], ${sql.param(moves.map((m) => m.reason))}::text[], ${sql.param(moves.map((m) => m.call_id))}::int[])
        as v(contact_id, state, reason, call_id)
      where r.campaign_id = ${campaign.id} and r.run = ${campaign.run} and r.contact_id = v.contact_id`);
    if (placed.length) await tx.execute(sql`update ${agentCampaigns} set calls_made = calls_made + ${placed.length} where id = ${campaign.id}`);
    return { calls: placed, excluded: excluded.length };
  });
}
