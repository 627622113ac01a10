/**
 * Parley's SMPP server over TLS (SMPP_SERVER_TLS_CERT and _KEY, docs/areas/hub.md#binds): a client
 * speaking TLS binds, and one speaking plain SMPP to the same port gets no bind.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import smpp, { type Pdu, type Session } from 'smpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { ROOT, freePort } from '../../support/server-process.ts';
import { startTestApp, switchHubOn, type TestApp } from '../harness.ts';

const CERT = path.join(ROOT, 'tests/fixtures/tls/smpp-test.crt');
const KEY = path.join(ROOT, 'tests/fixtures/tls/smpp-test.key');
let t: TestApp;
let port: number;
let systemId: string;
const open: Session[] = [];

beforeAll(async () => {
  port = await freePort();
  // As an operator sets it: file paths, read by the configuration.
  const { smppTls } = loadConfig({ SMPP_SERVER_TLS_CERT: CERT, SMPP_SERVER_TLS_KEY: KEY }).hub;
  expect(smppTls?.cert).toBe(fs.readFileSync(CERT, 'utf8'));
  t = await startTestApp({ hub: { smppPort: port, smppTls, receiptHoldHours: 72 } });
  const owner = await t.signUp({ name: 'Hub Owner' });
  await switchHubOn(t, owner.token, owner.user.current_team.id);
  const company = await t.created('/v1/audience/companies', { name: 'TLS Client', currency: 'EUR' }, owner.token);
  systemId = `t${randomUUID().slice(0, 8)}`;
  await t.created('/v1/hub/endpoints', { name: 'TLS', company_id: company.id, protocol: 'smpp', system_id: systemId, password: 'pw12345' }, owner.token);
});
afterAll(async () => {
  for (const s of open) s.destroy();
  await t?.close();
});

function bindOver(tls: boolean): Promise<number | string> {
  return new Promise((resolve) => {
    const session = smpp.connect({ host: '127.0.0.1', port, tls, ca: fs.readFileSync(CERT) } as never, () =>
      session.bind_transceiver({ system_id: systemId, password: 'pw12345' }, (resp: Pdu) => resolve(resp.command_status)),
    );
    open.push(session);
    session.on('error', (e: Error) => resolve(`error: ${e.message}`));
    session.on('close', () => resolve('closed'));
  });
}

describe('the SMPP server over TLS', () => {
  it('binds a client speaking TLS, checked against the certificate', async () => {
    expect(await bindOver(true)).toBe(smpp.errors.ESME_ROK);
  });

  it('gives a plain connection no bind', async () => {
    expect(await bindOver(false)).not.toBe(smpp.errors.ESME_ROK);
  });

  it('refuses a half-given pair at start, naming both settings', () => {
    expect(() => loadConfig({ SMPP_SERVER_TLS_CERT: CERT })).toThrow(/SMPP_SERVER_TLS_CERT and SMPP_SERVER_TLS_KEY go together/);
  });
});
