/**
 * The editor's toolbar: back to the list, the name (edited in place), the status and its start or
 * pause, where the draft's save stands, undo and redo, auto-layout and fit view, the problems, the
 * re-entry rule and the shortcuts. `extra` is where publishing and versions go.
 */
import type { ReactNode } from 'react';
import { Button, Divider, Flex, Input, Tag, Tooltip } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, ExpandOutlined, NodeIndexOutlined, PauseCircleOutlined, PlayCircleOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface Props {
  name: string;
  onName(name: string): void;
  status: 'active' | 'paused';
  mayToggle: boolean;
  toggling: boolean;
  onToggle(): void;
  readOnly: boolean;
  saveStatus: ReactNode;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  onLayout(): void;
  onFit(): void;
  onBack(): void;
  problems: ReactNode;
  reentry: ReactNode;
  shortcuts: ReactNode;
  /** Publish and versions. */
  extra?: ReactNode;
}

export function EditorToolbar(p: Props) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const tip = (title: string, button: ReactNode) => <Tooltip title={title}>{button}</Tooltip>;
  return (
    <Flex align="center" gap={8} wrap style={{ marginBottom: 12 }} data-testid="editor-toolbar">
      {tip(t('automations.editor.back'), <Button type="text" icon={rtl ? <ArrowRightOutlined /> : <ArrowLeftOutlined />} onClick={p.onBack} aria-label={t('automations.editor.back')} />)}
      <Input
        value={p.name}
        onChange={(e) => p.onName(e.target.value)}
        readOnly={p.readOnly}
        variant="borderless"
        maxLength={200}
        aria-label={t('automations.fields.name')}
        data-testid="automation-name"
        dir="auto"
        style={{ fontSize: 18, fontWeight: 600, width: 'auto', minWidth: 160, maxWidth: 360, paddingInline: 4 }}
        status={p.name.trim() ? undefined : 'error'}
      />
      <Tag color={p.status === 'active' ? 'green' : 'default'} data-testid="automation-status">
        {t(`automations.enums.status.${p.status}`)}
      </Tag>
      {p.mayToggle && (
        <Button
          size="small"
          icon={p.status === 'active' ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
          loading={p.toggling}
          onClick={p.onToggle}
          data-testid="toggle-status"
        >
          {t(p.status === 'active' ? 'automations.editor.pause' : 'automations.editor.start')}
        </Button>
      )}
      <span style={{ marginInlineStart: 8 }}>{p.saveStatus}</span>
      <Flex gap={6} wrap align="center" style={{ marginInlineStart: 'auto' }}>
        {!p.readOnly && (
          <>
            {tip(t('automations.editor.undo'), <Button icon={<UndoOutlined />} disabled={!p.canUndo} onClick={p.onUndo} aria-label={t('automations.editor.undo')} data-testid="undo" />)}
            {tip(t('automations.editor.redo'), <Button icon={<RedoOutlined />} disabled={!p.canRedo} onClick={p.onRedo} aria-label={t('automations.editor.redo')} data-testid="redo" />)}
            {tip(t('automations.shortcuts.layout'), <Button icon={<NodeIndexOutlined />} onClick={p.onLayout} aria-label={t('automations.shortcuts.layout')} data-testid="auto-layout" />)}
          </>
        )}
        {tip(t('automations.editor.fit'), <Button icon={<ExpandOutlined />} onClick={p.onFit} aria-label={t('automations.editor.fit')} data-testid="fit-view" />)}
        {p.problems}
        {p.reentry}
        {p.shortcuts}
        {p.extra && (
          <>
            <Divider type="vertical" />
            {p.extra}
          </>
        )}
      </Flex>
    </Flex>
  );
}
