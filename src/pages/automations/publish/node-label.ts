/**
 * A node and a publish problem in the reader's language, for the publish dialog. The node types'
 * names and the problems' sentences are the editor's keys (`automations.nodes.<type>.name`,
 * `automations.problems.<code>`); the API's English sentence stands in where one is missing.
 */
import type { TFunction } from 'i18next';

export interface PreviewProblem {
  code: string;
  node_id: string | null;
  field: string | null;
  message: string;
}

/** `Send SMS (m1)`: the type's name and the node's id, which tells two nodes of one type apart. */
export function nodeLabel(t: TFunction, nodeId: string, type: string | undefined): string {
  const name = type ? t(`automations.nodes.${type}.name`, { defaultValue: type }) : '';
  return name ? t('automations.publish.nodeLabel', { name, id: nodeId }) : nodeId;
}

/** Problems whose `field` is an output of the node (a branch), not one of its settings. */
const OUTPUT_PROBLEMS = new Set(['missing_branch', 'edge_unknown_handle', 'one_way_only']);

export function problemLabel(t: TFunction, problem: PreviewProblem, typeOf: (id: string) => string | undefined): string {
  const type = problem.node_id ? typeOf(problem.node_id) : undefined;
  const node = problem.node_id ? nodeLabel(t, problem.node_id, type) : '';
  let field = problem.field ?? '';
  if (field && OUTPUT_PROBLEMS.has(problem.code)) field = t(`automations.handles.${field}`, { defaultValue: field });
  else if (field && type) field = t(`automations.nodes.${type}.fields.${field}`, { defaultValue: field });
  return t(`automations.problems.${problem.code}`, { node, field, defaultValue: problem.message });
}
