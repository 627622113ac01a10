/**
 * The canvas: @xyflow/react with Parley's node cards, zoom held within 0.5–2, nodes snapped to the
 * 15 × 15 grid, a minimap, the zoom and fit-view controls and a dotted grid, in the app's light or
 * dark colours. The diagram's coordinates are left-to-right whatever the language.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { Background, BackgroundVariant, ControlButton, Controls, MiniMap, ReactFlow, useNodesInitialized, useReactFlow, type Connection, type Edge, type EdgeTypes, type NodeTypes } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { theme } from 'antd';
import { ExpandOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isNodeType, mayFanOut, NODE_TYPE_NAMES, NODE_TYPES, type NodeTypeName } from '../../../resources/automations/automation-nodes.ts';
import { useColorMode } from '../../theme/color-mode-context.tsx';
import { NODE_HEIGHT, NODE_WIDTH } from './auto-layout.ts';
import { CountedEdge } from './counted-edge.tsx';
import { fitDiagram } from './fit-view.ts';
import { GRID, MAX_ZOOM, MIN_ZOOM, snap, type FlowEdge, type FlowNode, type Viewport } from './graph-doc.ts';
import { NodeCard } from './node-card.tsx';
import { groupColor } from './node-look.tsx';
import { DRAG_TYPE } from './node-palette.tsx';
import type { Diagram } from './use-diagram.ts';

const nodeTypes: NodeTypes = Object.fromEntries(NODE_TYPE_NAMES.map((type) => [type, NodeCard]));
const edgeTypes: EdgeTypes = { counted: CountedEdge };
const defaultEdgeOptions = { type: 'counted' };

interface Props {
  diagram: Diagram;
  readOnly: boolean;
  viewport?: Viewport;
  /** Where the view stands after a move; `byUser` when the user panned or zoomed (not a fit view). */
  onViewport?(viewport: Viewport, byUser: boolean): void;
  /** A step dropped from the palette: where its card's corner goes, and the connection it was dropped on, if any. */
  onDropType?(type: NodeTypeName, position: { x: number; y: number }, onEdge?: string): void;
  /**
   * Drawn within a page that scrolls (an automation's overview): the wheel scrolls the page rather
   * than zooming, nothing is selected, and no minimap covers a diagram already fitted to its box.
   */
  embedded?: boolean;
}

