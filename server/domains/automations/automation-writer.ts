/**
 * Generic create and update of an automation: the draft diagram must hold its shape (known node
 * types, settings of the right kind, edges between nodes that exist), the records its nodes name
 * must be the team's, and a condition's rules must be ones the segment builder accepts; each
 * refusal is a 422 naming the node (`graph.nodes.3`, `graph.nodes.3.data.percent`). The list's
 * trigger is kept from the draft's first trigger node.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { shapeProblems, type Graph, type GraphProblem } from '../../../resources/automations/automation-graph.ts';
import { isNodeType, NODE_TYPES } from '../../../resources/automations/automation-nodes.ts';
import type { Fields } from '../../../resources/kit/index.ts';
import type { RecordWriter, WriteContext } from '../../crud/record-writer.ts';
import type { Row } from '../../crud/record.ts';
import type { Db } from '../../db/client.ts';
import { resourceTable } from '../../db/resource-tables.ts';
import { automations } from '../../db/schema/index.ts';
import { HttpError, invalid, type FieldErrors } from '../../http/errors.ts';
import { segmentCatalogue } from '../audience/segment-fields.ts';
import { checkSegmentRules } from '../audience/segment-rules.ts';

/** Where a problem is in the request body. */
export function problemKey(p: GraphProblem): string {
  if (p.nodeIndex !== undefined) return `graph.nodes.${p.nodeIndex}${p.field && (p.code === 'bad_setting' || p.code === 'missing_setting') ? `.data.${p.field}` : ''}`;
  if (p.edgeIndex !== undefined) return `graph.edges.${p.edgeIndex}`;
  return 'graph';
}

function add(errors: FieldErrors, key: string, message: string) {
  (errors[key] ??= []).push(message);
}

/** The records a node's reference settings name that are not the team's. */
async function foreignReferences(ctx: WriteContext, graph: Graph, errors: FieldErrors): Promise<void> {
  // Gathered per resource first, so a diagram of many nodes costs one query per kind of record.
  const wanted = new Map<string, { ids: Set<number>; uses: { index: number; setting: string; id: number; label: string }[] }>();
  graph.nodes.forEach((node, index) => {
    if (!isNodeType(node.type)) return;
    for (const [setting, f] of Object.entries(NODE_TYPES[node.type].fields as Fields)) {
      const id = node.data?.[setting];
      if (f.kind !== 'reference' || !f.reference || typeof id !== 'number') continue;
      const entry = wanted.get(f.reference.resource) ?? wanted.set(f.reference.resource, { ids: new Set(), uses: [] }).get(f.reference.resource)!;
      entry.ids.add(id);
      entry.uses.push({ index, setting, id, label: `node ${node.id} (${node.type})` });
    }
  });
  for (const [resource, { ids, uses }] of wanted) {
    const target = resourceTable(resource);
    if (!target) continue;
    const found = new Set(
      (
        await ctx.db
          .select({ id: target.col('id') })
          .from(target.table)
          .where(and(inArray(target.col('id'), [...ids]), eq(target.col('team_id'), ctx.teamId)))
      ).map((r) => r.id as number),
    );
    for (const use of uses) if (!found.has(use.id)) add(errors, `graph.nodes.${use.index}.data.${use.setting}`, `${use.label}: ${use.setting}: there is no such record in this team.`);
  }
}

/** A condition node's rules, read as the segment builder reads them. */
async function badRules(ctx: WriteContext, graph: Graph, errors: FieldErrors): Promise<void> {
  const conditions = graph.nodes.map((node, index) => ({ node, index })).filter(({ node }) => node.type === 'condition' && node.data?.rules !== undefined);
  if (!conditions.length) return;
  const catalogue = await segmentCatalogue(ctx.db as Db, ctx.teamId);
  for (const { node, index } of conditions) {
    const base = `graph.nodes.${index}.data.rules`;
    try {
      checkSegmentRules(node.data!.rules, catalogue, base);
    } catch (err) {
      if (!(err instanceof HttpError) || !err.errors) throw err;
      for (const [key, messages] of Object.entries(err.errors)) for (const m of messages) add(errors, key, `node ${node.id} (${node.type}): ${m}`);
    }
  }
}

/** Every problem of a draft diagram that keeps it from being saved, by where it is in the body. */
export async function draftErrors(ctx: WriteContext, graph: Graph): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const p of shapeProblems(graph)) add(errors, problemKey(p), p.message);
  if (Object.keys(errors).length) return errors;
  await foreignReferences(ctx, graph, errors);
  await badRules(ctx, graph, errors);
  return errors;
}

/** The draft's first trigger node's type: what the list shows as the automation's trigger. */
export function triggerOf(graph: Graph): string | null {
  return graph.nodes.find((n) => isNodeType(n.type) && NODE_TYPES[n.type].group === 'trigger')?.type ?? null;
}

async function stored(ctx: WriteContext): Promise<{ reentry: string; reentry_days: number | null } | undefined> {
  if (ctx.mode !== 'update' || ctx.id === undefined) return undefined;
  const [row] = await ctx.db
    .select({ reentry: automations.reentry, reentry_days: automations.reentry_days })
    .from(automations)
    .where(and(eq(automations.id, ctx.id), eq(automations.team_id, ctx.teamId)));
  return row;
}

export const automationRecordWriter: RecordWriter = {
  async prepare(values: Row, ctx) {
    const errors: FieldErrors = {};
    const out: Row = { ...values };
    if (values.graph !== undefined) {
      const graph = values.graph as Graph;
      Object.assign(errors, await draftErrors(ctx, graph));
      out.trigger = triggerOf(graph);
    }
    if (values.reentry !== undefined || values.reentry_days !== undefined) {
      const before = await stored(ctx);
      const reentry = values.reentry ?? before?.reentry ?? 'never';
      const days = values.reentry_days !== undefined ? values.reentry_days : before?.reentry_days;
      if (reentry === 'after_days' && (days === null || days === undefined)) add(errors, 'reentry_days', 'Say after how many days a contact may enter again.');
    }
    if (Object.keys(errors).length) throw invalid(errors);
    return out;
  },
};

