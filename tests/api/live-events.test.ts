/**
 * GET /v1/events over a real socket: a user hears committed changes to what their team may list
 * (job progress with the job), never another team's, and platform records only as staff.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../resources/index.ts';
import { resourceByName } from '../../resources/index.ts';
import { API_BASE } from '../../resources/account/endpoints.ts';
import { seedDemoUser, startTestApp, type TestApp } from './harness.ts';
import { sampleRecord } from './samples.ts';

let t: TestApp;
let base: string;
let alice: string;
let bob: string;
let staff: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${API_BASE}`;
  // The demo user is platform staff; it must be the first user.
  const demo = await seedDemoUser(t);
  staff = await t.login(demo.email, demo.password);
  alice = (await t.signUp({ name: 'Alice Live' })).token;
  bob = (await t.signUp({ name: 'Bob Elsewhere' })).token;
});
afterAll(() => t.close());

interface Heard {
  events: { event: string; data: any }[];
  next(match: (e: { event: string; data: any }) => boolean, timeoutMs?: number): Promise<{ event: string; data: any }>;
  close(): void;
}

/** Opens the stream as a browser would (fetch with the bearer token) and collects its events. */
async function listen(token: string): Promise<Heard> {
  const controller = new AbortController();
  const res = await fetch(`${base}/v1/events`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: Heard['events'] = [];
  const waiters = new Set<() => void>();
  void (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // aborted
    }
  })();
  const heard: Heard = {
    events,
    async next(match, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching event in ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 100);
        });
      }
    },
    close: () => controller.abort(),
  };
  await heard.next((e) => e.event === 'ready');
  return heard;
}

const create = async (token: string, name: string, seed: number) => {
  const resource = resourceByName(name)!;
  const res = await t.call('POST', resource.apiPath, { token, body: sampleRecord(resource, seed) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};

describe('live events', () => {
  it('tells a team about its own changes and nobody else', async () => {
    const mine = await listen(alice);
    const theirs = await listen(bob);
    const offer = await create(alice, 'offers', 1);
    const change = await mine.next((e) => e.event === 'change' && e.data.resource === 'offers');
    expect(change.data).toEqual({ resource: 'offers', op: 'insert', ids: [offer.id], count: 1 });
    await t.call('DELETE', `/v1/audience/offers/${offer.id}`, { token: alice });
    await mine.next((e) => e.event === 'change' && e.data.op === 'delete' && e.data.ids[0] === offer.id);
    // Bob's own change arrives, so his stream works; Alice's never did.
    await create(bob, 'offers', 2);
    await theirs.next((e) => e.event === 'change' && e.data.resource === 'offers');
    expect(theirs.events.filter((e) => e.event === 'change' && e.data.ids.includes(offer.id))).toEqual([]);
    mine.close();
    theirs.close();
  });

  it('carries a job’s progress with the job', async () => {
    const stream = await listen(alice);
    const started = await t.call('POST', '/v1/exports', { token: alice, body: { resource: 'offers', format: 'csv', title: 'Offers', query: {}, columns: [{ name: 'name', label: 'Name' }] } });
    expect(started.status).toBe(202);
    const done = await stream.next((e) => e.event === 'change' && e.data.resource === 'jobs' && e.data.jobs?.[0]?.status === 'completed', 20_000);
    expect(done.data.jobs[0]).toMatchObject({ id: started.body.id, kind: 'export', title: 'Offers', result: { rows: expect.any(Number) } });
    stream.close();
  });

  it('sends platform records’ changes to staff only', async () => {
    const user = await listen(alice);
    const admin = await listen(staff);
    const account = await create(staff, 'provider-accounts', 3);
    await admin.next((e) => e.event === 'change' && e.data.resource === 'provider-accounts' && e.data.ids.includes(account.id));
    await new Promise((r) => setTimeout(r, 300));
    expect(user.events.filter((e) => e.data?.resource === 'provider-accounts')).toEqual([]);
    user.close();
    admin.close();
  });

  it('refuses a stream without a valid token', async () => {
    expect((await fetch(`${base}/v1/events`)).status).toBe(401);
    expect((await fetch(`${base}/v1/events`, { headers: { authorization: 'Bearer pst_nonsense' } })).status).toBe(401);
  });
});
