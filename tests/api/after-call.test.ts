/**
 * The after-call worker: each ended call gets its steps once, in order, seeing what earlier steps
 * wrote; a live call waits; a failing step does not hold up the next; a claim left by a dead
 * worker is taken again once stale, a fresh one is not.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { calls } from '../../server/db/schema/index.ts';
import type { AfterCallStep } from '../../server/domains/voice/after-call/after-call-steps.ts';
import { tickAfterCall } from '../../server/domains/voice/after-call/after-call-worker.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let teamId: number;

beforeAll(async () => {
  // A tick far away: the test drives the worker itself.
  t = await startTestApp({ afterCallTickMs: 3_600_000 });
  teamId = (await t.signUp({ name: 'Ann After' })).user.current_team.id;
});
afterAll(() => t?.close());

const callRow = async (status: 'completed' | 'in_progress' | 'busy', extra: Partial<typeof calls.$inferInsert> = {}) => {
  const [row] = await t.db
    .insert(calls)
    .values({ team_id: teamId, direction: 'outbound', from_number: '+15005550006', to_number: '+14155550100', status, ...extra })
    .returning({ id: calls.id });
  return row.id;
};

it('runs the steps once per ended call, in order, each seeing the call as the one before left it; a live call waits', async () => {
  const ended = await callRow('completed');
  const busy = await callRow('busy');
  const live = await callRow('in_progress');
  const seen: string[] = [];
  const steps: AfterCallStep[] = [
    { name: 'first', run: async (app, call) => void (seen.push(`first:${call.id}`), await app.database.db.update(calls).set({ outcome: 'interested' }).where(eq(calls.id, call.id))) },
    { name: 'failing', run: async () => Promise.reject(new Error('the step broke')) },
    { name: 'last', run: async (_app, call) => void seen.push(`last:${call.id}:${call.outcome}`) },
  ];
  expect(await tickAfterCall(t.ctx, steps)).toBe(2);
  expect(seen).toEqual([`first:${ended}`, `last:${ended}:interested`, `first:${busy}`, `last:${busy}:interested`]);
  expect(await tickAfterCall(t.ctx, steps)).toBe(0);
  const [row] = await t.db.select().from(calls).where(eq(calls.id, live));
  expect(row.after_call_at).toBeNull();
  await t.db.update(calls).set({ status: 'completed' }).where(eq(calls.id, live));
  expect(await tickAfterCall(t.ctx, steps)).toBe(1);
  expect(seen.at(-1)).toBe(`last:${live}:interested`);
});

it('takes again a call whose worker died once the claim is stale, not before', async () => {
  const id = await callRow('completed', { after_call_claimed_at: new Date(Date.now() - 30_000) });
  const seen: number[] = [];
  const steps: AfterCallStep[] = [{ name: 'note', run: async (_app, call) => void seen.push(call.id) }];
  expect(await tickAfterCall(t.ctx, steps)).toBe(0);
  expect(await tickAfterCall(t.ctx, steps, new Date(Date.now() + 5 * 60_000))).toBe(1);
  expect(seen).toEqual([id]);
});
