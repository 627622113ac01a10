/**
 * A live phone is online while it reports (phone-report.ts) and offline after a silence of
 * LIVE_PHONE_OFFLINE_SECONDS. The move is one conditional update, so the notification that goes
 * with it is written once per going offline however many workers tick.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { livePhones } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../events/change-triggers.ts';
import { writeNotification } from '../../workspace/notifications.ts';

export const DEFAULT_OFFLINE_SECONDS = 600;

/** Moves the phones silent since before `now - silence` offline and tells their teams; answers their ids. */
export async function markSilentPhonesOffline(db: Db, silenceSeconds: number, now = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      update ${livePhones} set status = 'offline', updated_at = ${now.toISOString()}::timestamptz
      where status = 'online' and (last_seen_at is null or last_seen_at < ${now.toISOString()}::timestamptz - make_interval(secs => ${silenceSeconds}))
      returning id, team_id, number, network, last_seen_at`);
    const phones = rowsOf<{ id: number; team_id: number; number: string; network: string; last_seen_at: string | null }>(result);
    for (const phone of phones) {
      await writeNotification(tx, {
        teamId: phone.team_id,
        type: 'system',
        level: 'warning',
        title: `Live phone ${phone.number} (${phone.network}) is offline`,
        body: `It has not reported for more than ${Math.round(silenceSeconds / 60)} minutes${phone.last_seen_at ? ` (last seen ${new Date(phone.last_seen_at).toISOString()})` : ''}. SMS tests to it will time out until it reports again.`,
        link: `/hub/routing/vendor/live-phones/${phone.id}`,
      });
    }
    return phones.map((p) => Number(p.id));
  });
}
