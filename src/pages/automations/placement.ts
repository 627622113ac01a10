/**
 * Where a new step goes: the spot asked for, or the first one to its right that no card covers
 * (with a gap), so a step added by a click or a drop never lands on another; and whether a step can
 * be put on a connection.
 */
import { isNodeType, NODE_TYPES, type NodeTypeName } from '../../../resources/automations/automation-nodes.ts';
import { GRID, type FlowNode } from './graph-doc.ts';
import { NODE_HEIGHT, NODE_WIDTH, nodeSize } from './auto-layout.ts';

const GAP = 2 * GRID;

export function freeSpot(at: { x: number; y: number }, nodes: readonly FlowNode[]): { x: number; y: number } {
  // A new card is as tall as the tallest measured one (a summary and counts make cards taller than the default).
  const height = Math.max(NODE_HEIGHT, ...nodes.map((n) => nodeSize(n).height));
  const width = Math.max(NODE_WIDTH, ...nodes.map((n) => nodeSize(n).width));
  const covered = (x: number) =>
    nodes.some((n) => {
      const size = nodeSize(n);
      return x < n.position.x + size.width + GAP && n.position.x < x + width + GAP && at.y < n.position.y + size.height + GAP && n.position.y < at.y + height + GAP;
    });
  let x = at.x;
  while (covered(x)) x += GRID;
  return { x, y: at.y };
}

/**
 * The output a step dropped on a connection leads on by (its first; '' for its one output), or
 * undefined when it cannot stand between two steps: a trigger (nothing leads into it) or an end
 * (nothing leaves it).
 */
export function insertable(type: string): string | null | undefined {
  if (!isNodeType(type)) return undefined;
  const t = NODE_TYPES[type as NodeTypeName];
  const handles = t.handles as readonly string[];
  if (t.group === 'trigger' || !handles.length) return undefined;
  return handles.length === 1 ? null : handles[0];
}
