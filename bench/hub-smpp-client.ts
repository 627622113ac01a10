/**
 * The hub bench's client, in a process of its own so its CPU is not Parley's (bench/hub-smpp.bench.ts
 * forks it): BINDS transceiver binds of the `smpp` package's client, each submitting its share of
 * the parts with at most WINDOW unanswered and answering every receipt. Talks to its parent over
 * IPC: `ready` once bound, `go` to start, `accepted` when every submit is answered, `receipts`
 * whenever asked.
 */
import smpp, { type Pdu, type Session } from 'smpp';

interface Config {
  port: number;
  systemId: string;
  password: string;
  binds: number;
  parts: number;
  window: number;
}

export type ClientMessage = { type: 'ready' } | { type: 'accepted'; accepted: number; ms: number } | { type: 'receipts'; receipts: number; lastMs: number };
export type ParentMessage = { type: 'go' } | { type: 'receipts?' } | { type: 'stop' };

const config = JSON.parse(process.env.HUB_BENCH_CLIENT ?? '{}') as Config;
const send = (m: ClientMessage) => process.send!(m);
let receipts = 0;
let lastReceipt = 0;
let started = 0;

function bind(): Promise<Session> {
  return new Promise((resolve, reject) => {
    const session = smpp.connect({ host: '127.0.0.1', port: config.port }, () => {
      session.on('pdu', (pdu: Pdu) => {
        if (pdu.command !== 'deliver_sm') return;
        session.send(pdu.response());
        receipts++;
        lastReceipt = performance.now();
      });
      session.bind_transceiver({ system_id: config.systemId, password: config.password }, (resp: Pdu) => (resp.command_status === 0 ? resolve(session) : reject(new Error(`bind refused: ${resp.command_status}`))));
    });
    session.on('error', reject);
  });
}

/** Submits `count` parts on a bind, at most `window` unanswered; answers how many were accepted. */
function submitAll(session: Session, count: number, offset: number): Promise<number> {
  return new Promise((resolve) => {
    let sent = 0;
    let answered = 0;
    let accepted = 0;
    if (count === 0) resolve(0);
    const next = () => {
      while (sent < count && sent - answered < config.window) {
        const i = offset + sent++;
        session.submit_sm({ source_addr: 'Bench', destination_addr: `4477${String(10_000_000 + i).slice(-8)}`, registered_delivery: 1, short_message: `Your code is ${i}` }, (resp: Pdu) => {
          answered++;
          if (resp.command_status === 0) accepted++;
          if (answered === count) resolve(accepted);
          else next();
        });
      }
    };
    next();
  });
}

const sessions = await Promise.all(Array.from({ length: config.binds }, bind));
process.on('message', async (m: ParentMessage) => {
  if (m.type === 'go') {
    started = performance.now();
    const per = Math.ceil(config.parts / config.binds);
    const counts = await Promise.all(sessions.map((s, i) => submitAll(s, Math.max(0, Math.min(per, config.parts - i * per)), i * per)));
    send({ type: 'accepted', accepted: counts.reduce((a, b) => a + b, 0), ms: performance.now() - started });
  } else if (m.type === 'receipts?') {
    send({ type: 'receipts', receipts, lastMs: lastReceipt ? lastReceipt - started : 0 });
  } else {
    for (const s of sessions) s.destroy();
    process.exit(0);
  }
});
send({ type: 'ready' });
