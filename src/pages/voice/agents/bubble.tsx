/**
 * One line of a conversation as a speech bubble: the agent's lines on one side, the other party's
 * on the other (the chat's user, a call's customer, voicemail or phone menu).
 */
import { theme, Typography } from 'antd';

export function Bubble({ who, text, mine }: { who: string; text: string; mine: boolean }) {
  const { token } = theme.useToken();
  return (
    <div style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '80%' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {who}
      </Typography.Text>
      {/* dir="auto": an Arabic line reads right to left in an English screen, and the other way round. */}
      <div dir="auto" style={{ whiteSpace: 'pre-wrap', padding: '6px 10px', borderRadius: 8, border: `1px solid ${mine ? token.colorPrimaryBorder : token.colorBorderSecondary}`, background: mine ? token.colorPrimaryBg : token.colorFillQuaternary }}>
        {text}
      </div>
    </div>
  );
}
