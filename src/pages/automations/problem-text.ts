/**
 * A diagram problem (automation-graph.ts) in the reader's language: which node, which setting or
 * output. A step the server refused keeps the server's words (they say why) under a lead-in.
 */
import type { TFunction } from 'i18next';
import { isNodeType } from '../../../resources/automations/automation-nodes.ts';
import { nodeKey } from './node-resource.ts';
import type { EditorProblem } from './refused-steps.ts';

const OUTPUT_PROBLEMS = new Set(['missing_branch', 'edge_unknown_handle', 'one_way_only']);

export function nodeName(t: TFunction, type: string | undefined): string {
  return type && isNodeType(type) ? t(`${nodeKey(type)}.name`) : (type ?? '');
}

export function problemText(t: TFunction, problem: EditorProblem, typeOf: (id: string) => string | undefined): string {
  // The server's English words, isolated so an Arabic or Persian line keeps their order.
  if (problem.code === 'refused') return t('automations.problems.refused', { reason: `\u2068${problem.message}\u2069` });
  const type = problem.nodeId ? typeOf(problem.nodeId) : undefined;
  const node = nodeName(t, type);
  let field = problem.field ?? '';
  if (field && OUTPUT_PROBLEMS.has(problem.code)) field = t(`automations.handles.${field}`, { defaultValue: field });
  else if (field && type && isNodeType(type)) field = t(`${nodeKey(type)}.fields.${field}`, { defaultValue: field });
  return t(`automations.problems.${problem.code}`, { node, field });
}
