/**
 * The toolbar's problems button: how many things stop the draft from being published, and the
 * list of them; clicking one selects its node and brings it to the middle of the view.
 */
import { Badge, Button, Empty, List, Popover, theme, Typography } from 'antd';
import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from './problem-text.ts';
import type { EditorProblem } from './refused-steps.ts';

interface Props {
  problems: EditorProblem[];
  typeOf(id: string): string | undefined;
  onPick(nodeId: string): void;
}

export function ProblemsPopover({ problems, typeOf, onPick }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const content = problems.length ? (
    <List
      size="small"
      data-testid="problems-list"
      style={{ maxHeight: 360, overflowY: 'auto', width: 380 }}
      dataSource={problems}
      renderItem={(p) => (
        <List.Item
          style={{ cursor: p.nodeId ? 'pointer' : undefined }}
          onClick={() => {
            if (!p.nodeId) return;
            setOpen(false);
            onPick(p.nodeId);
          }}
        >
          <List.Item.Meta
            avatar={<WarningOutlined style={{ color: token.colorError }} />}
            title={<Typography.Text style={{ fontWeight: 'normal' }}>{problemText(t, p, typeOf)}</Typography.Text>}
          />
        </List.Item>
      )}
    />
  ) : (
    <Empty image={<CheckCircleOutlined style={{ fontSize: 32, color: token.colorSuccess }} />} description={t('automations.editor.noProblems')} />
  );
  return (
    <Popover content={content} title={t('automations.editor.problemsTitle')} trigger="click" open={open} onOpenChange={setOpen} placement="bottomRight">
      <Badge count={problems.length} size="small" offset={[-4, 4]}>
        <Button icon={problems.length ? <WarningOutlined /> : <CheckCircleOutlined />} danger={problems.length > 0} data-testid="problems-button">
          {t('automations.editor.problems')}
        </Button>
      </Badge>
    </Popover>
  );
}
