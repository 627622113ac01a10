/**
 * A carrier's call webhooks are verified with its provider account's own secret: generated and
 * sealed when the account is made without one, answered only as a mask, shown once in full when
 * rotated; a delivery signed with it is applied, one signed with the old secret, another account's
 * secret of another provider or the simulator's key answers 401 and changes nothing. The simulator
 * keeps its app-key-derived key.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../resources/account/endpoints.ts';
import { callEvents, calls, voiceProviderAccounts } from '../../server/db/schema/index.ts';
import { callWebhookSecret } from '../../server/domains/voice/provider/webhook-secret.ts';
import { openCredential, sealedWith } from '../../server/security/credentials.ts';
import { signatureHeader } from '../../server/webhooks/signature.ts';
import { makeStaff, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let staff: string;
let member: string;
let teamId: number;
let callId: number;

beforeAll(async () => {
  t = await startTestApp();
  const boss = await t.signUp({ name: 'Sam Staff' });
  await makeStaff(t, boss.user.id);
  staff = boss.token;
  const owner = await t.signUp({ name: 'Mia Member' });
  member = owner.token;
  teamId = owner.user.current_team.id;
  // A call that a carrier (not the simulator) reports on.
  const agent = (await t.call('POST', '/v1/voice/agents', { token: member, body: { name: 'Maya', voice: 'nova', system_prompt: 'Hi.' } })).body.id;
  const [row] = await t.db.insert(calls).values({ team_id: teamId, agent_id: agent, direction: 'outbound', from_number: '+15005550006', to_number: '+14155550100', status: 'queued', tool_calls: [], provider_call_id: 'CA-carrier-1' }).returning({ id: calls.id });
  callId = row.id;
});
afterAll(() => t.close());

const account = async (body: Record<string, unknown>) => {
  const res = await t.call('POST', '/v1/management/voice-provider-accounts', { token: staff, body: { name: 'Carrier', provider: 'telnyx', api_base_url: 'https://api.telnyx.example', ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const storedSecret = async (id: number) => (await t.db.select({ s: voiceProviderAccounts.webhook_secret }).from(voiceProviderAccounts).where(eq(voiceProviderAccounts.id, id)))[0].s!;

let seq = 0;
function deliver(provider: string, secret: string, type = 'call.ringing') {
  const raw = Buffer.from(JSON.stringify({ id: `carrier-${++seq}`, type, call_id: callId, provider_call_id: 'CA-carrier-1', occurred_at: new Date().toISOString() }));
  return t.app.inject({ method: 'POST', url: `${API_BASE}/v1/webhooks/calls/${provider}`, payload: raw, headers: { 'content-type': 'application/json', 'parley-signature': signatureHeader(secret, raw) } });
}
const eventCount = async () => (await t.db.select().from(callEvents).where(eq(callEvents.call_id, callId))).length;

describe('a provider account\u2019s webhook secret', () => {
  it('is generated and sealed when none is given, and answered only as a mask', async () => {
    const made = await account({});
    expect(made.webhook_secret).toMatch(/^••••/);
    const stored = await storedSecret(made.id);
    expect(sealedWith(stored)).not.toBeNull();
    expect(openCredential(stored)).toMatch(/^whsec_[0-9a-f]{64}$/);
    const shown = await t.call('GET', `/v1/management/voice-provider-accounts/${made.id}`, { token: staff });
    expect(JSON.stringify(shown.body)).not.toContain(openCredential(stored));
  });

  it('keeps the carrier\u2019s own secret when one is typed in, and refuses one too short (422 on the field)', async () => {
    const made = await account({ webhook_secret: 'carrier-signing-secret-0001' });
    expect(made.webhook_secret).toBe('••••0001');
    expect(openCredential(await storedSecret(made.id))).toBe('carrier-signing-secret-0001');
    const short = await t.call('POST', '/v1/management/voice-provider-accounts', { token: staff, body: { name: 'Short', provider: 'telnyx', api_base_url: 'https://api.telnyx.example', webhook_secret: 'abc' } });
    expect(short.status).toBe(422);
    expect(Object.keys(short.body.errors)).toEqual(['webhook_secret']);
  });

  it('verifies the account\u2019s deliveries; the old secret after a rotation, another provider\u2019s and the simulator\u2019s answer 401 and change nothing', async () => {
    const made = await account({ name: 'Telnyx main', webhook_secret: 'telnyx-signing-secret-aaaa' });
    const twilio = await account({ name: 'Twilio', provider: 'twilio', webhook_secret: 'twilio-signing-secret-bbbb' });
    const before = await eventCount();
    expect((await deliver('telnyx', 'telnyx-signing-secret-aaaa')).statusCode).toBe(200);
    expect(await eventCount()).toBe(before + 1);
    expect((await deliver('telnyx', 'twilio-signing-secret-bbbb')).statusCode).toBe(401);
    expect((await deliver('telnyx', callWebhookSecret(t.ctx.appKey, 'simulator'))).statusCode).toBe(401);
    expect((await deliver('twilio', 'twilio-signing-secret-bbbb')).statusCode).toBe(200);
    expect(twilio.id).toBeGreaterThan(0);

    const rotated = await t.call('POST', `/v1/management/voice-provider-accounts/${made.id}/webhook-secret`, { token: staff });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    expect(rotated.body.webhook_url).toMatch(/\/v1\/webhooks\/calls\/telnyx$/);
    expect(rotated.body.webhook_secret).toMatch(/^whsec_/);
    const count = await eventCount();
    expect((await deliver('telnyx', 'telnyx-signing-secret-aaaa')).statusCode).toBe(401);
    expect(await eventCount()).toBe(count);
    expect((await deliver('telnyx', rotated.body.webhook_secret)).statusCode).toBe(200);
    // A disabled account verifies nothing.
    await t.call('PATCH', `/v1/management/voice-provider-accounts/${made.id}`, { token: staff, body: { status: 'disabled' } });
    expect((await deliver('telnyx', rotated.body.webhook_secret)).statusCode).toBe(401);
  });

  it('the simulator keeps its app-key-derived key; an unknown provider is a 404', async () => {
    expect((await deliver('simulator', callWebhookSecret(t.ctx.appKey, 'simulator'))).statusCode).toBe(200);
    expect((await deliver('simulator', 'telnyx-signing-secret-aaaa')).statusCode).toBe(401);
    expect((await deliver('carrier-pigeon', 'x'.repeat(20))).statusCode).toBe(404);
  });

  it('is rotated only by staff; an unknown account is a 404', async () => {
    const made = await account({ name: 'Rotate me' });
    expect((await t.call('POST', `/v1/management/voice-provider-accounts/${made.id}/webhook-secret`, { token: member })).status).toBe(403);
    expect((await t.call('POST', '/v1/management/voice-provider-accounts/999999/webhook-secret', { token: staff })).status).toBe(404);
  });
});
