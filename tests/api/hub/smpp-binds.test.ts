/**
 * Parley's SMPP server takes binds (docs/areas/hub.md#binds), tried with the `smpp` package's own
 * client: the binds that must fail get SMPP's codes, every attempt and every end is a row on the
 * endpoint's binds, max_binds holds, and the binds of a process gone silent stop counting.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import smpp, { type Pdu, type Session } from 'smpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubEndpointBinds, hubSmppProcesses } from '../../../server/db/schema/index.ts';
import { renewProcess, STALE_SECONDS } from '../../../server/domains/hub/smpp/bind-log.ts';
import { freePort } from '../../support/server-process.ts';
import { until } from '../until.ts';
import { startTestApp, switchHubOn, type TestApp } from '../harness.ts';

let t: TestApp;
let port: number;
let token: string;
let teamId: number;
let companyId: number;
const open = new Set<Session>();

beforeAll(async () => {
  port = await freePort();
  t = await startTestApp({ hub: { smppPort: port, smppTls: null, receiptHoldHours: 72 } });
  const owner = await t.signUp({ name: 'Hub Owner' });
  token = owner.token;
  teamId = owner.user.current_team.id;
  await switchHubOn(t, token, teamId);
  companyId = (await t.created('/v1/audience/companies', { name: 'Bind Client', currency: 'EUR' }, token)).id;
});
afterAll(async () => {
  for (const s of open) s.destroy();
  await t?.close();
});

const S = smpp.errors;

async function endpoint(fields: Record<string, unknown> = {}) {
  const systemId = `c${randomUUID().slice(0, 8)}`;
  const body = { name: `Client ${systemId}`, company_id: companyId, protocol: 'smpp', system_id: systemId, password: 'pw12345', max_binds: 2, ...fields };
  return (await t.created('/v1/hub/endpoints', body, token)) as { id: number; system_id: string };
}

function connect(): Promise<Session> {
  return new Promise((resolve, reject) => {
    const session = smpp.connect({ host: '127.0.0.1', port }, () => resolve(session));
    session.on('error', reject);
    open.add(session);
  });
}

function call(session: Session, command: 'bind_transceiver' | 'bind_transmitter' | 'bind_receiver' | 'submit_sm' | 'unbind' | 'enquire_link', fields: Record<string, unknown> = {}): Promise<Pdu> {
  return new Promise((resolve) => session[command](fields, resolve));
}

/** A fresh connection and one bind on it: the bind's command_status, and the session (open when bound). */
async function bind(systemId: string, password = 'pw12345', type: 'bind_transceiver' | 'bind_transmitter' | 'bind_receiver' = 'bind_transceiver') {
  const session = await connect();
  const resp = await call(session, type, { system_id: systemId, password });
  return { status: resp.command_status, session };
}

const binds = async (endpointId: number) =>
  (await t.call('GET', '/v1/hub/endpoint-binds', { token, query: { endpoint_id: String(endpointId), _sort: 'id', _order: 'asc' } })).body as Array<Record<string, unknown>>;

