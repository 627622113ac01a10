/**
 * Parley's SMPP server, where hub clients bind (SMPP 3.4, SMPP_SERVER_PORT, TLS when
 * SMPP_SERVER_TLS_CERT/_KEY are set). It runs in every process that serves the API, so a client may
 * bind to any of them; what one process knows of binds, the others read from the database.
 */
import os from 'node:os';
import smpp, { type Pdu, type Server } from 'smpp';
import type { AppContext } from '../../../context.ts';
import { STATUS, statusName } from '../../sms/smpp/command-status.ts';
import type { Stop } from '../../area.ts';
import { RECEIPTS_TOPIC } from '../receipts/receipt-outbox.ts';
import { ReceiptSender } from '../receipts/receipt-sender.ts';
import { closeBinds, recordBind, renewProcess, RENEW_SECONDS, startProcess, stopProcess } from './bind-log.ts';
import { ClientSession, type Bound, type SessionHost } from './client-session.ts';

export interface SmppServerOptions {
  port: number;
  host?: string;
  tls?: { cert: string; key: string } | null;
  /** How long a receipt waits for its client (HUB_RECEIPT_HOLD_HOURS). */
  receiptHoldHours: number;
  /** Takes a bound client's submit (the hub's intake); answers the submit_sm_resp fields. */
  submit(bound: Bound, pdu: Pdu): Promise<{ status: number; messageId?: string }>;
}

export interface RunningSmppServer {
  port: number;
  /** The process name its binds are recorded under. */
  process: string;
  sessions(): ClientSession[];
  stop: Stop;
}

export async function startSmppServer(ctx: AppContext, options: SmppServerOptions): Promise<RunningSmppServer> {
  const db = ctx.database.db;
  const process = `${os.hostname()}:${globalThis.process.pid}:${options.port}`;
  await startProcess(db, process, ctx.database.driver === 'pglite');
  const sessions = new Set<ClientSession>();
  const closing = new Set<Promise<void>>();
  const receipts = new ReceiptSender(db, process, options.receiptHoldHours, () => sessions);
  const host: SessionHost = {
    async bind(attempt) {
      const outcome = await recordBind(db, { ...attempt, process });
      // A client that may receive gets what it is owed as soon as its bind answer has gone.
      if (outcome.endpoint && attempt.type !== 'transmitter') setImmediate(() => receipts.wake(outcome.endpoint!.id));
      if (outcome.status !== STATUS.OK && !outcome.endpoint) {
        // An unknown system_id belongs to no team: the server log is the only place it is seen.
        if (outcome.bindId === null) console.warn(`[parley] SMPP bind refused from ${attempt.address}: unknown system_id "${attempt.systemId.slice(0, 32)}" (${statusName(outcome.status)})`);
      }
      return outcome;
    },
    ended(session, ending) {
      sessions.delete(session);
      if (!session.bound) return;
      const closed = closeBinds(db, [session.bound.bindId], ending)
        .catch((e) => console.error(`[parley] closing an SMPP bind: ${(e as Error).message}`))
        .finally(() => closing.delete(closed));
      closing.add(closed);
    },
    submit: options.submit,
  };
  const tls = options.tls ? { cert: options.tls.cert, key: options.tls.key } : {};
  const server: Server = smpp.createServer(tls, (session) => sessions.add(new ClientSession(session, host)));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (e: Error) => console.error(`[parley] SMPP server: ${e.message}`));
  const unsubscribe = await ctx.changes.subscribe(RECEIPTS_TOPIC, (payload) => receipts.wake(Number(payload)));
  const renew = setInterval(() => void renewProcess(db, process).catch((e) => console.error(`[parley] SMPP server upkeep: ${(e as Error).message}`)), RENEW_SECONDS * 1_000);
  renew.unref();
  return {
    port: options.port,
    process,
    sessions: () => [...sessions],
    async stop() {
      clearInterval(renew);
      await unsubscribe();
      await receipts.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) void session.shutdown();
      });
      // Each session's end is written as it closes (`shutdown`); the last writes finish before the database closes.
      await Promise.all(closing);
      await stopProcess(db, process);
    },
  };
}
