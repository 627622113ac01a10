/**
 * Demo tool events: the demo agents' HTTP tools (webhook and lead-submit tools) called during their
 * answered calls, most answering 200 in well under a second, a few failing as real endpoints do
 * (a 502, a timeout), each at its moment of the call.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calls, toolEvents, voiceTools } from '../../db/schema/index.ts';
import { seededRandom } from '../random.ts';

const EVENTS = 40;

export async function seedToolEvents(db: Db, demo: { teamId: number; userId: number }): Promise<void> {
  const rnd = seededRandom(20_261_126);
  const tools = await db
    .select({ id: voiceTools.id, key: voiceTools.key })
    .from(voiceTools)
    .where(and(eq(voiceTools.team_id, demo.teamId), inArray(voiceTools.type, ['webhook', 'lead_submit'])));
  const answered = await db
    .select({ id: calls.id, started_at: calls.started_at, duration: calls.duration_seconds })
    .from(calls)
    .where(and(eq(calls.team_id, demo.teamId), isNotNull(calls.started_at), sql`${calls.duration_seconds} > 30`))
    .orderBy(sql`${calls.started_at} desc`)
    .limit(EVENTS);
  if (!tools.length || !answered.length) return;
  const own = { team_id: demo.teamId, created_by_id: demo.userId, updated_by_id: demo.userId };
  const events = await db
    .insert(toolEvents)
    .values(
      answered.map((call, i) => {
        const tool = tools[i % tools.length];
        const at = new Date(call.started_at!.getTime() + rnd.int(10, Math.max(11, call.duration - 5)) * 1000);
        const outcome = rnd.weighted<'ok' | 'bad_gateway' | 'timeout'>([
          ['ok', 90],
          ['bad_gateway', 6],
          ['timeout', 4],
        ]);
        return {
          ...own,
          tool_id: tool.id,
          call_id: call.id,
          at,
          created_at: at,
          updated_at: at,
          ok: outcome === 'ok',
          status_code: outcome === 'ok' ? 200 : outcome === 'bad_gateway' ? 502 : null,
          latency_ms: outcome === 'timeout' ? 10_000 : rnd.int(80, 900),
          error: outcome === 'ok' ? null : outcome === 'bad_gateway' ? 'The tool answered 502.' : 'The tool did not answer within 10 s.',
          arguments: { call_id: call.id },
        };
      }),
    )
    .returning({ call_id: toolEvents.call_id, tool_id: toolEvents.tool_id, at: toolEvents.at, ok: toolEvents.ok, status: toolEvents.status_code, error: toolEvents.error, latency: toolEvents.latency_ms });
  // The call itself keeps the tool call too, as a real call's tool_call event would have recorded it.
  for (const [i, event] of events.entries()) {
    const key = tools.find((tool) => tool.id === event.tool_id)!.key;
    const result = event.ok ? JSON.stringify({ ok: true, status: event.status, latency_ms: event.latency }) : JSON.stringify({ ok: false, status: event.status, error: event.error });
    const entry = { id: `seed_tool_${i + 1}`, name: key, arguments: JSON.stringify({ call_id: event.call_id }), result, at: event.at.toISOString() };
    await db.update(calls).set({ tool_calls: sql`${calls.tool_calls} || ${JSON.stringify([entry])}::jsonb` }).where(eq(calls.id, event.call_id!));
  }
}
