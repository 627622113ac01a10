/** The graph an automation's journeys run on: its published version's, or undefined while unpublished. */
import { and, eq } from 'drizzle-orm';
import type { AutomationGraph } from '../../../../resources/automations/automations.ts';
import { automationVersions } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/transaction.ts';

export async function publishedGraph(db: DbOrTx, automationId: number, version: number | null): Promise<AutomationGraph | undefined> {
  if (version === null) return undefined;
  const [row] = await db
    .select({ graph: automationVersions.graph })
    .from(automationVersions)
    .where(and(eq(automationVersions.automation_id, automationId), eq(automationVersions.version, version)));
  return row?.graph;
}
