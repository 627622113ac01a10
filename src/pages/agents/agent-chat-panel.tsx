/**
 * Chat with the agent on its page: what the user types goes to the agent with the conversation so
 * far, and the reply appears as the model streams it. Nothing is stored; each chat starts afresh.
 */
import { useRef, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Input, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { agentChatPath, type AgentChatDone } from '../../../resources/voice/agent-chat.ts';
import { postEventStream } from '../../../providers/post-event-stream.ts';
import { errorText } from '../../components/error-text.ts';

interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

export default function AgentChatPanel({ id, firstMessage }: { id: string; firstMessage?: string | null }) {
  const { t } = useTranslation();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [draft, setDraft] = useState('');
  const [replying, setReplying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const send = async () => {
    const text = draft.trim();
    if (!text || replying) return;
    const history: Turn[] = [...turns, { role: 'user', content: text }];
    setTurns([...history, { role: 'assistant', content: '' }]);
    setDraft('');
    setFailure(null);
    setReplying(true);
    abort.current = new AbortController();
    const grow = (piece: string) => setTurns((all) => [...all.slice(0, -1), { role: 'assistant', content: all.at(-1)!.content + piece }]);
    try {
      await postEventStream(
        agentChatPath(id),
        { messages: history },
        (event, data) => {
          if (event === 'delta') grow((data as { text: string }).text);
          if (event === 'done') setTurns((all) => [...all.slice(0, -1), { role: 'assistant', content: (data as AgentChatDone).text }]);
          if (event === 'error') setFailure((data as { message: string }).message);
        },
        abort.current.signal,
      );
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') setFailure(errorText(error, t));
    } finally {
      // A reply that never came leaves no empty bubble behind.
      setTurns((all) => (all.at(-1)?.role === 'assistant' && !all.at(-1)!.content ? all.slice(0, -1) : all));
      setReplying(false);
    }
  };

  const restart = () => {
    abort.current?.abort();
    setTurns([]);
    setFailure(null);
  };

  return (
    <Card title={t('agents.chat.title')} style={{ marginTop: 16 }} data-testid="agent-chat" extra={turns.length > 0 && <Button onClick={restart}>{t('agents.chat.restart')}</Button>}>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} />}
      <Flex vertical gap={8} style={{ marginBottom: 12 }} aria-live="polite">
        {firstMessage && <Bubble role="assistant" text={firstMessage} />}
        {turns.map((turn, i) => (
          <Bubble key={i} role={turn.role} text={turn.content || '…'} />
        ))}
        {!firstMessage && turns.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('agents.chat.empty')} />}
      </Flex>
      <Flex gap={8}>
        <Input.TextArea
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={(e) => {
            if (!e.shiftKey) {
              e.preventDefault();
              void send();
            }
          }}
          autoSize={{ minRows: 1, maxRows: 5 }}
          maxLength={8000}
          placeholder={t('agents.chat.placeholder')}
          aria-label={t('agents.chat.placeholder')}
        />
        <Button type="primary" onClick={() => void send()} loading={replying} disabled={!draft.trim()}>
          {t('agents.chat.send')}
        </Button>
      </Flex>
    </Card>
  );
}

/** One turn of a conversation; `label` names the speaker where "You" and "Agent" do not fit (a sample conversation). */
export function Bubble({ role, text, label }: { role: Turn['role']; text: string; label?: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div style={{ alignSelf: role === 'user' ? 'flex-end' : 'flex-start', maxWidth: '80%' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label ?? t(`agents.chat.${role}`)}
      </Typography.Text>
      {/* dir="auto": an Arabic reply reads right to left in an English screen, and the other way round. */}
      <div dir="auto" style={{ whiteSpace: 'pre-wrap', padding: '6px 10px', borderRadius: 8, border: `1px solid ${role === 'user' ? token.colorPrimaryBorder : token.colorBorderSecondary}`, background: role === 'user' ? token.colorPrimaryBg : token.colorFillQuaternary }}>
        {text}
      </div>
    </div>
  );
}
