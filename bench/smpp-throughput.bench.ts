/**
 * How many messages one SMPP link pushes through Parley's SMSC simulator on this machine, end to end:
 * from the first submit_sm to the last delivery receipt matched to its message, over 127.0.0.1.
 * BENCH_MESSAGES (default 100,000) single-part messages, BENCH_SMPP_WINDOW (default 100) outstanding
 * submits, receipts drawn between 0 and 200 ms after each response. Fails below 2,000 messages per
 * second, the rate a route's sender must sustain.
 */
import { SmppLink } from '../server/domains/sms/smpp/smpp-link.ts';
import { smppTextParts } from '../server/domains/sms/message-parts.ts';
import { SmscSimulator } from '../server/simulators/smsc/smsc-simulator.ts';

export const BUDGET_MSG_PER_S = 2_000;
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100_000);
const WINDOW = Number(process.env.BENCH_SMPP_WINDOW ?? 100);
const account = { systemId: 'bench', password: 'bench123' };

const rate = (count: number, ms: number) => Math.round((count / ms) * 1000).toLocaleString('en');

export async function run(): Promise<void> {
  const simulator = await SmscSimulator.start({ accounts: [account], receiptLatencyMs: [0, 200], deliveryRatio: 0.95, keepReceived: false });
  const link = new SmppLink({ name: 'bench', host: '127.0.0.1', port: simulator.port, ...account, window: WINDOW });
  let matched = 0;
  let unmatched = 0;
  let lastReceipt = 0;
  link.on('receipt', (r) => {
    if (r.ref === null) unmatched += 1;
    else matched += 1;
    lastReceipt = performance.now();
  });
  try {
    link.start();
    await new Promise<void>((resolve) => link.on('state', (s) => s.state === 'bound' && resolve()));
    const parts = smppTextParts('Your Parley verification code is 481516. It expires in 10 minutes.', 0);
    let next = 0;
    let failed = 0;
    const started = performance.now();
    // Twice the window of callers, as a sender job would keep the link fed.
    const callers = Array.from({ length: WINDOW * 2 }, async () => {
      while (next < MESSAGES) {
        const i = next++;
        const [result] = await link.submit({ source: 'Parley', destination: `4915${String(i).padStart(9, '0')}`, parts, ref: String(i) });
        if (!result.ok) failed += 1;
      }
    });
    await Promise.all(callers);
    const submitted = performance.now() - started;
    const deadline = performance.now() + 30_000;
    while (matched + unmatched < MESSAGES - failed && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const endToEnd = lastReceipt - started;
    console.log(`${MESSAGES.toLocaleString('en')} messages, window ${WINDOW}: submitted in ${(submitted / 1000).toFixed(2)} s (${rate(MESSAGES, submitted)} msg/s)`);
    console.log(`receipts: ${matched.toLocaleString('en')} matched, ${unmatched} unmatched, ${failed} submits failed`);
    console.log(`end to end (first submit to last receipt): ${(endToEnd / 1000).toFixed(2)} s, ${rate(matched, endToEnd)} msg/s (budget ${BUDGET_MSG_PER_S.toLocaleString('en')})`);
    if (failed || unmatched || matched !== MESSAGES || (matched / endToEnd) * 1000 < BUDGET_MSG_PER_S) process.exitCode = 1;
  } finally {
    await link.close();
    await simulator.stop();
  }
}