describe("Parley's SMPP server", () => {
  it('binds a client with its system_id and password, shows the bind, and closes it on unbind', async () => {
    const e = await endpoint({ allowed_ips: ['127.0.0.0/8'] });
    // Sealed at rest and never answered: an SMPP password is too short to show even its last characters.
    expect((await t.call('GET', `/v1/hub/endpoints/${e.id}`, { token })).body.password).toBe('••••');
    const { status, session } = await bind(e.system_id);
    expect(status).toBe(S.ESME_ROK);
    expect((await call(session, 'enquire_link')).command_status).toBe(S.ESME_ROK);
    expect((await t.call('GET', '/v1/hub/smpp-server', { token })).body).toEqual({ port, tls: false });
    expect(await binds(e.id)).toEqual([expect.objectContaining({ endpoint_id: e.id, system_id: e.system_id, bind_type: 'transceiver', state: 'bound', remote_ip: '127.0.0.1', status: 'ESME_ROK', refusal: null, ending: null, ended_at: null })]);
    expect((await call(session, 'unbind')).command_status).toBe(S.ESME_ROK);
    await until('the bind to be closed', async () => ((await binds(e.id))[0].state === 'closed' ? true : undefined));
    expect((await binds(e.id))[0]).toMatchObject({ state: 'closed', ending: 'unbind', ended_at: expect.any(String) });
  });

  it('refuses an unknown system_id, a wrong password, an address not allowed, and a suspended or disabled endpoint, with a row for each', async () => {
    expect((await bind('nobody-here')).status).toBe(S.ESME_RINVSYSID);
    const e = await endpoint();
    expect((await bind(e.system_id, 'wrong')).status).toBe(S.ESME_RINVPASWD);
    const far = await endpoint({ allowed_ips: ['10.0.0.0/8', '2001:db8::/32'] });
    expect((await bind(far.system_id)).status).toBe(S.ESME_RBINDFAIL);
    const suspended = await endpoint({ status: 'suspended' });
    expect((await bind(suspended.system_id)).status).toBe(S.ESME_RBINDFAIL);
    const disabled = await endpoint({ status: 'disabled' });
    expect((await bind(disabled.system_id)).status).toBe(S.ESME_RBINDFAIL);
    const http = await endpoint({ protocol: 'http' });
    expect((await bind(http.system_id)).status).toBe(S.ESME_RBINDFAIL);
    const noPassword = await endpoint({ password: undefined });
    expect((await bind(noPassword.system_id, '')).status).toBe(S.ESME_RINVPASWD);
    const refusal = async (id: number) => (await binds(id)).map((b) => [b.state, b.refusal, b.status]);
    expect(await refusal(e.id)).toEqual([['refused', 'password', 'ESME_RINVPASWD']]);
    expect(await refusal(far.id)).toEqual([['refused', 'address', 'ESME_RBINDFAIL']]);
    expect(await refusal(suspended.id)).toEqual([['refused', 'suspended', 'ESME_RBINDFAIL']]);
    expect(await refusal(disabled.id)).toEqual([['refused', 'disabled', 'ESME_RBINDFAIL']]);
    expect(await refusal(http.id)).toEqual([['refused', 'not_smpp', 'ESME_RBINDFAIL']]);
    expect(await refusal(noPassword.id)).toEqual([['refused', 'password', 'ESME_RINVPASWD']]);
  });

  it('refuses a bind beyond max_binds, and takes one again once a bind has ended', async () => {
    const e = await endpoint({ max_binds: 2 });
    const first = await bind(e.system_id, 'pw12345', 'bind_transmitter');
    const second = await bind(e.system_id, 'pw12345', 'bind_receiver');
    expect([first.status, second.status]).toEqual([S.ESME_ROK, S.ESME_ROK]);
    expect((await bind(e.system_id)).status).toBe(S.ESME_RBINDFAIL);
    // A dropped connection ends its bind as well as an unbind does.
    first.session.destroy();
    await until('the dropped bind to be closed', async () => ((await binds(e.id)).find((b) => b.bind_type === 'transmitter')?.state === 'closed' ? true : undefined));
    expect((await binds(e.id)).map((b) => [b.bind_type, b.state, b.refusal, b.ending])).toEqual([
      ['transmitter', 'closed', null, 'dropped'],
      ['receiver', 'bound', null, null],
      ['transceiver', 'refused', 'max_binds', null],
    ]);
    expect((await bind(e.system_id)).status).toBe(S.ESME_ROK);
  });

  it('answers submits before a bind and on a receiver bind with ESME_RINVBNDSTS, and a second bind on a bound session with ESME_RALYBND', async () => {
    const e = await endpoint();
    const unbound = await connect();
    expect((await call(unbound, 'submit_sm', { destination_addr: '4915112345678', short_message: 'hi' })).command_status).toBe(S.ESME_RINVBNDSTS);
    const receiver = await bind(e.system_id, 'pw12345', 'bind_receiver');
    expect((await call(receiver.session, 'submit_sm', { destination_addr: '4915112345678', short_message: 'hi' })).command_status).toBe(S.ESME_RINVBNDSTS);
    expect((await call(receiver.session, 'bind_transceiver', { system_id: e.system_id, password: 'pw12345' })).command_status).toBe(S.ESME_RALYBND);
  });

  it('refuses binds while the team has the hub switched off', async () => {
    const e = await endpoint();
    expect((await t.call('PUT', `/v1/teams/${teamId}`, { token, body: { settings: { hub_enabled: false } } })).status).toBe(200);
    try {
      expect((await bind(e.system_id)).status).toBe(S.ESME_RBINDFAIL);
      // Off, the hub's records are not shown at all; the refusal is there once it is on again.
      expect((await t.call('GET', '/v1/hub/endpoint-binds', { token })).status).toBe(403);
    } finally {
      await switchHubOn(t, token, teamId);
    }
    expect((await binds(e.id)).map((b) => b.refusal)).toEqual(['hub_off']);
  });

  it('stops counting the binds of a process that has gone silent, and closes them as lost', async () => {
    const e = await endpoint({ max_binds: 1 });
    // Another process bound the client, then died without a word: its row is older than STALE_SECONDS.
    const ghost = 'elsewhere:4242:2776';
    await t.db.insert(hubSmppProcesses).values({ process: ghost, seen_at: new Date(Date.now() - (STALE_SECONDS + 5) * 1000) });
    await t.db.insert(hubEndpointBinds).values({ team_id: teamId, endpoint_id: e.id, system_id: e.system_id, bind_type: 'transceiver', state: 'bound', remote_ip: '198.51.100.7', status: 'ESME_ROK', process: ghost });
    expect((await bind(e.system_id)).status).toBe(S.ESME_ROK);
    await renewProcess(t.db, 'this-process');
    const [lost] = await t.db.select().from(hubEndpointBinds).where(eq(hubEndpointBinds.process, ghost));
    expect(lost).toMatchObject({ state: 'closed', ending: 'lost' });
  });

  it('keeps system_ids unique across the installation, and the bind fields within SMPP’s limits', async () => {
    const e = await endpoint();
    const other = await t.signUp({ name: 'Other Hub' });
    await switchHubOn(t, other.token, other.user.current_team.id);
    const theirCompany = await t.created('/v1/audience/companies', { name: 'Theirs', currency: 'EUR' }, other.token);
    const taken = await t.call('POST', '/v1/hub/endpoints', { token: other.token, body: { name: 'Copy', company_id: theirCompany.id, protocol: 'smpp', system_id: e.system_id } });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.system_id[0]).toMatch(/already used/);
    const bad = await t.call('POST', '/v1/hub/endpoints', { token, body: { name: 'Bad', company_id: companyId, system_id: 'x'.repeat(16), password: '123456789', allowed_ips: ['10.0.0.300', '10.0.0.0/33', 'example.com'] } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['allowed_ips.0', 'allowed_ips.1', 'allowed_ips.2', 'password', 'system_id']);
    expect(bad.body.errors.password[0]).toMatch(/at most 8/);
  });

  it('says unbind to its clients when Parley stops', async () => {
    const e = await endpoint();
    const { status, session } = await bind(e.system_id);
    expect(status).toBe(S.ESME_ROK);
    const heard = new Promise<string>((resolve) => session.on('pdu', (pdu: Pdu) => pdu.command === 'unbind' && (session.send(pdu.response()), resolve(pdu.command))));
    const closed = t.close();
    expect(await heard).toBe('unbind');
    await closed;
    t = undefined as unknown as TestApp;
  });
});
