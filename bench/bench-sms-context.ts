/**
 * What the SMS benchmarks share: an SMSC simulator on 127.0.0.1 (delivering everything, receipts
 * 0–200 ms after the submit), a database of their own on PostgreSQL, and Parley's context on it
 * with its workers (the sender, jobs), all stopped when the measure is done.
 */
import { randomBytes } from 'node:crypto';
import { closeContext, createContext } from '../server/bootstrap.ts';
import { loadConfig } from '../server/config.ts';
import type { AppContext } from '../server/context.ts';
import { SmscSimulator } from '../server/simulators/smsc/smsc-simulator.ts';
import { withBenchDatabase } from './bench-database.ts';

export async function withSmsBench(account: { systemId: string; password: string }, env: Record<string, string>, measure: (ctx: AppContext, simulator: SmscSimulator) => Promise<void>): Promise<void> {
  const simulator = await SmscSimulator.start({ accounts: [account], receiptLatencyMs: [0, 200], deliveryRatio: 1, keepReceived: false });
  try {
    await withBenchDatabase(async (databaseUrl) => {
      const base = { LOG_LEVEL: 'silent', SEED_DEMO: 'false', DIST_DIR: '/nonexistent', SMSC_SIMULATOR_PORT: 'off', SMPP_SERVER_PORT: 'off', CREDENTIALS_KEY: randomBytes(32).toString('base64'), ...env };
      const ctx = await createContext({ ...loadConfig(base), databaseUrl }, { build: 'bench' });
      try {
        await measure(ctx, simulator);
      } finally {
        await closeContext(ctx);
      }
    });
  } finally {
    await simulator.stop();
  }
}
