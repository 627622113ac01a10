/** The app's outbound client with a team's own settings: a host the team listed is called, for that team only. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { teams } from '../../../server/db/schema/index.ts';
import { OutboundRefused, outboundPolicyOf } from '../../../server/http/outbound/index.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { failureOf, startServer, type TestServer } from './test-server.ts';

let t: TestApp;
let server: TestServer;

beforeAll(async () => {
  t = await startTestApp();
  server = await startServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
});
afterAll(async () => {
  await server.close();
  await t.close();
});

it('calls 127.0.0.1 for a team that allows it in its settings, and refuses it for a team that does not', async () => {
  const allowing = (await t.signUp({ name: 'Ada' })).user.current_team.id as number;
  const other = (await t.signUp({ name: 'Bea' })).user.current_team.id as number;
  await t.db.update(teams).set({ settings: { outbound_allowed_hosts: ['127.0.0.1'] } }).where(eq(teams.id, allowing));

  expect(await outboundPolicyOf(t.db, allowing)).toEqual({ allowedHosts: ['127.0.0.1'] });
  const res = await t.ctx.outbound.request({ ...(await outboundPolicyOf(t.db, allowing)), url: `${server.origin}/crm` });
  expect(res.json()).toEqual({ ok: true });

  expect(await outboundPolicyOf(t.db, other)).toEqual({ allowedHosts: [] });
  const error = await failureOf(t.ctx.outbound.request({ ...(await outboundPolicyOf(t.db, other)), url: `${server.origin}/crm` }), OutboundRefused);
  expect(error.message).toContain('an admin can allow 127.0.0.1 in Team settings → Outbound hosts');
  expect(server.received).toHaveLength(1);
});
