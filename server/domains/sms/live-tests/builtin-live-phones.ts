/**
 * The built-in live-phone simulator, where the SMSC simulator runs (LIVE_PHONE_SIMULATOR, on by
 * default beside SMSC_SIMULATOR_PORT): every live phone marked `simulated` (the demo's) becomes a
 * virtual handset that receives what the built-in SMSC delivers to its number and reports through
 * the same signed webhook a real handset app uses, over HTTP to this installation on 127.0.0.1.
 */
import { eq } from 'drizzle-orm';
import { API_BASE } from '../../../../resources/account/endpoints.ts';
import { shortWebhookPath } from '../../../../resources/workspace/webhook-sources.ts';
import type { AppContext } from '../../../context.ts';
import { livePhones } from '../../../db/schema/index.ts';
import { LivePhoneSimulator, type VirtualHandset } from '../../../simulators/live-phone/live-phone-simulator.ts';
import type { SmscSimulator } from '../../../simulators/smsc/smsc-simulator.ts';
import { revealSecret } from '../../../webhooks/secrets.ts';
import { livePhoneWebhooks } from './live-phone-webhooks.ts';

/** The address a handset app reports to (a live phone's webhook panel shows it with its secret). */
export const livePhoneWebhookPath = (id: number | string) => shortWebhookPath('live-phones', id)!;

/** The simulated live phones of every team, each with the address and secret it reports with. */
export async function virtualHandsets(ctx: AppContext, base: string): Promise<VirtualHandset[]> {
  const db = ctx.database.db;
  const phones = await db.select({ id: livePhones.id, team_id: livePhones.team_id, number: livePhones.number, network: livePhones.network }).from(livePhones).where(eq(livePhones.simulated, true));
  const handsets: VirtualHandset[] = [];
  for (const phone of phones) {
    const record = await livePhoneWebhooks.find(db, phone.team_id, phone.id);
    if (!record) continue;
    const { secret } = await revealSecret(db, livePhoneWebhooks, record);
    handsets.push({ id: phone.id, number: phone.number, network: phone.network, url: `${base}${API_BASE}${livePhoneWebhookPath(phone.id)}`, secret });
  }
  return handsets;
}

/** Starts the handsets on `smsc`, reporting to `base` (http://127.0.0.1:<port>); follows the live phones as staff edit them. */
export async function startLivePhoneSimulator(ctx: AppContext, smsc: SmscSimulator, base: string, heartbeatMs: number): Promise<{ simulator: LivePhoneSimulator; stop: () => Promise<void> }> {
  const simulator = new LivePhoneSimulator({ handsets: await virtualHandsets(ctx, base), heartbeatMs }).listenTo(smsc);
  let reload: NodeJS.Timeout | null = null;
  const unlisten = ctx.changes.on((change) => {
    if (change.resource !== 'live-phones' || reload) return;
    // Heartbeats touch the phones too: one reload per second at most.
    reload = setTimeout(() => {
      reload = null;
      virtualHandsets(ctx, base)
        .then((handsets) => simulator.setHandsets(handsets))
        .catch((e: unknown) => console.error(`[parley] live-phone simulator: ${(e as Error).message}`));
    }, 1_000);
    reload.unref();
  });
  // The first heartbeat once the API listens; until then a report fails quietly and the next one goes.
  setTimeout(() => void simulator.heartbeat(), 2_000).unref();
  const count = simulator.numbers.length;
  if (count) console.log(`[parley] live-phone simulator: ${count} virtual handset${count === 1 ? '' : 's'} report to ${base}${API_BASE}${livePhoneWebhookPath(':id')}`);
  return {
    simulator,
    async stop() {
      unlisten();
      if (reload) clearTimeout(reload);
      await simulator.stop();
    },
  };
}
