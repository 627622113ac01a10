/**
 * A call's transcript as a conversation: the agent on one side, the person called on the other, a
 * voicemail greeting or a phone menu set apart, each line with its time into the call. In
 * right-to-left languages the sides swap with the layout (logical margins).
 */
import { Avatar, Empty, Flex, theme, Typography } from 'antd';
import { CustomerServiceOutlined, PhoneOutlined, RobotOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TranscriptTurn } from '../../../resources/voice/calls.ts';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';
import { formatDuration } from './call-format.ts';

const ICONS = { agent: <RobotOutlined />, customer: <UserOutlined />, voicemail: <PhoneOutlined />, ivr: <CustomerServiceOutlined /> } as const;

export function TranscriptChat({ turns, startedAt }: { turns: readonly TranscriptTurn[]; startedAt: string | null }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const locale = useIntlLocale();
  if (!turns.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('calls.page.noTranscript')} />;
  const start = startedAt ? Date.parse(startedAt) : Date.parse(turns[0].at);
  return (
    <Flex vertical gap={10} data-testid="transcript">
      {turns.map((turn, i) => {
        const agent = turn.role === 'agent';
        const aside = turn.role === 'voicemail' || turn.role === 'ivr';
        const offset = Math.max(0, (Date.parse(turn.at) - start) / 1000);
        return (
          <Flex key={i} gap={8} align="end" style={{ flexDirection: agent ? 'row' : 'row-reverse' }} data-role={turn.role}>
            <Avatar size="small" icon={ICONS[turn.role]} style={{ flex: 'none', background: agent ? token.colorPrimary : aside ? token.colorWarning : token.colorTextTertiary }} aria-hidden />
            <div
              style={{
                maxWidth: '78%',
                padding: '8px 12px',
                borderRadius: 12,
                background: agent ? token.colorPrimaryBg : aside ? token.colorWarningBg : token.colorFillSecondary,
                border: aside ? `1px dashed ${token.colorWarningBorder}` : undefined,
              }}
            >
              <Flex gap={8} justify="space-between" style={{ marginBottom: 2 }}>
                <Typography.Text strong style={{ fontSize: 12 }}>
                  {t(`calls.page.roles.${turn.role}`)}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <bdi dir="ltr">{formatDuration(offset, locale)}</bdi>
                </Typography.Text>
              </Flex>
              <Typography.Paragraph dir="auto" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{turn.text}</Typography.Paragraph>
            </div>
          </Flex>
        );
      })}
    </Flex>
  );
}
