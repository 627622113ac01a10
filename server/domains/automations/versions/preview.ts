/** What publishing the draft would do now: how many contacts are on their way, where, and whether each place stays. */
import type { z } from 'zod';
import { publishProblems } from '../../../../resources/automations/automation-graph.ts';
import type { publishPreviewOutput } from '../../../../resources/automations/automation-api.ts';
import type { AppContext } from '../../../context.ts';
import { automationOf } from '../automation-of.ts';
import { placesNow } from './continuing.ts';

export async function publishPreview(ctx: AppContext, teamId: number, automationId: number): Promise<z.infer<typeof publishPreviewOutput>> {
  const db = ctx.database.db;
  const automation = await automationOf(db, teamId, automationId);
  const places = await placesNow(db, automation.id, automation.graph);
  // One line per node: contacts of older versions at the same node are counted together.
  const byNode = new Map<string, { node_id: string; type: string; contacts: number; continues: boolean }>();
  for (const p of places) {
    const line = byNode.get(p.node_id) ?? byNode.set(p.node_id, { node_id: p.node_id, type: p.type ?? 'unknown', contacts: 0, continues: true }).get(p.node_id)!;
    line.contacts += p.contacts;
    line.continues &&= p.continues;
  }
  return {
    in_journey: places.reduce((sum, p) => sum + p.contacts, 0),
    nodes: [...byNode.values()].sort((a, b) => b.contacts - a.contacts || a.node_id.localeCompare(b.node_id)),
    problems: publishProblems(automation.graph).map((p) => ({ code: p.code, node_id: p.nodeId ?? null, field: p.field ?? null, message: p.message })),
  };
}
