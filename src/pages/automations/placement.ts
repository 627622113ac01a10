/** Where a node added by a click goes: the spot asked for, or the first one to its right no node covers. */
import { GRID, type FlowNode } from './graph-doc.ts';
import { NODE_HEIGHT, NODE_WIDTH, nodeSize } from './auto-layout.ts';

const GAP = 2 * GRID;

export function freeSpot(at: { x: number; y: number }, nodes: readonly FlowNode[]): { x: number; y: number } {
  const covered = (x: number) =>
    nodes.some((n) => {
      const { width, height } = nodeSize(n);
      return x < n.position.x + width + GAP && n.position.x < x + NODE_WIDTH + GAP && at.y < n.position.y + height + GAP && n.position.y < at.y + NODE_HEIGHT + GAP;
    });
  let x = at.x;
  while (covered(x)) x += NODE_WIDTH + GAP;
  return { x, y: at.y };
}