export function DiagramCanvas({ diagram, readOnly, viewport, onViewport, onDropType, embedded = false }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { resolved } = useColorMode();
  const flow = useReactFlow<FlowNode, FlowEdge>();
  const box = useRef<HTMLDivElement>(null);

  // The first view, when none was saved: fitted once the cards are measured, clear of the minimap and controls.
  const measured = useNodesInitialized();
  const fitted = useRef(!!viewport || embedded);
  useEffect(() => {
    if (!measured || fitted.current) return;
    fitted.current = true;
    fitDiagram(flow, box.current);
  }, [measured, flow]);

  // A side panel opening on the canvas's left (the settings panel in Arabic, the palette) moves its
  // left edge: the view moves back by as much, so the diagram stays where it was on the screen.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let left = el.getBoundingClientRect().left;
    const observer = new ResizeObserver(() => {
      const now = el.getBoundingClientRect().left;
      if (now !== left) {
        const v = flow.getViewport();
        void flow.setViewport({ ...v, x: v.x - (now - left) });
      }
      left = now;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [flow]);

  // One way out of an output, or several where its step fans out (never twice to one step); nothing
  // into a trigger, no node into itself.
  const isValidConnection = useCallback(
    (c: Connection | Edge) => {
      if (c.source === c.target) return false;
      const nodes = diagram.live.current.nodes;
      const source = nodes.find((n) => n.id === c.source);
      const target = nodes.find((n) => n.id === c.target);
      if (!source || !target || (target.type && isNodeType(target.type) && NODE_TYPES[target.type].group === 'trigger')) return false;
      const fromOutput = diagram.live.current.edges.filter((e) => e.source === c.source && (e.sourceHandle ?? null) === (c.sourceHandle ?? null));
      if (fromOutput.some((e) => e.target === c.target)) return false;
      return !fromOutput.length || (!!source.type && isNodeType(source.type) && mayFanOut(source.type));
    },
    [diagram.live],
  );

  // The connection a step being dragged would be put on, drawn highlighted.
  const [dropEdge, setDropEdge] = useState<string | null>(null);
  const onDragOver = useCallback((e: DragEvent) => {
    if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    setDropEdge(edgeAt(e.clientX, e.clientY) ?? null);
  }, []);
  const shownEdges = useMemo(() => (dropEdge ? diagram.edges.map((edge) => (edge.id === dropEdge ? { ...edge, data: { ...edge.data, dropTarget: true } } : edge)) : diagram.edges), [diagram.edges, dropEdge]);

  const onDrop = useCallback(
    (e: DragEvent) => {
      const type = e.dataTransfer.getData(DRAG_TYPE);
      setDropEdge(null);
      if (!onDropType || !isNodeType(type)) return;
      e.preventDefault();
      // The node's middle where it was dropped; on a connection (its wide invisible stroke counts), inserted there.
      const at = flow.screenToFlowPosition({ x: e.clientX, y: e.clientY });
      onDropType(type, { x: snap(at.x - NODE_WIDTH / 2), y: snap(at.y - NODE_HEIGHT / 3) }, edgeAt(e.clientX, e.clientY));
    },
    [flow, onDropType],
  );

  return (
    <div
      ref={box}
      dir="ltr"
      style={{ width: '100%', height: '100%' }}
      onDragOver={onDragOver}
      onDragLeave={(e) => !box.current?.contains(e.relatedTarget as Node | null) && setDropEdge(null)}
      onDrop={onDrop}
      data-testid="diagram-canvas"
    >
      <ReactFlow
        nodes={diagram.nodes}
        edges={shownEdges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        defaultEdgeOptions={defaultEdgeOptions}
        onNodesChange={diagram.onNodesChange}
        onEdgesChange={diagram.onEdgesChange}
        onConnect={diagram.connect}
        isValidConnection={isValidConnection}
        nodesDraggable={!readOnly}
        nodesConnectable={!readOnly}
        edgesReconnectable={false}
        deleteKeyCode={readOnly ? null : ['Delete', 'Backspace']}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        snapToGrid
        snapGrid={[GRID, GRID]}
        defaultViewport={viewport}
        fitView={embedded && !viewport}
        fitViewOptions={{ maxZoom: 1, padding: embedded ? 0.08 : 0.2 }}
        onMoveEnd={(event, v) => onViewport?.(v, !!event)}
        elementsSelectable={!embedded}
        zoomOnScroll={!embedded}
        preventScrolling={!embedded}
        colorMode={resolved}
        proOptions={{ hideAttribution: true }}
        style={{ background: token.colorBgLayout }}
      >
        <Background variant={BackgroundVariant.Dots} gap={GRID} size={1} color={token.colorBorder} />
        {!embedded && (
          <MiniMap
            pannable
            zoomable
            bgColor={token.colorBgContainer}
            maskColor={resolved === 'dark' ? 'rgba(0,0,0,0.45)' : 'rgba(0,0,0,0.06)'}
            nodeColor={(n) => (n.type && isNodeType(n.type) ? groupColor(NODE_TYPES[n.type].group, token) : token.colorBorder)}
            nodeStrokeWidth={0}
            nodeBorderRadius={4}
            style={{ width: 170, height: 110, border: `1px solid ${token.colorBorderSecondary}` }}
          />
        )}
        {/* The editor's fit view is its own (the built-in one would run too, and knows no overlays). */}
        <Controls showInteractive={false} showFitView={embedded}>
          {!embedded && (
            <ControlButton className="react-flow__controls-fitview" onClick={() => fitDiagram(flow, box.current, { duration: 300 })} title={t('automations.editor.fit')} aria-label={t('automations.editor.fit')}>
              <ExpandOutlined />
            </ControlButton>
          )}
        </Controls>
      </ReactFlow>
    </div>
  );
}

/** The connection under a point of the screen (its wide invisible stroke counts), if any. */
function edgeAt(x: number, y: number): string | undefined {
  const edge = document.elementsFromPoint(x, y).map((el) => el.closest('.react-flow__edge')).find(Boolean);
  return edge?.getAttribute('data-id') ?? undefined;
}
