/**
 * SMS tests' background work where the workers run: tests time out, silent phones go offline,
 * schedules send their tests, and (beside the built-in SMSC) the live-phone simulator runs.
 */
import type { AppContext } from '../../../context.ts';
import type { Stop } from '../../area.ts';
import { tickEvery } from '../../tick-every.ts';
import { smsDeliveryOf } from '../delivery/delivery-service.ts';
import { startLivePhoneSimulator } from './builtin-live-phones.ts';
import { DEFAULT_OFFLINE_SECONDS, markSilentPhonesOffline } from './offline.ts';
import { runDueSmsTestSchedules } from './schedules.ts';
import { DEFAULT_TEST_TIMEOUT_SECONDS, timeOutSmsTests } from './timeouts.ts';

const TICK_MS = 10_000;
const SCHEDULE_TICK_MS = 60_000;

export async function startSmsTests(ctx: AppContext): Promise<Stop> {
  const db = ctx.database.db;
  const waitSeconds = ctx.config.sms.testTimeoutSeconds ?? DEFAULT_TEST_TIMEOUT_SECONDS;
  const silenceSeconds = ctx.config.sms.livePhoneOfflineSeconds ?? DEFAULT_OFFLINE_SECONDS;
  const stops: Array<() => unknown> = [
    tickEvery('SMS test timeouts', TICK_MS, () => timeOutSmsTests(db, waitSeconds)),
    tickEvery('live phones going offline', TICK_MS, () => markSilentPhonesOffline(db, silenceSeconds)),
    tickEvery('SMS test schedules', SCHEDULE_TICK_MS, () => runDueSmsTestSchedules(db)),
  ];
  const smsc = smsDeliveryOf(ctx)?.simulator;
  if (smsc && ctx.config.sms.livePhoneSimulator) {
    // Heartbeats well inside the silence that would take the handsets offline.
    const handsets = await startLivePhoneSimulator(ctx, smsc, `http://127.0.0.1:${ctx.config.port}`, Math.min(60_000, (silenceSeconds * 1_000) / 3));
    stops.push(handsets.stop);
  }
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
