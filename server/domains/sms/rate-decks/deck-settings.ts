/** A route's rate sheet settings: the parser settings (remembered once saved), notice period and auto-apply. */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { deckSettingsAnswer, deckSettingsBody } from '../../../../resources/sms/rate-decks.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import { smsRoutes } from '../../../db/schema/index.ts';
import { checkedSettings } from './deck-preview.ts';
import { findDeckRoute } from './route-deck.ts';

type Answer = z.infer<typeof deckSettingsAnswer>;

export async function readDeckSettings(db: DbOrTx, teamId: number, routeId: number): Promise<Answer> {
  const route = await findDeckRoute(db, teamId, routeId);
  return { settings: route.deck_settings ? checkedSettings(route.deck_settings) : null, notice_days: route.notice_days, auto_apply: route.auto_apply };
}

export async function saveDeckSettings(db: DbOrTx, teamId: number, routeId: number, userId: number | null, body: z.infer<typeof deckSettingsBody>): Promise<Answer> {
  await findDeckRoute(db, teamId, routeId);
  const settings = checkedSettings(body.settings);
  const [row] = await db
    .update(smsRoutes)
    .set({
      deck_settings: settings,
      ...(body.notice_days === undefined ? {} : { notice_days: body.notice_days }),
      ...(body.auto_apply === undefined ? {} : { auto_apply: body.auto_apply }),
      version: sql`${smsRoutes.version} + 1`,
      updated_at: new Date(),
      updated_by_id: userId,
    })
    .where(and(eq(smsRoutes.team_id, teamId), eq(smsRoutes.id, routeId)))
    .returning();
  return { settings: row.deck_settings, notice_days: row.notice_days, auto_apply: row.auto_apply };
}
