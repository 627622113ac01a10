/**
 * Sign-up and forgot-password must not tell whether an address has an account: the same answer,
 * in the same time, the difference only in the mail its owner receives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterReplySettled } from '../../server/http/after-reply.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.signUp({ email: 'known@example.com', name: 'Known Person' });
});
afterAll(() => t.close());

/**
 * The lower quartile: what a call costs when the machine lets it run. Other test files run beside
 * this one, and their bursts land on one kind of call or the other at random; the quartile keeps
 * the intrinsic cost, which is what an attacker timing many requests would learn.
 */
const quartile = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 4)];

/** Wall time of one call, with what it left running settled before the next one starts. */
async function timed(method: string, path: string, body: unknown): Promise<{ ms: number; status: number; body: any }> {
  const started = performance.now();
  const res = await t.call(method, path, { body });
  const ms = performance.now() - started;
  await afterReplySettled(t.ctx);
  return { ms, status: res.status, body: res.body };
}

/** Alternates the two kinds of call so load on the machine falls on both alike. */
async function compare(call: (known: boolean, i: number) => Promise<{ ms: number; status: number; body: any }>, rounds = 15) {
  const known: number[] = [];
  const unknown: number[] = [];
  const answers = new Set<string>();
  for (let i = 0; i < rounds; i++) {
    for (const isKnown of i % 2 ? [true, false] : [false, true]) {
      const r = await call(isKnown, i);
      (isKnown ? known : unknown).push(r.ms);
      answers.add(`${r.status} ${typeof r.body === 'object' ? Object.keys(r.body).sort().join(',') : r.body}`);
    }
  }
  return { known: quartile(known), unknown: quartile(unknown), answers };
}

// Both paths hash a password (tens of milliseconds); what differs between them (creating the
// account, the mail) happens after the answer, so only noise separates the two.
const close = (a: number, b: number) => Math.abs(a - b) < Math.max(25, 0.3 * Math.max(a, b));

describe('an address that has an account and one that has not', () => {
  it('register: the same answer in the same time', async () => {
    const { known, unknown, answers } = await compare((isKnown, i) =>
      timed('POST', '/v1/register', {
        name: 'Probe',
        email: isKnown ? 'known@example.com' : `new-${i}@example.com`,
        password: 'a probing passphrase',
        password_confirmation: 'a probing passphrase',
      }),
    );
    expect([...answers]).toEqual(['201 message,signup_ticket']);
    expect(close(known, unknown), `lower quartile ${known.toFixed(1)} ms for a known address, ${unknown.toFixed(1)} ms for a new one`).toBe(true);
  });

  it('forgot-password: the same answer in the same time', async () => {
    const { known, unknown, answers } = await compare((isKnown) => timed('POST', '/v1/forgot-password', { email: isKnown ? 'known@example.com' : 'nobody@example.com' }), 15);
    expect([...answers]).toEqual(['200 message']);
    expect(close(known, unknown), `lower quartile ${known.toFixed(1)} ms for a known address, ${unknown.toFixed(1)} ms for an unknown one`).toBe(true);
    expect((await t.lastMail('known@example.com'))?.subject).toBe('Reset your password');
    expect(await t.lastMail('nobody@example.com')).toBeUndefined();
  });
});
