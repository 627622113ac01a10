/** The caller's team's automation, or 404: every route about one automation starts here. */
import { and, eq } from 'drizzle-orm';
import { automations } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import { notFound } from '../../http/errors.ts';

export type AutomationRow = typeof automations.$inferSelect;

/** With `lock`, the row is held until the transaction ends (publishes and restores one after the other). */
export async function automationOf(db: DbOrTx, teamId: number, id: number, lock = false): Promise<AutomationRow> {
  const query = db.select().from(automations).where(and(eq(automations.id, id), eq(automations.team_id, teamId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('No such automation.');
  return row;
}
