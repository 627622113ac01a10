/** The outbound client's timeouts, retries, size limit, redirects and log, against a local server. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backoffMs, retryAfterMs } from '../../../server/http/outbound/retry.ts';
import {
  createOutboundClient,
  OutboundHttpError,
  OutboundRefused,
  OutboundTimeout,
  OutboundTooLarge,
  type OutboundClient,
  type OutboundLogEntry,
  type OutboundRequest,
} from '../../../server/http/outbound/index.ts';
import { failureOf, startServer, type TestServer } from './test-server.ts';

let server: TestServer;
let other: TestServer;
let client: OutboundClient;
const logged: OutboundLogEntry[] = [];
/** Per path: how many times it was asked, to script failures. */
const hits = new Map<string, number>();
const closedEarly: string[] = [];

beforeAll(async () => {
  other = await startServer((req, res, r) => res.writeHead(200).end(JSON.stringify({ auth: req.headers.authorization ?? null, method: r.method })));
  server = await startServer((req, res, r) => {
    const path = req.url!.split('?')[0];
    const n = (hits.get(path) ?? 0) + 1;
    hits.set(path, n);
    if (path === '/flaky') return n < 3 ? res.writeHead(503).end('busy') : res.writeHead(200).end('finally');
    if (path === '/bad-request') return res.writeHead(400).end('{"error":"no such field: nmae"}');
    if (path === '/reset') return n < 2 ? req.socket.destroy() : res.writeHead(200).end('after reset');
    if (path === '/slow') return setTimeout(() => res.writeHead(200).end('late'), 2_000).unref();
    if (path === '/rate-limited') return n < 2 ? res.writeHead(429, { 'retry-after': '1' }).end() : res.writeHead(200).end('now');
    if (path === '/rate-limited-long') return res.writeHead(429, { 'retry-after': '3600' }).end();
    if (path === '/big-declared') return res.writeHead(200, { 'content-length': String(2 * 1024 * 1024) }).end(Buffer.alloc(2 * 1024 * 1024));
    if (path === '/endless') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      const chunk = Buffer.alloc(64 * 1024, 120);
      const timer = setInterval(() => res.write(chunk), 5);
      res.on('close', () => {
        clearInterval(timer);
        if (!res.writableFinished) closedEarly.push(path);
      });
      return;
    }
    if (path === '/small') return res.writeHead(200).end('x'.repeat(1000));
    if (path.startsWith('/hop/')) {
      const left = Number(path.slice(5));
      return left > 0 ? res.writeHead(302, { location: `/hop/${left - 1}` }).end() : res.writeHead(200).end('arrived');
    }
    if (path === '/see-other') return res.writeHead(303, { location: `${other.origin}/result` }).end();
    if (path === '/temporary') return res.writeHead(307, { location: `${other.origin}/result` }).end();
    if (path === '/echo') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ method: r.method, body: r.body, type: req.headers['content-type'] }));
    res.writeHead(404).end();
  });
  client = createOutboundClient({ log: (e) => logged.push(e), defaults: { baseDelayMs: 40, timeoutMs: 3_000 }, random: () => 1 });
});
afterAll(async () => {
  await client.close();
  await server.close();
  await other.close();
});
afterEach(() => {
  hits.clear();
  logged.length = 0;
  server.received.length = 0;
  other.received.length = 0;
});

const local = (path: string, extra: Partial<OutboundRequest> = {}): OutboundRequest => ({ url: `${server.origin}${path}`, allowedHosts: ['127.0.0.1'], ...extra });

const failure = <E>(request: OutboundRequest, type: new (...args: never[]) => E) => failureOf(client.request(request), type);

