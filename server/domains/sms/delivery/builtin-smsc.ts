/**
 * The SMSC simulator Parley starts on 127.0.0.1 (SMSC_SIMULATOR_PORT) where its workers run: the
 * demo workspace's route binds to it, so a fresh install sends and gets receipts with no vendor.
 * It listens on the loopback only, so its one account's password is no secret.
 */
import type { Config } from '../../../config.ts';
import { SmscSimulator } from '../../../simulators/smsc/smsc-simulator.ts';

export const BUILTIN_SMSC_ACCOUNT = { systemId: 'parley', password: 'parley-smsc' } as const;

export async function startBuiltinSmsc(config: Config): Promise<SmscSimulator | null> {
  const { simulatorPort, simulatorDeliveryRatio, simulatorReceiptMs } = config.sms;
  if (simulatorPort === null) return null;
  try {
    return await SmscSimulator.start(
      {
        accounts: [BUILTIN_SMSC_ACCOUNT],
        deliveryRatio: simulatorDeliveryRatio,
        receiptLatencyMs: [Math.round(simulatorReceiptMs / 10), simulatorReceiptMs],
        // What it received is not kept: it runs as long as Parley does.
        keepReceived: false,
        seed: `parley-${Date.now()}`,
      },
      simulatorPort,
    );
  } catch (error) {
    // Another Parley (or another SMSC) has the port: this process sends through that one.
    console.error(`[parley] the built-in SMSC simulator could not listen on 127.0.0.1:${simulatorPort}: ${(error as Error).message}`);
    return null;
  }
}
