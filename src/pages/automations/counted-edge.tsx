/** An edge of the diagram; with stats given, a label with how many contacts went along it. */
import { memo } from 'react';
import { BaseEdge, EdgeLabelRenderer, getSmoothStepPath, type EdgeProps } from '@xyflow/react';
import { theme } from 'antd';
import { useEditorView } from './editor-context.ts';

function CountedEdgeView({ id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, markerEnd, selected, style, data }: EdgeProps) {
  const { token } = theme.useToken();
  const { edgeCounts } = useEditorView();
  const [path, labelX, labelY] = getSmoothStepPath({ sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, borderRadius: 12 });
  const count = edgeCounts?.get(id);
  // Selected, or the connection a step being dragged from the palette would be put on.
  const lit = selected || !!data?.dropTarget;
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} style={{ ...style, stroke: lit ? token.colorPrimary : token.colorTextQuaternary, strokeWidth: lit ? 2.5 : 1.5 }} />
      {count !== undefined && (
        <EdgeLabelRenderer>
          <div
            className="nodrag nopan"
            data-testid={`edge-count-${id}`}
            style={{
              position: 'absolute',
              transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)`,
              background: token.colorBgElevated,
              border: `1px solid ${token.colorBorder}`,
              borderRadius: 10,
              padding: '0 6px',
              fontSize: 11,
              color: token.colorText,
            }}
          >
            {count.toLocaleString()}
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
}

export const CountedEdge = memo(CountedEdgeView);
