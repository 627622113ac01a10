/**
 * The voice provider is part of the process, not of the HTTP routes: a context started without
 * the API (as a worker process runs) has it, a call placed through it talks and ends with a
 * transcript (its events taking the signed webhook's path without the network), and closing the
 * context stops it.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContext, createContext } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import type { AppContext } from '../../server/context.ts';
import { agents, calls, users } from '../../server/db/schema/index.ts';
import { placeTestCall } from '../../server/domains/voice/calls/place-call.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { APP_URL, freshDatabase, TEST_CREDENTIALS_KEY } from './harness.ts';

let ctx: AppContext;
let drop: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  const base = loadConfig({ APP_URL, SEED_DEMO: 'false', LOG_LEVEL: 'silent', DIST_DIR: '/nonexistent', CREDENTIALS_KEY: TEST_CREDENTIALS_KEY, SMSC_SIMULATOR_PORT: 'off' });
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'parley-files-'));
  ctx = await createContext({ ...base, filesDir, databaseUrl: fresh.database.url, voice: { ...base.voice, simulatorPaceMs: 2 } }, { pglite: fresh.database.pglite, build: 'test' });
}, 60_000);
afterAll(async () => {
  if (ctx) await closeContext(ctx);
  await drop?.();
});

describe('the voice provider of a process', () => {
  it('is there without the API, and a call through it ends with a transcript', async () => {
    expect(ctx.voiceProvider).toBeDefined();
    const db = ctx.database.db;
    await seedDemo(db, ctx.config.demo, { workspace: false });
    const [user] = await db.select({ id: users.id, teamId: users.currentTeamId }).from(users).limit(1);
    const teamId = user.teamId!;
    const [agent] = await db.insert(agents).values({ team_id: teamId, name: 'Sam', voice: 'nova', system_prompt: 'You are Sam.', first_message: 'Hello, this is Sam.' }).returning();
    const placed = await placeTestCall(ctx, ctx.voiceProvider!, { teamId, userId: user.id }, { agent_id: agent.id, to: '+14155550100', persona: 'interested' });

    let call: typeof calls.$inferSelect | undefined;
    for (const deadline = Date.now() + 15_000; Date.now() < deadline && !call?.hangup_reason; await new Promise((r) => setTimeout(r, 50))) {
      [call] = await db.select().from(calls).where(eq(calls.id, placed.call_id));
    }
    expect(call?.status).toBe('completed');
    const agentLines = (call?.transcript as Array<{ role: string; text: string }>).filter((turn) => turn.role === 'agent').map((turn) => turn.text);
    expect(agentLines[0]).toBe('Hello, this is Sam.');
  });

  it('stops with the context', async () => {
    const provider = ctx.voiceProvider;
    await closeContext(ctx);
    expect(ctx.voiceProvider).toBeUndefined();
    expect(provider).toBeDefined();
    ctx = undefined as unknown as AppContext;
  });
});