describe('timeouts', () => {
  it('gives up on an answer that takes longer than the total timeout', async () => {
    const started = performance.now();
    const error = await failure(local('/slow', { timeoutMs: 300, retries: 0 }), OutboundTimeout);
    expect(error.phase).toBe('total');
    expect(error.message).toBe('127.0.0.1 did not answer within 0.3 s; it may be overloaded, or the call needs a longer timeout.');
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('gives up on a host that cannot be reached within the connect timeout', async () => {
    const hanging = createOutboundClient({ lookup: () => new Promise(() => undefined) });
    try {
      const error = await failureOf(hanging.request({ url: 'http://unreachable.test/', connectTimeoutMs: 200, retries: 0 }), OutboundTimeout);
      expect(error.phase).toBe('connect');
    } finally {
      await hanging.close();
    }
  });

  it('retries a timed-out GET', async () => {
    await failure(local('/slow', { timeoutMs: 200, retries: 1 }), OutboundTimeout);
    expect(hits.get('/slow')).toBe(2);
  });
});

describe('retries', () => {
  it('retries a GET on 5xx with growing, jittered waits until it succeeds', async () => {
    const res = await client.request(local('/flaky'));
    expect(res.text()).toBe('finally');
    expect(res.attempts).toBe(3);
    expect(hits.get('/flaky')).toBe(3);
    const [a, b, c] = server.received.map((r) => r.at);
    // random() = 1: the waits are the full 40 ms and 80 ms ceilings.
    expect(b - a).toBeGreaterThanOrEqual(35);
    expect(c - b).toBeGreaterThanOrEqual(75);
  });

  it('does not retry a POST unless the caller marks it retryable', async () => {
    const error = await failure(local('/flaky', { method: 'POST', body: 'x' }), OutboundHttpError);
    expect(error.status).toBe(503);
    expect(error.attempts).toBe(1);
    expect(hits.get('/flaky')).toBe(1);
    hits.clear();
    const res = await client.request(local('/flaky', { method: 'POST', body: 'x', retryable: true }));
    expect(res.status).toBe(200);
    expect(hits.get('/flaky')).toBe(3);
    expect(server.received.every((r) => r.body === 'x')).toBe(true);
  });

  it('stops after the configured retries and reports the last answer', async () => {
    const error = await failure(local('/flaky', { retries: 1 }), OutboundHttpError);
    expect(error.status).toBe(503);
    expect(error.message).toBe('127.0.0.1 answered 503 (an error on its side) (after 2 attempts).');
    expect(hits.get('/flaky')).toBe(2);
  });

  it('does not retry a 4xx, and hands its body to the caller', async () => {
    const error = await failure(local('/bad-request'), OutboundHttpError);
    expect(error.status).toBe(400);
    expect(error.bodyExcerpt).toContain('no such field');
    expect(hits.get('/bad-request')).toBe(1);
  });

  it('retries a GET after the connection is dropped', async () => {
    const res = await client.request(local('/reset'));
    expect(res.text()).toBe('after reset');
    expect(hits.get('/reset')).toBe(2);
  });

  it('waits as long as Retry-After says', async () => {
    const started = performance.now();
    const res = await client.request(local('/rate-limited'));
    expect(res.text()).toBe('now');
    expect(res.attempts).toBe(2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('does not wait for a Retry-After longer than it accepts', async () => {
    const started = performance.now();
    const error = await failure(local('/rate-limited-long'), OutboundHttpError);
    expect(error.status).toBe(429);
    expect(hits.get('/rate-limited-long')).toBe(1);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('reads Retry-After as seconds or a date, and backs off exponentially', () => {
    expect(retryAfterMs('7')).toBe(7_000);
    expect(retryAfterMs(new Date(Date.now() + 10_000).toUTCString())).toBeGreaterThan(8_000);
    expect(retryAfterMs('soon')).toBeNull();
    expect([0, 1, 2, 3].map((n) => backoffMs(n, 100, 500, () => 1))).toEqual([100, 200, 400, 500]);
    expect(backoffMs(2, 100, 10_000, () => 0)).toBe(200);
  });
});

describe('size limit', () => {
  it('refuses an answer whose declared length is over the limit', async () => {
    const error = await failure(local('/big-declared', { maxBytes: 1024 * 1024 }), OutboundTooLarge);
    expect(error.message).toBe('127.0.0.1 answered with more than 1 MiB, more than Parley reads for this call.');
  });

  it('stops reading a streamed answer once it passes the limit', async () => {
    await failure(local('/endless', { maxBytes: 256 * 1024 }), OutboundTooLarge);
    await expect.poll(() => closedEarly).toContain('/endless');
  });

  it('reads an answer under the limit whole', async () => {
    expect((await client.request(local('/small', { maxBytes: 1000 }))).body.length).toBe(1000);
  });
});

describe('redirects', () => {
  it('follows up to five redirects, and refuses a sixth', async () => {
    expect((await client.request(local('/hop/5'))).text()).toBe('arrived');
    const error = await failure(local('/hop/6'), OutboundRefused);
    expect(error.reason).toBe('redirects');
  });

  it('turns a POST into a GET on 303 and keeps it on 307', async () => {
    const allowed = { allowedHosts: ['127.0.0.1'] };
    const seeOther = await client.request({ ...allowed, url: `${server.origin}/see-other`, method: 'POST', json: { a: 1 } });
    expect(seeOther.json()).toMatchObject({ method: 'GET' });
    const temporary = await client.request({ ...allowed, url: `${server.origin}/temporary`, method: 'POST', json: { a: 1 } });
    expect(temporary.json()).toMatchObject({ method: 'POST' });
    expect(other.received[1].body).toBe('{"a":1}');
  });

  it('does not carry credentials to another origin', async () => {
    const res = await client.request(local('/temporary', { headers: { Authorization: 'Bearer s3cret' } }));
    expect(res.json()).toMatchObject({ auth: null });
    expect(server.received[0].headers.authorization).toBe('Bearer s3cret');
  });

  it('hands a redirect back when asked to', async () => {
    const res = await client.request(local('/hop/1', { redirect: 'manual' }));
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/hop/0');
  });
});

describe('request body and log', () => {
  it('sends JSON', async () => {
    const res = await client.request(local('/echo', { method: 'POST', json: { name: 'Ada' } }));
    expect(res.json()).toEqual({ method: 'POST', body: '{"name":"Ada"}', type: 'application/json' });
  });

  it('logs method, host, status, latency and bytes of each exchange, without path, query or headers', async () => {
    await client.request(local('/small?token=s3cret', { headers: { authorization: 'Bearer hidden' }, purpose: 'test' }));
    expect(logged).toEqual([{ method: 'GET', host: '127.0.0.1', status: 200, latencyMs: expect.any(Number), bytes: 1000, attempt: 1, hop: 0, purpose: 'test' }]);
    expect(JSON.stringify(logged)).not.toMatch(/s3cret|hidden|small/);
  });

  it('logs refusals and failures with their code', async () => {
    await failure({ url: 'http://10.0.0.1/' }, OutboundRefused);
    await failure(local('/flaky', { retries: 0 }), OutboundHttpError);
    expect(logged.map((e) => [e.status, e.error ?? null])).toEqual([
      [null, 'outbound_refused'],
      [503, null],
    ]);
  });
});
