/**
 * One node on the diagram: its icon and name, a line saying how it is set up, its outputs labelled
 * (yes/no, a/b, event/timeout), a red outline and a badge with the problems found on it, and the
 * counts of contacts through it when stats are given.
 */
import { memo } from 'react';
import { Flex, Tooltip, theme, Typography } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { isNodeType, NODE_TYPES } from '../../../resources/automations/automation-nodes.ts';
import { useEditorView } from './editor-context.ts';
import type { FlowNode } from './graph-doc.ts';
import { NODE_WIDTH } from './auto-layout.ts';
import { groupColor, NODE_ICONS } from './node-look.tsx';
import { nodeKey } from './node-resource.ts';
import { NodeSummary } from './node-summary.tsx';
import { problemText } from './problem-text.ts';
import { NodeCountsRow } from './node-counts.tsx';

function NodeCardView({ id, type, data, selected }: NodeProps<FlowNode>) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const view = useEditorView();
  if (!isNodeType(type)) return <div>{type}</div>;
  const def = NODE_TYPES[type];
  const accent = groupColor(def.group, token);
  const problems = view.problems.get(id) ?? [];
  const counts = view.counts?.get(id);
  const handles = def.handles as readonly string[];
  const ring = problems.length ? token.colorError : selected ? token.colorPrimary : null;
  return (
    <div
      data-testid={`node-${id}`}
      data-node-type={type}
      data-problems={problems.length}
      dir={i18n.dir()}
      style={{
        position: 'relative',
        width: NODE_WIDTH,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorder}`,
        outline: ring ? `2px solid ${ring}` : 'none',
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowTertiary,
        paddingBlockStart: 8,
        paddingInlineStart: 14,
        paddingInlineEnd: 10,
        paddingBlockEnd: handles.length > 1 ? 22 : 8,
      }}
    >
      <span style={{ position: 'absolute', insetBlock: 0, insetInlineStart: 0, width: 4, borderStartStartRadius: token.borderRadiusLG, borderEndStartRadius: token.borderRadiusLG, background: accent }} />
      {def.group !== 'trigger' && <Handle type="target" position={Position.Top} style={{ background: token.colorTextTertiary }} />}
      <Flex gap={8} align="center">
        <span style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 28, height: 28, flex: 'none', borderRadius: 6, color: accent, background: `color-mix(in srgb, ${accent} 14%, transparent)` }}>
          {NODE_ICONS[type]}
        </span>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong ellipsis style={{ display: 'block', fontSize: 13 }}>
            {t(`${nodeKey(type)}.name`)}
          </Typography.Text>
          <NodeSummary type={type} data={data} />
        </div>
        {problems.length > 0 && (
          <Tooltip title={<ul style={{ margin: 0, paddingInlineStart: 16 }}>{problems.map((p, i) => <li key={i}>{problemText(t, p, () => type)}</li>)}</ul>}>
            <span data-testid="node-problem" style={{ color: token.colorError, fontSize: 16, flex: 'none' }} aria-label={t('automations.editor.problemsOn', { count: problems.length })}>
              <ExclamationCircleFilled />
            </span>
          </Tooltip>
        )}
      </Flex>
      {counts && <NodeCountsRow counts={counts} />}
      {handles.length === 1 && <Handle type="source" position={Position.Bottom} style={{ background: accent }} />}
      {handles.length > 1 &&
        handles.map((handle, i) => {
          const left = `${((i + 1) * 100) / (handles.length + 1)}%`;
          return (
            <div key={handle}>
              <Handle type="source" id={handle} position={Position.Bottom} style={{ left, background: accent }} data-testid={`handle-${id}-${handle}`} />
              <span style={{ position: 'absolute', bottom: 4, left, transform: 'translateX(-50%)', fontSize: 11, lineHeight: 1, color: token.colorTextSecondary, whiteSpace: 'nowrap' }}>
                {t(`automations.handles.${handle}`)}
              </span>
            </div>
          );
        })}
    </div>
  );
}

export const NodeCard = memo(NodeCardView);
