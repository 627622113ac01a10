/** Contacts through a node (entered, waiting, completed, failed), drawn on its card when stats are given. */
import { Flex, Tooltip, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NodeCounts } from './editor-context.ts';

const KEYS = ['entered', 'waiting', 'completed', 'failed'] as const;

export function NodeCountsRow({ counts }: { counts: NodeCounts }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const colour = { entered: token.colorText, waiting: token.colorWarningText, completed: token.colorSuccessText, failed: token.colorErrorText };
  return (
    <Flex gap={10} style={{ marginTop: 6, borderTop: `1px dashed ${token.colorBorderSecondary}`, paddingTop: 4 }} data-testid="node-counts">
      {KEYS.map((k) => (
        <Tooltip key={k} title={t(`automations.counts.${k}`)}>
          <Typography.Text style={{ fontSize: 11, color: colour[k] }}>
            {t(`automations.counts.short.${k}`)} {counts[k].toLocaleString(i18n.language)}
          </Typography.Text>
        </Tooltip>
      ))}
    </Flex>
  );
}
