/**
 * The outbound guard: no call reaches loopback, private or link-local addresses, whether written
 * as an address, reached through a name or through a redirect, unless the team allowed the host.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundClient, OutboundRefused, type Lookup, type OutboundClient } from '../../../server/http/outbound/index.ts';
import { failureOf, startServer, type TestServer } from './test-server.ts';

let server: TestServer;
let client: OutboundClient;
const lookups: string[] = [];

/** Test DNS: *.loop.test → 127.0.0.1, mixed.test → a public and a private address, the rest fails. */
const lookup: Lookup = async (name) => {
  lookups.push(name);
  if (name.endsWith('.loop.test') || name === 'crm.internal') return [{ address: '127.0.0.1', family: 4 }];
  if (name === 'mixed.test') return [{ address: '93.184.216.34', family: 4 }, { address: '10.0.0.7', family: 4 }];
  if (name === 'v6.test') return [{ address: '::ffff:169.254.169.254', family: 6 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
};

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.url === '/to-metadata') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (req.url === '/to-rebound') return res.writeHead(307, { location: `http://evil.loop.test:${server.port}/` }).end();
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`hello ${req.headers.host}`);
  });
  client = createOutboundClient({ lookup, defaults: { retries: 0, timeoutMs: 3_000 } });
});
afterAll(async () => {
  await client.close();
  await server.close();
});
afterEach(() => {
  server.received.length = 0;
  lookups.length = 0;
});

const refusal = (request: Parameters<OutboundClient['request']>[0]) => failureOf(client.request(request), OutboundRefused);

describe('refused destinations', () => {
  it('refuses 127.0.0.1 without connecting', async () => {
    const error = await refusal({ url: `${server.origin}/` });
    expect(error.reason).toBe('address');
    expect(error.message).toBe('Parley does not call loopback addresses such as 127.0.0.1; an admin can allow 127.0.0.1 in Team settings → Outbound hosts.');
    expect(server.received).toHaveLength(0);
  });

  it('refuses localhost by name, whatever it resolves to', async () => {
    const error = await refusal({ url: `http://localhost:${server.port}/` });
    expect(error.reason).toBe('localhost');
    expect(error.message).toContain('an admin can allow localhost in Team settings → Outbound hosts');
    expect(server.received).toHaveLength(0);
    expect(lookups).toEqual([]);
  });

  it('refuses [::1] and IPv4-mapped loopback', async () => {
    expect((await refusal({ url: `http://[::1]:${server.port}/` })).address).toBe('::1');
    expect((await refusal({ url: `http://[::ffff:127.0.0.1]:${server.port}/` })).category).toBe('loopback');
  });

  it('refuses the metadata address 169.254.169.254', async () => {
    const error = await refusal({ url: 'http://169.254.169.254/latest/meta-data/iam/' });
    expect(error.category).toBe('link-local');
    expect(error.message).toContain('link-local addresses (this includes cloud metadata services) such as 169.254.169.254');
  });

  it('refuses private addresses, with a message an admin can act on', async () => {
    const error = await refusal({ url: 'http://10.0.0.5:8080/hook' });
    expect(error.message).toBe('Parley does not call private addresses such as 10.0.0.5; an admin can allow 10.0.0.5 in Team settings → Outbound hosts.');
    expect((await refusal({ url: 'https://192.168.1.20/' })).category).toBe('private');
    expect((await refusal({ url: 'http://100.64.1.1/' })).category).toBe('shared');
  });

  it('refuses addresses written as integers or hex, as the URL parser reads them', async () => {
    expect((await refusal({ url: `http://2130706433:${server.port}/` })).address).toBe('127.0.0.1');
    expect((await refusal({ url: `http://0x7f.1:${server.port}/` })).address).toBe('127.0.0.1');
  });

  it('refuses a name that resolves to 127.0.0.1, judging the resolved address', async () => {
    const error = await refusal({ url: `http://crm.internal:${server.port}/` });
    expect(error.message).toBe('Parley does not call loopback addresses such as 127.0.0.1 (crm.internal); an admin can allow crm.internal in Team settings → Outbound hosts.');
    expect(lookups).toEqual(['crm.internal']);
    expect(server.received).toHaveLength(0);
  });

  it('refuses a name when any of its addresses is private, and IPv6 forms of private IPv4 addresses', async () => {
    expect((await refusal({ url: 'http://mixed.test/' })).address).toBe('10.0.0.7');
    expect((await refusal({ url: 'http://v6.test/' })).category).toBe('link-local');
  });

  it('refuses a redirect from an allowed host to 169.254.169.254', async () => {
    const error = await refusal({ url: `${server.origin}/to-metadata`, allowedHosts: ['127.0.0.1'] });
    expect(error.address).toBe('169.254.169.254');
    expect(error.message).toContain('127.0.0.1 redirected there.');
    expect(server.received.map((r) => r.url)).toEqual(['/to-metadata']);
  });

  it('refuses a redirect to a name that resolves to a private address', async () => {
    const error = await refusal({ url: `${server.origin}/to-rebound`, allowedHosts: ['127.0.0.1'] });
    expect(error.host).toBe('evil.loop.test');
    expect(error.message).toContain('127.0.0.1 redirected there.');
    expect(server.received).toHaveLength(1);
  });

  it('calls http and https only, and keeps credentials out of addresses', async () => {
    expect((await refusal({ url: 'ftp://example.com/file' })).reason).toBe('scheme');
    expect((await refusal({ url: 'file:///etc/passwd' })).reason).toBe('scheme');
    expect((await refusal({ url: 'https://user:secret@example.com/' })).reason).toBe('credentials');
    expect((await refusal({ url: 'crm.example.com/hook' })).message).toBe('"crm.example.com/hook" is not a web address; write it as https://host/path.');
  });
});

describe('hosts the team allowed', () => {
  it('calls 127.0.0.1 when the team lists it', async () => {
    const res = await client.request({ url: `${server.origin}/ok`, allowedHosts: ['127.0.0.1'] });
    expect(res.status).toBe(200);
    expect(res.text()).toBe(`hello 127.0.0.1:${server.port}`);
  });

  it('calls a listed name on a private address, connecting to the address it checked', async () => {
    const res = await client.request({ url: `http://CRM.internal:${server.port}/ok`, allowedHosts: ['crm.internal'] });
    expect(res.text()).toBe(`hello crm.internal:${server.port}`);
    // Resolved once, by the connector, and the connection went where that lookup said.
    expect(lookups).toEqual(['crm.internal']);
  });

  it('does not reuse a connection opened for one team for a team that did not allow the host', async () => {
    await client.request({ url: `${server.origin}/ok`, allowedHosts: ['127.0.0.1'] });
    await refusal({ url: `${server.origin}/ok` });
    expect(server.received).toHaveLength(1);
  });

  it('allowing one host does not allow another', async () => {
    const error = await refusal({ url: `http://localhost:${server.port}/`, allowedHosts: ['127.0.0.1'] });
    expect(error.reason).toBe('localhost');
  });
});
