/**
 * Numbers: synced from the voice accounts' providers (the simulator account holds a fixed set; a
 * carrier without an adapter says so), assigned to an agent, and routed through the team's own SIP
 * trunks (termination URI, sealed and masked password, allowed IPs and CIDRs checked by field).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voiceNumbers as numbersTable, voiceSipTrunks as trunksTable } from '../../server/db/schema/index.ts';
import { SIMULATOR_NUMBERS } from '../../server/simulators/voice/simulator-numbers.ts';
import { openCredential } from '../../server/security/credentials.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let teamId: number;
let other: { token: string; teamId: number };
let simulatorAccount: number;
let twilioAccount: number;

beforeAll(async () => {
  t = await startTestApp();
  const owner = await t.signUp({ name: 'Nina Numbers' });
  token = owner.token;
  teamId = owner.user.current_team.id;
  const second = await t.signUp({ name: 'Oscar Other' });
  other = { token: second.token, teamId: second.user.current_team.id };
  const account = async (body: Record<string, unknown>, as = token) => {
    const res = await t.call('POST', '/v1/voice/accounts', { token: as, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };
  simulatorAccount = await account({ name: 'Simulator', provider: 'simulator' });
  twilioAccount = await account({ name: 'Twilio', provider: 'twilio', account_sid: 'AC123', api_key: 'twilio-secret-token-9876' });
});
afterAll(() => t.close());

const sync = (body: unknown = {}, as = token) => t.call('POST', '/v1/voice/numbers/sync', { token: as, body });
const numbersOf = (team: number) => t.db.select().from(numbersTable).where(eq(numbersTable.team_id, team));

describe('syncing numbers from the providers', () => {
  it('brings the simulator account\u2019s numbers in, and says a carrier without an adapter cannot be reached', async () => {
    const res = await sync();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [sim, twilio] = res.body.accounts;
    expect(sim).toMatchObject({ account_id: simulatorAccount, provider: 'simulator', added: SIMULATOR_NUMBERS.length, released: 0, restored: 0, unchanged: 0, error: null });
    expect(twilio).toMatchObject({ account_id: twilioAccount, provider: 'twilio', added: 0, reason: 'no_adapter', error: expect.stringContaining('cannot reach twilio') });
    const rows = await numbersOf(teamId);
    expect(rows.map((r) => r.number).sort()).toEqual(SIMULATOR_NUMBERS.map((n) => n.number).sort());
    expect(rows.every((r) => r.account_id === simulatorAccount && r.status === 'active')).toBe(true);
    expect(rows.find((r) => r.number === '+4930901820')).toMatchObject({ country: 'DE', capabilities: ['voice'], monthly_cost: 140 });
  });

  it('adds nothing twice: a second sync, and two at once, change nothing', async () => {
    const again = await sync({ account_id: simulatorAccount });
    expect(again.body.accounts).toEqual([expect.objectContaining({ added: 0, released: 0, unchanged: SIMULATOR_NUMBERS.length })]);
    await Promise.all([sync({ account_id: simulatorAccount }), sync({ account_id: simulatorAccount })]);
    expect(await numbersOf(teamId)).toHaveLength(SIMULATOR_NUMBERS.length);
  });

  it('marks a number the provider no longer holds released, and one it holds again active', async () => {
    const made = await t.call('POST', '/v1/voice/numbers', { token, body: { number: '+14155550199', account_id: simulatorAccount, country: 'US' } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const london = (await numbersOf(teamId)).find((r) => r.number === '+442079460123')!;
    await t.db.update(numbersTable).set({ status: 'released' }).where(eq(numbersTable.id, london.id));
    const res = await sync({ account_id: simulatorAccount });
    expect(res.body.accounts[0]).toMatchObject({ added: 0, released: 1, restored: 1 });
    const rows = await numbersOf(teamId);
    expect(rows.find((r) => r.number === '+14155550199')!.status).toBe('released');
    expect(rows.find((r) => r.number === '+442079460123')!.status).toBe('active');
    // The numbers of the twilio account (no adapter) are left as they are.
    expect(rows).toHaveLength(SIMULATOR_NUMBERS.length + 1);
  });

  it('leaves a number another of the team\u2019s accounts holds there', async () => {
    const second = (await t.call('POST', '/v1/voice/accounts', { token, body: { name: 'Simulator 2', provider: 'simulator' } })).body.id;
    const res = await sync({ account_id: second });
    expect(res.body.accounts[0]).toMatchObject({ added: 0, elsewhere: SIMULATOR_NUMBERS.length });
    expect((await numbersOf(teamId)).every((r) => r.account_id === simulatorAccount)).toBe(true);
  });

  it('answers 404 for another team\u2019s account, 422 by field for a bad body, and 401 without a sign-in', async () => {
    expect((await sync({ account_id: simulatorAccount }, other.token)).status).toBe(404);
    expect(await numbersOf(other.teamId)).toEqual([]);
    const bad = await sync({ account_id: 'first' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['account_id']);
    expect((await sync({ everything: true })).status).toBe(422);
    expect((await t.call('POST', '/v1/voice/numbers/sync', { body: {} })).status).toBe(401);
  });
});

describe('assigning a number to an agent', () => {
  it('sets the agent that answers it; another team\u2019s agent or number is refused', async () => {
    const agent = (await t.call('POST', '/v1/voice/agents', { token, body: { name: 'Reception', voice: 'nova', system_prompt: 'Answer kindly.' } })).body.id;
    const theirs = (await t.call('POST', '/v1/voice/agents', { token: other.token, body: { name: 'Theirs', voice: 'nova', system_prompt: 'Hi.' } })).body.id;
    const [number] = await t.db.select().from(numbersTable).where(and(eq(numbersTable.team_id, teamId), eq(numbersTable.number, '+14155550100')));
    const res = await t.call('PUT', `/v1/voice/numbers/${number.id}`, { token, body: { agent_id: agent } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.agent_id).toBe(agent);
    const foreign = await t.call('PUT', `/v1/voice/numbers/${number.id}`, { token, body: { agent_id: theirs } });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors)).toEqual(['agent_id']);
    expect((await t.call('PUT', `/v1/voice/numbers/${number.id}`, { token: other.token, body: { agent_id: theirs } })).status).toBe(404);
    // A test call from that agent now calls out as its number.
    expect((await t.call('GET', `/v1/voice/numbers/${number.id}`, { token })).body.agent_id).toBe(agent);
  });
});

describe('SIP trunks', () => {
  const trunk = (body: Record<string, unknown>, as = token) =>
    t.call('POST', '/v1/voice/numbers/sip', { token: as, body: { name: 'Office PBX', termination_uri: 'sip:pbx.example.com:5060;transport=tcp', username: 'parley', password: 'pbx-secret-4321', allowed_ips: ['203.0.113.7', '198.51.100.0/24', '2001:db8::/32'], ...body } });

  it('are created with the password sealed at rest and answered as a mask', async () => {
    const res = await trunk({});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: 'Office PBX', username: 'parley', allowed_ips: ['203.0.113.7', '198.51.100.0/24', '2001:db8::/32'] });
    expect(res.body.password).toBe('••••4321');
    const [stored] = await t.db.select().from(trunksTable).where(eq(trunksTable.id, res.body.id));
    expect(stored.password).not.toContain('pbx-secret');
    expect(openCredential(stored.password!)).toBe('pbx-secret-4321');
    const listed = await t.call('GET', '/v1/voice/numbers/sip', { token });
    expect(JSON.stringify(listed.body)).not.toContain('pbx-secret');
  });

  it('refuse a bad termination URI, a bad address and a missing name, 422 by field', async () => {
    for (const [body, fieldName] of [
      [{ termination_uri: 'http://pbx.example.com' }, 'termination_uri'],
      [{ termination_uri: 'sip:' }, 'termination_uri'],
      [{ allowed_ips: ['203.0.113.7', 'not-an-ip'] }, 'allowed_ips'],
      [{ allowed_ips: ['10.0.0.0/33'] }, 'allowed_ips'],
      [{ name: '' }, 'name'],
    ] as const) {
      const res = await trunk(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors).map((k) => k.split('.')[0]), JSON.stringify(res.body.errors)).toEqual([fieldName]);
    }
  });

  it('carry the numbers routed through them; deleting one hands them back, and other teams get 404', async () => {
    const id = (await trunk({ name: 'Branch PBX' })).body.id;
    const theirs = (await trunk({ name: 'Their PBX' }, other.token)).body.id;
    const [number] = await t.db.select().from(numbersTable).where(and(eq(numbersTable.team_id, teamId), eq(numbersTable.number, '+4930901820')));
    const routed = await t.call('PUT', `/v1/voice/numbers/${number.id}`, { token, body: { sip_trunk_id: id } });
    expect(routed.status, JSON.stringify(routed.body)).toBe(200);
    expect(routed.body.sip_trunk_id).toBe(id);
    const foreign = await t.call('PUT', `/v1/voice/numbers/${number.id}`, { token, body: { sip_trunk_id: theirs } });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors)).toEqual(['sip_trunk_id']);
    expect((await t.call('DELETE', `/v1/voice/numbers/sip/${id}`, { token: other.token })).status).toBe(404);
    expect((await t.call('DELETE', `/v1/voice/numbers/sip/${id}`, { token })).status).toBe(200);
    expect((await t.call('GET', `/v1/voice/numbers/${number.id}`, { token })).body.sip_trunk_id).toBeNull();
  });
});
