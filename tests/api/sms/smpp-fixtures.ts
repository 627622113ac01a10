/** An SMSC simulator and SMPP links to it for one test, all stopped by `stopAll`. */
import { SmppLink, type MatchedReceipt, type SmppLinkOptions, type LinkStateChange } from '../../../server/domains/sms/smpp/smpp-link.ts';
import { SmscSimulator, type SmscSimulatorOptions } from '../../../server/simulators/smsc/smsc-simulator.ts';

export const ACCOUNT = { systemId: 'parley', password: 'secret12' };

const started: { stop(): Promise<void> }[] = [];

export async function startSimulator(options: Partial<SmscSimulatorOptions> = {}): Promise<SmscSimulator> {
  const simulator = await SmscSimulator.start({ accounts: [ACCOUNT], ...options });
  started.push(simulator);
  return simulator;
}

export interface WatchedLink {
  link: SmppLink;
  receipts: MatchedReceipt[];
  states: LinkStateChange[];
}

/** A started link with quick reconnects, recording its receipts and state changes. */
export function startLink(port: number, options: Partial<SmppLinkOptions> = {}): WatchedLink {
  const link = new SmppLink({
    name: 'test-route',
    host: '127.0.0.1',
    port,
    ...ACCOUNT,
    reconnect: { baseMs: 50, capMs: 200 },
    ...options,
  });
  const watched: WatchedLink = { link, receipts: [], states: [] };
  link.on('receipt', (r) => watched.receipts.push(r));
  link.on('state', (s) => watched.states.push(s));
  link.start();
  started.push({ stop: () => link.close() });
  return watched;
}

export async function stopAll(): Promise<void> {
  // Links first, so they unbind from simulators that are still there.
  for (const s of started.splice(0).reverse()) await s.stop();
}

export async function waitFor(what: string, condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
