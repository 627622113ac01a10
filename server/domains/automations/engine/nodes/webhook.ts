/**
 * Calling a team's web address: a POST of `{automation, node, contact, journey}` as JSON through
 * Parley's outbound client (the team's allowed hosts), with a `Parley-Delivery` id and an
 * `Idempotency-Key` of the journey and its step, the same on every try — a crash between the
 * request and the step's commit sends it again, and the receiver can drop the repeat. A 2xx goes on
 * with `ok`, any other answer with `error`. No answer at all (a network error, a timeout) is
 * transient: the step is tried again a minute later, for up to an hour at the node, then `error`.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../../context.ts';
import { rowsOf } from '../../../../events/change-triggers.ts';
import { mapPool } from '../../../enrichment/lookup-runner.ts';
import { sendJson } from '../../../voice/outbound-json.ts';
import { signedJson } from '../../../voice/signed-json.ts';
import { handleOut, type ClaimedJourney, type NodeHandler, type NodeRun, type StepResult } from '../types.ts';

const TIMEOUT_MS = 10_000;
const CONCURRENCY = 20;
const RETRY_MS = 60_000;
const GIVE_UP_MS = 60 * 60_000;

type Results = Map<number, StepResult>;

export const webhook: NodeHandler<Results> = {
  async prepare(run, journeys) {
    const url = typeof run.node.data?.url === 'string' ? run.node.data.url : '';
    const results: Results = new Map();
    if (!url) {
      for (const j of journeys) results.set(j.id, { kind: 'failed', reason: 'The node has no address.' });
      return results;
    }
    const contacts = rowsOf<Record<string, unknown> & { id: number }>(
      await run.app.database.db.execute(sql`
        select id, phone, first_name, last_name, email, status, tags, custom, country, timezone
        from contacts where team_id = ${run.teamId} and id = any(${sql.param(journeys.map((j) => j.contact_id))}::int[])`),
    );
    const byId = new Map(contacts.map((c) => [Number(c.id), c]));
    await mapPool(journeys, CONCURRENCY, async (j) => results.set(j.id, await post(run, run.app, url, j, byId.get(j.contact_id) ?? null)));
    return results;
  },
  run: async (_run, _tx, _journeys, prepared) => prepared,
};

async function post(run: NodeRun, app: AppContext, url: string, j: ClaimedJourney, contact: Record<string, unknown> | null): Promise<StepResult> {
  const key = `parley-journey-${j.id}-${j.step}`;
  const payload = {
    automation: { id: run.automationId, version: run.version },
    node: { id: run.node.id, type: run.node.type },
    contact,
    journey: { id: j.id, step: j.step, entered_at: j.entered_at.toISOString(), last_outcome: j.last_outcome },
  };
  const { raw, headers } = signedJson(payload, null, key);
  const answer = await sendJson(app, run.teamId, { url, method: 'POST', headers: { ...headers, 'Idempotency-Key': key }, raw, timeoutMs: TIMEOUT_MS, purpose: 'automation webhook' });
  if (answer.ok && answer.status !== null && answer.status < 300) return handleOut('ok', { status: answer.status, latency_ms: answer.latency_ms });
  if (answer.status === null && answer.retryable && run.now.getTime() - j.node_at.getTime() < GIVE_UP_MS) return { kind: 'retry', due_at: new Date(run.now.getTime() + RETRY_MS), reason: answer.error ?? 'No answer.' };
  return handleOut('error', { status: answer.status, error: answer.error, excerpt: answer.excerpt?.slice(0, 300) ?? null });
}
