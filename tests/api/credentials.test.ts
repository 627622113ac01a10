/**
 * Credentials at rest: every secret field and the link-signing key are stored sealed (read straight
 * from the database: ciphertext, never the password), answered as a mask of the plain value, sealed
 * on start when an older version left them plain, and moved to a new key by rotation.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrations } from '../../resources/workspace/index.ts';
import { routes } from '../../resources/sms/index.ts';
import { voiceAccounts } from '../../resources/voice/index.ts';
import { appSettings, smsRoutes } from '../../server/db/schema/index.ts';
import { credentialKey, installCredentialKeys, openCredential, sealCredential, sealedWith } from '../../server/security/credentials.ts';
import { loadCredentialKeys } from '../../server/security/credential-keys.ts';
import { sealStoredCredentials } from '../../server/security/seal-stored.ts';
import { sealedColumns } from '../../server/security/sealed-columns.ts';
import { startTestApp, switchHubOn, TEST_CREDENTIALS_KEY, type TestApp } from './harness.ts';
import { sampleRecord } from './samples.ts';

let t: TestApp;
let token: string;
const testKey = credentialKey(Buffer.from(TEST_CREDENTIALS_KEY, 'base64'));

beforeAll(async () => {
  t = await startTestApp();
  const owner = await t.signUp();
  token = owner.token;
  await switchHubOn(t, token, owner.user.current_team.id);
});
afterAll(async () => {
  installCredentialKeys(testKey);
  await t.close();
});

const SMPP_PASSWORD = 'smpp-bind-secret-2291';

async function storedRoutePassword(id: number): Promise<string> {
  const [row] = await t.db.select({ password: smsRoutes.password }).from(smsRoutes).where(eq(smsRoutes.id, id));
  return row.password!;
}

describe('sealed at rest', () => {
  it('stores an SMPP password as ciphertext and answers only the mask of the plain value', async () => {
    const res = await t.call('POST', routes.apiPath, { token, body: { ...sampleRecord(routes, 1), password: SMPP_PASSWORD } });
    expect(res.status).toBe(201);
    expect(res.body.password).toBe('••••2291');
    const stored = await storedRoutePassword(res.body.id);
    expect(stored).toMatch(/^pcred1:[0-9a-f]{8}:[\w-]+$/);
    expect(stored).not.toContain(SMPP_PASSWORD);
    expect(stored).not.toContain('2291');
    expect(openCredential(stored)).toBe(SMPP_PASSWORD);
    // Two seals of one value differ (a fresh IV each time).
    expect(sealCredential(SMPP_PASSWORD)).not.toBe(sealCredential(SMPP_PASSWORD));
  });

  it('keeps a credential when an edit sends back its mask or leaves it out, and seals a new one', async () => {
    const created = (await t.call('POST', routes.apiPath, { token, body: { ...sampleRecord(routes, 2), password: SMPP_PASSWORD } })).body;
    const masked = await t.call('PATCH', `${routes.apiPath}/${created.id}`, { token, body: { password: created.password, name: 'Renamed route' } });
    expect(masked.status).toBe(200);
    expect(openCredential(await storedRoutePassword(created.id))).toBe(SMPP_PASSWORD);
    await t.call('PATCH', `${routes.apiPath}/${created.id}`, { token, body: { name: 'Renamed again' } });
    expect(openCredential(await storedRoutePassword(created.id))).toBe(SMPP_PASSWORD);
    const changed = await t.call('PATCH', `${routes.apiPath}/${created.id}`, { token, body: { password: 'another-bind-secret-7788' } });
    expect(changed.body.password).toBe('••••7788');
    expect(openCredential(await storedRoutePassword(created.id))).toBe('another-bind-secret-7788');
  });

  it('seals every secret field of every resource, and the link-signing key', async () => {
    const made: [string, unknown][] = [];
    for (const [resource, field] of [[integrations, 'api_key'], [voiceAccounts, 'api_key']] as const) {
      const plain = `key-${resource.name}-${randomBytes(6).toString('hex')}`;
      const res = await t.call('POST', resource.apiPath, { token, body: { ...sampleRecord(resource, 3), [field]: plain } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      made.push([plain, res.body.id]);
    }
    const columns = sealedColumns().map((c) => c.label);
    expect(columns).toEqual(expect.arrayContaining(['sms_routes.password', 'integrations.api_key', 'voice_accounts.api_key', 'voice_tools.headers', 'voice_provider_accounts.api_key', 'domain_accounts.api_key', 'feeds.webhook_secret', 'llm_settings.api_key', 'app_settings.app_key']));
    for (const column of sealedColumns()) {
      const rows = (await t.db.select({ value: column.column }).from(column.table).where(column.where)) as { value: string | null }[];
      for (const { value } of rows) if (value) expect(sealedWith(value), column.label).not.toBeNull();
      for (const [plain] of made) expect(JSON.stringify(rows)).not.toContain(plain);
    }
    const [appKey] = await t.db.select().from(appSettings).where(eq(appSettings.key, 'app_key'));
    expect(openCredential(appKey.value)).toBe(t.ctx.appKey);
  });
});

describe('sealing on start and rotation', () => {
  it('seals plain values an older version left, once, and the mask still shows their end', async () => {
    const created = (await t.call('POST', routes.apiPath, { token, body: sampleRecord(routes, 4) })).body;
    await t.db.update(smsRoutes).set({ password: 'legacy-plain-password-0042' }).where(eq(smsRoutes.id, created.id));
    expect((await t.call('GET', `${routes.apiPath}/${created.id}`, { token })).body.password).toBe('••••0042');
    const first = await sealStoredCredentials(t.db);
    expect(first.sealed).toBeGreaterThanOrEqual(1);
    const stored = await storedRoutePassword(created.id);
    expect(stored).toMatch(/^pcred1:/);
    expect(openCredential(stored)).toBe('legacy-plain-password-0042');
    expect(await sealStoredCredentials(t.db)).toEqual({ sealed: 0, resealed: 0, unreadable: {} });
    expect((await t.call('GET', `${routes.apiPath}/${created.id}`, { token })).body.password).toBe('••••0042');
  });

  it('moves every credential to a new key while the previous one still opens them, then needs only the new one', async () => {
    const created = (await t.call('POST', routes.apiPath, { token, body: { ...sampleRecord(routes, 5), password: 'rotate-me-please-5150' } })).body;
    const before = await storedRoutePassword(created.id);
    const next = credentialKey(randomBytes(32));
    try {
      installCredentialKeys(next, [testKey]);
      const report = await sealStoredCredentials(t.db);
      expect(report.resealed).toBeGreaterThanOrEqual(2); // this route and the signing key, at least
      expect(report.unreadable).toEqual({});
      const after = await storedRoutePassword(created.id);
      expect(sealedWith(after)).toBe(next.id);
      expect(sealedWith(before)).toBe(testKey.id);
      installCredentialKeys(next);
      expect(openCredential(after)).toBe('rotate-me-please-5150');
      expect(() => openCredential(before)).toThrow(/CREDENTIALS_KEY_PREVIOUS/);
      expect((await t.call('GET', `${routes.apiPath}/${created.id}`, { token })).body.password).toBe('••••5150');
      // Back to the test key, for the rest of this file: the previous key opens what was moved.
      installCredentialKeys(testKey, [next]);
      expect((await sealStoredCredentials(t.db)).unreadable).toEqual({});
    } finally {
      installCredentialKeys(testKey);
    }
  });
});

describe('where the key comes from', () => {
  const base = { databaseUrl: null, credentials: { key: null, previous: [] as string[] } };

  it('generates one into the embedded data folder once, readable only by its owner', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'parley-keys-'));
    try {
      const first = await loadCredentialKeys({ ...base, dataDir });
      expect(first.source).toBe('generated');
      const file = path.join(dataDir, 'credentials.key');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64')).toHaveLength(32);
      const again = await loadCredentialKeys({ ...base, dataDir });
      expect(again).toMatchObject({ source: 'file', current: { id: first.current.id } });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start on PostgreSQL without CREDENTIALS_KEY, and refuses a malformed key', async () => {
    await expect(loadCredentialKeys({ ...base, dataDir: '/nonexistent', databaseUrl: 'postgres://db/parley' })).rejects.toThrow(/CREDENTIALS_KEY is not set.*must not live beside the data/);
    await expect(loadCredentialKeys({ ...base, dataDir: '/nonexistent', credentials: { key: 'too-short', previous: [] } })).rejects.toThrow(/32 random bytes in base64/);
    const fromEnv = await loadCredentialKeys({ ...base, dataDir: '/nonexistent', databaseUrl: 'postgres://db/parley', credentials: { key: TEST_CREDENTIALS_KEY, previous: [] } });
    expect(fromEnv).toMatchObject({ source: 'environment', current: { id: testKey.id } });
  });

  it('stays out of the database: no table holds the key', async () => {
    const settings = await t.db.select().from(appSettings);
    expect(JSON.stringify(settings)).not.toContain(TEST_CREDENTIALS_KEY);
  });
});
