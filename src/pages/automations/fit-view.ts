/**
 * Fit view that leaves the diagram clear of what is drawn over the canvas (the minimap and the zoom
 * controls in its corners, and the palette or a panel should one ever lie over it): a node never
 * ends up under them. Each overlay is kept clear either above or below the diagram, or beside it;
 * of the two ways, the one that shows the diagram larger is taken.
 */
import { getViewportForBounds, type ReactFlowInstance, type Rect, type Viewport } from '@xyflow/react';
import { MIN_ZOOM, type FlowEdge, type FlowNode } from './graph-doc.ts';

/** What may lie over the canvas, besides the canvas's own corners. */
export const OVERLAY_SELECTORS = ['.react-flow__minimap', '.react-flow__controls', '[data-testid="node-palette"]', '[data-testid="node-settings"]'];
/** Room left around the diagram, beyond any overlay, in pixels. */
const MARGIN = 32;

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

type Sides = { top: number; right: number; bottom: number; left: number };

/** The overlays' boxes within the canvas's (screen coordinates), those that do not touch it left out. */
export function overlaysOver(canvas: HTMLElement): Box[] {
  const c = canvas.getBoundingClientRect();
  const boxes: Box[] = [];
  for (const selector of OVERLAY_SELECTORS)
    for (const el of document.querySelectorAll(selector)) {
      const r = el.getBoundingClientRect();
      const box = { left: Math.max(r.left, c.left), top: Math.max(r.top, c.top), right: Math.min(r.right, c.right), bottom: Math.min(r.bottom, c.bottom) };
      if (box.right > box.left && box.bottom > box.top) boxes.push({ left: box.left - c.left, top: box.top - c.top, right: box.right - c.left, bottom: box.bottom - c.top });
    }
  return boxes;
}

/** Padding that keeps clear of each overlay by the side nearest to it, vertically or horizontally. */
function paddingFor(overlays: readonly Box[], width: number, height: number, way: 'vertical' | 'horizontal'): Sides {
  const p: Sides = { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN };
  for (const o of overlays) {
    if (way === 'vertical') {
      if ((o.top + o.bottom) / 2 > height / 2) p.bottom = Math.max(p.bottom, height - o.top + MARGIN);
      else p.top = Math.max(p.top, o.bottom + MARGIN);
    } else if ((o.left + o.right) / 2 > width / 2) p.right = Math.max(p.right, width - o.left + MARGIN);
    else p.left = Math.max(p.left, o.right + MARGIN);
  }
  return p;
}

/** The view that shows `bounds` whole and largest in a canvas of `width` × `height` clear of the overlays. */
export function fittedViewport(bounds: Rect, width: number, height: number, overlays: readonly Box[], minZoom: number, maxZoom: number): Viewport {
  const fits = (['vertical', 'horizontal'] as const).map((way) => {
    const p = paddingFor(overlays, width, height, way);
    // The area left free, and the diagram fitted into it (no extra padding: it is in `p`).
    const inner = { width: Math.max(1, width - p.left - p.right), height: Math.max(1, height - p.top - p.bottom) };
    const v = getViewportForBounds(bounds, inner.width, inner.height, minZoom, maxZoom, 0);
    return { x: v.x + p.left, y: v.y + p.top, zoom: v.zoom };
  });
  return fits[0].zoom >= fits[1].zoom ? fits[0] : fits[1];
}

/** Fits the diagram into `canvas` clear of its overlays (the toolbar's and the controls' fit view, the first view). */
export function fitDiagram(flow: ReactFlowInstance<FlowNode, FlowEdge>, canvas: HTMLElement | null, options: { duration?: number; maxZoom?: number } = {}): void {
  const nodes = flow.getNodes();
  if (!canvas || !nodes.length) return;
  const { width, height } = canvas.getBoundingClientRect();
  if (!width || !height) return;
  const view = fittedViewport(flow.getNodesBounds(nodes), width, height, overlaysOver(canvas), MIN_ZOOM, options.maxZoom ?? 1);
  void flow.setViewport(view, options.duration ? { duration: options.duration } : undefined);
}
