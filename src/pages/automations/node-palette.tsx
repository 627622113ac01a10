/**
 * The node types by group (triggers, actions, conditions, waits, end): drag one onto the canvas to
 * place it there, or click it to add it below the selected node (or in the middle of the view).
 */
import { Flex, theme, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NODE_GROUPS, NODE_TYPE_NAMES, NODE_TYPES, type NodeTypeName } from '../../../resources/automations/automation-nodes.ts';
import { groupColor, NODE_ICONS } from './node-look.tsx';
import { nodeKey } from './node-resource.ts';

/** The drag's payload type: a node type's name. */
export const DRAG_TYPE = 'application/x-parley-node';

export function NodePalette({ onAdd }: { onAdd(type: NodeTypeName): void }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div data-testid="node-palette" style={{ overflowY: 'auto', height: '100%', padding: 12 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginBottom: 8 }}>
        {t('automations.editor.paletteHelp')}
      </Typography.Text>
      {NODE_GROUPS.map((group) => (
        <div key={group} style={{ marginBottom: 12 }}>
          <Typography.Text strong style={{ fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.4, color: token.colorTextSecondary }}>
            {t(`automations.groups.${group}`)}
          </Typography.Text>
          <Flex vertical gap={4} style={{ marginTop: 6 }}>
            {NODE_TYPE_NAMES.filter((type) => NODE_TYPES[type].group === group).map((type) => {
              const accent = groupColor(group, token);
              return (
                <Tooltip key={type} title={t(`${nodeKey(type)}.description`)} placement={i18n.dir() === 'rtl' ? 'left' : 'right'} mouseEnterDelay={0.6}>
                  <button
                    type="button"
                    draggable
                    data-testid={`palette-${type}`}
                    onDragStart={(e) => {
                      e.dataTransfer.setData(DRAG_TYPE, type);
                      e.dataTransfer.effectAllowed = 'move';
                    }}
                    onClick={() => onAdd(type)}
                    className="automation-palette-item"
                    style={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 8,
                      width: '100%',
                      padding: '5px 8px',
                      border: `1px solid ${token.colorBorderSecondary}`,
                      borderRadius: token.borderRadius,
                      background: token.colorBgContainer,
                      color: token.colorText,
                      cursor: 'grab',
                      textAlign: 'start',
                      fontSize: 13,
                    }}
                  >
                    <span style={{ color: accent, display: 'inline-flex' }}>{NODE_ICONS[type]}</span>
                    <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{t(`${nodeKey(type)}.name`)}</span>
                  </button>
                </Tooltip>
              );
            })}
          </Flex>
        </div>
      ))}
    </div>
  );
}
