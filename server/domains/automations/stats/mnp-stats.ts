/**
 * The MNP lookup nodes' figures: of the numbers looked up in the range, how many were ported, not
 * ported or unknown (the lookup failed, or said nothing), and per network the ported numbers now
 * on it and the numbers that kept it. Each lookup step keeps its answer in `detail`
 * ({ported, network, original_network}); a step that says nothing there is read by its outcome.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { mnpStatsOutput } from '../../../../resources/automations/automation-api.ts';
import type { AppContext } from '../../../context.ts';
import { automationSteps } from '../../../db/schema/index.ts';
import { automationOf } from '../automation-of.ts';
import { inRange, type Range } from './range.ts';

const d = automationSteps.detail;
const kind = sql<'ported' | 'not_ported' | 'unknown'>`case
  when ${automationSteps.status} = 'failed' then 'unknown'
  when lower(${d}->>'ported') in ('true', 'yes', '1') then 'ported'
  when lower(${d}->>'ported') in ('false', 'no', '0') then 'not_ported'
  when ${d}->>'ported' is null and ${automationSteps.outcome} in ('ported', 'not_ported') then ${automationSteps.outcome}
  else 'unknown' end`;
const network = sql<string | null>`nullif(trim(coalesce(${d}->>'network', ${d}->>'current_network')), '')`;

export async function mnpStats(ctx: AppContext, teamId: number, input: Range & { automation_id: number; node_id?: string }): Promise<z.infer<typeof mnpStatsOutput>> {
  const db = ctx.database.db;
  const automation = await automationOf(db, teamId, input.automation_id);
  const rows = await db
    .select({ kind, network, n: sql<number>`count(*)`.mapWith(Number) })
    .from(automationSteps)
    .where(
      and(
        eq(automationSteps.automation_id, automation.id),
        eq(automationSteps.team_id, teamId),
        eq(automationSteps.node_type, 'mnp_lookup'),
        input.node_id ? eq(automationSteps.node_id, input.node_id) : undefined,
        inRange(automationSteps.at, input),
      ),
    )
    .groupBy(kind, network);
  const out = { total: 0, ported: 0, not_ported: 0, unknown: 0 };
  const networks = new Map<string, { network: string; ported_in: number; kept: number }>();
  for (const r of rows) {
    out.total += r.n;
    out[r.kind] += r.n;
    if (!r.network || r.kind === 'unknown') continue;
    const line = networks.get(r.network) ?? networks.set(r.network, { network: r.network, ported_in: 0, kept: 0 }).get(r.network)!;
    if (r.kind === 'ported') line.ported_in += r.n;
    else line.kept += r.n;
  }
  return { ...out, networks: [...networks.values()].sort((a, b) => b.ported_in + b.kept - (a.ported_in + a.kept) || a.network.localeCompare(b.network)) };
}
