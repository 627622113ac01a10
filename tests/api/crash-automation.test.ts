/**
 * Automation journeys killed with SIGKILL while the engine moves them on, and started again on the
 * same database: trigger → wait → webhook → send SMS → end, for contacts whose wait has just ended. At the
 * kill, a journey is past its SMS step if and only if its message is written (the step and the
 * message commit together); after the restart every journey completes, every contact has exactly
 * one message, every step is logged once, every number reaches the SMSC, and a webhook is repeated (with its
 * idempotency key) only when it was in flight at the kill.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automationJourneys, automations, automationVersions, contacts, teams } from '../../server/db/schema/index.ts';
import { SmscSimulator } from '../../server/simulators/smsc/smsc-simulator.ts';
import { rowsOf } from '../../server/events/change-triggers.ts';
import { crashHarness, until, type CrashHarness } from '../support/crash-harness.ts';
import { killServer, stopServer, type ServerProcess } from '../support/server-process.ts';
import { startServer, type TestServer } from './outbound/test-server.ts';

const CONTACTS = 1_500;

const GRAPH = {
  nodes: [
    { id: 't', type: 'api_call', position: { x: 0, y: 0 }, data: {} },
    { id: 'w', type: 'wait', position: { x: 0, y: 90 }, data: { amount: 1, unit: 'minutes' } },
    { id: 'hook', type: 'webhook', position: { x: 0, y: 180 }, data: { url: 'http://127.0.0.1:1/journey' } },
    { id: 'sms', type: 'send_sms', position: { x: 0, y: 270 }, data: { text: 'Your turn, {{first_name}}', sender: 'Parley' } },
    { id: 'end', type: 'end', position: { x: 0, y: 360 }, data: {} },
  ],
  edges: [
    { id: 'e1', source: 't', target: 'w' },
    { id: 'e2', source: 'w', target: 'hook' },
    { id: 'e3', source: 'hook', target: 'sms' },
    { id: 'e4', source: 'sms', target: 'end' },
  ],
};

let h: CrashHarness;
let smsc: SmscSimulator;
let hooks: TestServer;
let automationId: number;

beforeAll(async () => {
  smsc = await SmscSimulator.start({ accounts: [{ systemId: 'journey', password: 'journey-pw' }] });
  // The webhook before the SMS paces the journeys and tells the test how far they got, without the database.
  hooks = await startServer((_req, res) => setTimeout(() => res.end('{}'), 5));
  GRAPH.nodes[2].data = { url: `${hooks.origin}/journey` };
  // Notices wake the runner; the short safety tick covers starting the automation, which sends none here.
  // Small batches, so the kill lands while the runner is part-way; the dead process's claims are stale soon after the restart.
  const env = { SMSC_SIMULATOR_PORT: 'off', AUTOMATION_TICK_MS: '300', AUTOMATION_BATCH: '50', AUTOMATION_CLAIM_STALE_SECONDS: '3', SMS_CLAIM_STALE_SECONDS: '3' };
  h = await crashHarness('crash-automation', env, async (db, owner) => {
    const phones = Array.from({ length: CONTACTS }, (_, i) => `+447702${String(100_000 + i)}`);
    await db.db.execute(sql`
      insert into ${contacts} (team_id, phone, country, valid, network, mcc, mnc, first_name)
      select ${owner.teamId}, p, 'GB', true, 'O2', '234', '10', 'C' || right(p, 4) from unnest(${sql.param(phones)}::text[]) as p`);
    // Paused until the route exists; its journeys went through the trigger and their wait has just ended.
    await db.db.update(teams).set({ settings: { outbound_allowed_hosts: ['127.0.0.1'] } }).where(eq(teams.id, owner.teamId));
    const [a] = await db.db.insert(automations).values({ team_id: owner.teamId, name: 'Crash journey', status: 'paused', graph: GRAPH as never, published_version: 1 }).returning();
    automationId = a.id;
    await db.db.insert(automationVersions).values({ team_id: owner.teamId, automation_id: a.id, version: 1, graph: GRAPH as never });
    await db.db.execute(sql`
      insert into ${automationJourneys} (team_id, automation_id, version, contact_id, node_id, status, due_at, step)
      select ${owner.teamId}, ${a.id}, 1, id, 'w', 'waiting', now() - interval '1 second', 1 from contacts where team_id = ${owner.teamId}`);
  });
}, 120_000);

afterAll(async () => {
  await h?.close();
  await smsc?.stop();
  await hooks?.close();
});

async function created(server: ServerProcess, url: string, body: unknown) {
  const res = await h.api(server, 'POST', url, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('crash safety of automation journeys', () => {
  it('sends each contact one SMS and logs each step once after a kill -9 mid-journey', async () => {
    let server = await h.start('first');
    const route = await created(server, '/v1/sms/routing/routes', { name: 'Crash', vendor: 'Crash Ltd', protocol: 'smpp', host: '127.0.0.1', port: smsc.port, system_id: 'journey', password: 'journey-pw', throughput_per_second: 500, window_size: 10, status: 'active' });
    await created(server, '/v1/sms/routing/rates', { route_id: route.id, network_name: 'O2', country: 'GB', mcc: '234', mnc: '10', price: 30_000, currency: 'EUR', effective_from: '2026-01-01', status: 'active' });
    await created(server, '/v1/sms/routing/plans', { name: 'Default', strategy: 'priority', is_default: true, default_route_id: route.id });
    const started = await h.api(server, 'PATCH', `/v1/automations/${automationId}/toggle-status`, {});
    expect(started.status, JSON.stringify(started.body)).toBe(200);

    await until('a third of the journeys to call the webhook', () => (hooks.received.length >= CONTACTS / 3 ? true : undefined), 120_000, 5);
    await killServer(server.child);

    const db = await h.open();
    try {
      // At the kill: a journey past its SMS step has its message, and no message is without its step.
      const [at] = rowsOf<{ past: number; messages: number; mismatched: number }>(
        await db.db.execute(sql`
          select count(*) filter (where j.step >= 4)::int as past,
            (select count(*) from sms_messages)::int as messages,
            count(*) filter (where (j.step >= 4) <> exists (select 1 from sms_messages m where m.contact_id = j.contact_id))::int as mismatched
          from automation_journeys j where j.automation_id = ${automationId}`),
      );
      console.log(`[crash-automation] ${h.postgres ? 'PostgreSQL' : 'PGlite'}: killed with ${at.past} of ${CONTACTS} journeys past the SMS step, ${at.messages} messages written`);
      expect(at.mismatched).toBe(0);
      expect(at.past).toBe(at.messages);
    } finally {
      await db.close();
    }

    server = await h.start('second');
    await until('every number to reach the SMSC', () => (new Set(smsc.received.map((r) => r.destination)).size === CONTACTS ? true : undefined), 180_000);
    await stopServer(server.child);

    const after = await h.open();
    try {
      const [row] = rowsOf<{ completed: number; journeys: number; messages: number; contacts_messaged: number; steps: number; distinct_steps: number }>(
        await after.db.execute(sql`
          select count(*) filter (where status = 'completed' and node_id = 'end')::int as completed, count(*)::int as journeys,
            (select count(*) from sms_messages)::int as messages, (select count(distinct contact_id) from sms_messages)::int as contacts_messaged,
            (select count(*) from automation_steps where automation_id = ${automationId})::int as steps,
            (select count(distinct (journey_id, node_id)) from automation_steps where automation_id = ${automationId})::int as distinct_steps
          from automation_journeys where automation_id = ${automationId}`),
      );
      // A webhook in flight at the kill is called again with the same key: at most a round's worth per runner worker (four on PostgreSQL).
      const keys = new Map<string, number>();
      for (const r of hooks.received) keys.set(String(r.headers['idempotency-key']), (keys.get(String(r.headers['idempotency-key'])) ?? 0) + 1);
      expect(keys.size).toBe(CONTACTS);
      expect(hooks.received.length - keys.size).toBeLessThanOrEqual((h.postgres ? 4 : 1) * 50);
      expect(row).toEqual({ completed: CONTACTS, journeys: CONTACTS, messages: CONTACTS, contacts_messaged: CONTACTS, steps: 4 * CONTACTS, distinct_steps: 4 * CONTACTS });
    } finally {
      await after.close();
    }
  }, 400_000);
});
