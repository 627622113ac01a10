/**
 * A voice campaign killed with SIGKILL in the middle of its calls and started again on the same
 * database (docs/areas/voice.md#voice-campaigns): every contact is called, none twice. A call is
 * "called" when the callee's phone rang (its `call.ringing` event): the calls the dead process had
 * written but never dialled are closed and placed again; those it had dialled are closed as failed
 * and not placed again. The agent is the team's model, here the fake OpenAI-compatible server.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../server/db/schema/index.ts';
import { crashHarness, until, type CrashHarness } from '../support/crash-harness.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { killServer, stopServer, type ServerProcess } from '../support/server-process.ts';
import { rowsOf } from '../../server/events/change-triggers.ts';

const CONTACTS = 60;

let h: CrashHarness;
let llm: FakeOpenAi;

beforeAll(async () => {
  llm = await startFakeOpenAi();
  // The agent says two lines, then ends the call.
  llm.handle((request) => (request.messages.filter((m) => m.role === 'assistant').length >= 2 ? { content: 'Thanks, goodbye.', tool_calls: [{ name: 'end_call', arguments: '{}' }] } : { content: 'Hello from the campaign.' }));
  const env = { CAMPAIGN_TICK_MS: '200', VOICE_SIMULATOR_PACE_MS: '15', LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'crash-model', LLM_API_KEY: 'sk-crash' };
  h = await crashHarness('crash-voice-campaign', env, async (db, owner) => {
    // Numbers ending 0–5: people who answer (the simulator's personas), so nobody is retried.
    const phones = Array.from({ length: CONTACTS }, (_, i) => `+1415${String(5_200_000 + i * 10 + (i % 6))}`);
    await db.db.execute(sql`
      insert into ${contacts} (team_id, phone, country, valid, tags)
      select ${owner.teamId}, p, 'US', true, '["crash"]'::jsonb from unnest(${sql.param(phones)}::text[]) as p`);
  });
}, 120_000);

afterAll(async () => {
  await h?.close();
  await llm?.stop();
});

const api = (server: ServerProcess, method: string, url: string, body?: unknown) => h.api(server, method, url, body);

async function created(server: ServerProcess, url: string, body: unknown) {
  const res = await api(server, 'POST', url, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('crash safety of voice campaigns', () => {
  it('skips no contact and calls none twice after a kill -9 mid-campaign', async () => {
    let server = await h.start('first');
    const agent = await created(server, '/v1/voice/agents', { name: 'Crash agent', voice: 'nova', system_prompt: 'You call people.' });
    await created(server, `/v1/voice/agents/${agent.id}/publish`, {});
    const account = await created(server, '/v1/voice/accounts', { name: 'Sim', provider: 'simulator', status: 'active' });
    const number = await created(server, '/v1/voice/numbers', { number: '+14155550199', account_id: account.id, country: 'US', status: 'active' });
    const segment = await created(server, '/v1/audience/segments', { name: 'Crash', rules: { combinator: 'and', rules: [{ field: 'tags', operator: 'contains', value: 'crash' }] } });
    const campaign = await created(server, '/v1/voice/campaigns', { name: 'Crash calls', agent_id: agent.id, number_id: number.id, segment_id: segment.id, concurrency: 6, calls_per_minute: 6000, max_attempts: 1, breaker_failed_percent: 0 });
    const sent = await api(server, 'POST', `/v1/voice/campaigns/${campaign.id}/send`, {});
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    const progress = async () => (await api(server, 'GET', `/v1/voice/campaigns/${campaign.id}/progress`)).body;
    await until('the campaign to be part-way', async () => {
      const p = await progress();
      return p.calls.made >= CONTACTS / 4 && p.calls.live > 0 ? true : undefined;
    }, 120_000, 10);
    await killServer(server.child);

    server = await h.start('second');
    await until('the campaign to complete after the restart', async () => ((await progress()).status === 'completed' ? true : undefined), 180_000);
    const p = await progress();
    await stopServer(server.child);

    const db = await h.open();
    try {
      const rows = rowsOf<{ phone: string; rang: number; written: number }>(
        await db.db.execute(sql`
          select c.phone, count(distinct k.id) filter (where exists (select 1 from call_events e where e.call_id = k.id and e.type = 'call.ringing'))::int as rang,
            count(distinct k.id)::int as written
          from contacts c left join calls k on k.to_number = c.phone and k.campaign_id = ${campaign.id}
          group by c.phone`),
      );
      const never = rows.filter((r) => Number(r.rang) === 0);
      const twice = rows.filter((r) => Number(r.rang) > 1);
      const cut = rowsOf<{ n: number }>(await db.db.execute(sql`select count(*)::int as n from calls where campaign_id = ${campaign.id} and summary like 'Cut off%'`))[0].n;
      const redialled = rows.filter((r) => Number(r.written) > 1).length;
      console.log(`[crash-voice-campaign] ${h.postgres ? 'PostgreSQL' : 'PGlite'}: ${rows.length} contacts, ${cut} calls cut off by the kill, ${redialled} written but never dialled and placed again`);
      expect(rows).toHaveLength(CONTACTS);
      expect(never.map((r) => r.phone)).toEqual([]);
      expect(twice.map((r) => r.phone)).toEqual([]);
      expect(p.contacts).toMatchObject({ total: CONTACTS, pending: 0, calling: 0, done: CONTACTS });
    } finally {
      await db.close();
    }
  }, 400_000);
});
