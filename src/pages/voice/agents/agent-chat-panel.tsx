/**
 * Chat with the agent on its page: what the user types goes to the agent with the conversation so
 * far, and the reply appears as the model streams it. Nothing is stored; each chat starts afresh.
 */
import { useRef, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { agentChatPath, type AgentChatDone } from '../../../../resources/voice/agent-chat.ts';
import { postEventStream } from '../../../../providers/request-event-stream.ts';
import { errorText } from '../../../components/error-text.ts';
import { ScriptedNotice } from '../scripted-notice.tsx';
import { Bubble } from './bubble.tsx';

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
  const [scripted, setScripted] = useState(false);
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
          if (event === 'done') {
            setTurns((all) => [...all.slice(0, -1), { role: 'assistant', content: (data as AgentChatDone).text }]);
            setScripted((data as AgentChatDone).scripted);
          }
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
      {scripted && (
        <div style={{ marginBottom: 12 }}>
          <ScriptedNotice />
        </div>
      )}
      <Flex vertical gap={8} style={{ marginBottom: 12 }} aria-live="polite">
        {firstMessage && <Bubble who={t('agents.chat.assistant')} mine={false} text={firstMessage} />}
        {turns.map((turn, i) => (
          <Bubble key={i} who={t(`agents.chat.${turn.role}`)} mine={turn.role === 'user'} text={turn.content || '…'} />
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
