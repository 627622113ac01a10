/** The tools the agent called during the call: name, when, the arguments it passed and what came back. */
import { Collapse, Empty, Flex, Tag, Typography } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CallToolCall } from '../../../resources/voice/calls.ts';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';
import { formatDuration } from './call-format.ts';

/** JSON pretty-printed when it is JSON, as it came otherwise. */
const pretty = (text: string | undefined) => {
  if (text === undefined) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

function Code({ children }: { children: string }) {
  return (
    <pre dir="ltr" className="mono" style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12, maxHeight: 240, overflow: 'auto' }}>
      {children}
    </pre>
  );
}

export function ToolCalls({ calls, startedAt }: { calls: readonly CallToolCall[]; startedAt: string | null }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  if (!calls.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('calls.page.noToolCalls')} />;
  const start = startedAt ? Date.parse(startedAt) : Date.parse(calls[0].at);
  return (
    <Collapse
      size="small"
      data-testid="tool-calls"
      items={calls.map((call, i) => ({
        key: String(i),
        label: (
          <Flex gap={8} align="center" wrap>
            <ToolOutlined aria-hidden />
            <Typography.Text code>{call.name}</Typography.Text>
            <Typography.Text type="secondary">
              <bdi dir="ltr">{formatDuration(Math.max(0, (Date.parse(call.at) - start) / 1000), locale)}</bdi>
            </Typography.Text>
            {call.result === undefined && <Tag>{t('calls.page.noResult')}</Tag>}
          </Flex>
        ),
        children: (
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">{t('calls.page.arguments')}</Typography.Text>
            <Code>{pretty(call.arguments)}</Code>
            {call.result !== undefined && (
              <>
                <Typography.Text type="secondary">{t('calls.page.result')}</Typography.Text>
                <Code>{pretty(call.result)}</Code>
              </>
            )}
          </Flex>
        ),
      }))}
    />
  );
}
