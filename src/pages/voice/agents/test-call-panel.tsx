/**
 * A test call from the agent's page: the user picks a number (on the simulator its last digit, or
 * the persona chosen, decides who answers), places the call, and follows it live from the agent's
 * event stream: status, who answered, each line as it is said, the tools called, and how it ended.
 * The stream is opened when a call is placed, before the request, so that no event is missed, and
 * closed once the call has ended: an idle agent page holds no connection open.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Descriptions, Flex, Input, Select, Typography } from 'antd';
import { PhoneOutlined, StopOutlined, ToolOutlined } from '@ant-design/icons';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { meaningOf } from '../../../../resources/kit/meanings.ts';
import { calls as callsResource, FINAL_CALL_STATUSES } from '../../../../resources/voice/calls.ts';
import { agentEventsApi, HANGUP_CALL_API, SIMULATOR_PERSONAS, TEST_CALL_API, type AgentCallEvent } from '../../../../resources/voice/test-calls.ts';
// The call's live events are a server-sent stream, which Refine's data hooks cannot read.
import { getEventStream } from '../../../../providers/request-event-stream.ts';
import { errorText } from '../../../components/error-text.ts';
import { Ltr } from '../../../components/ltr.tsx';
import { PanelCard } from '../../../components/panel-card.tsx';
import { StateTag } from '../../../components/state-tag.tsx';
import { ScriptedNotice } from '../scripted-notice.tsx';
import { Bubble } from './bubble.tsx';

const E164 = /^\+[1-9]\d{6,14}$/;

type Line = { kind: 'turn'; role: string; text: string; at: string } | { kind: 'tool'; name: string; arguments: string; result?: string; at: string };

interface CallState {
  id: number;
  status: string;
  answeredBy: string | null;
  hangupReason: string | null;
  durationSeconds: number;
}

export default function TestCallPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const [to, setTo] = useState('+14155550100');
  const [persona, setPersona] = useState<string | undefined>();
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [scripted, setScripted] = useState(false);
  const [call, setCall] = useState<CallState | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const callId = useRef<number | null>(null);
  // Events may arrive before the POST answers with the call's id: kept until it is known.
  const early = useRef<AgentCallEvent[]>([]);
  const awaitingId = useRef(false);
  const { mutateAsync } = useCustomMutation<{ call_id: number; scripted: boolean }>();

  const stream = useRef<AbortController | null>(null);
  const apply = (event: AgentCallEvent) => {
    setCall({ id: event.call_id, status: event.status, answeredBy: event.answered_by, hangupReason: event.hangup_reason, durationSeconds: event.duration_seconds });
    if (event.turn) setLines((all) => [...all, { kind: 'turn', ...event.turn! }]);
    if (event.tool_call) setLines((all) => [...all, { kind: 'tool', ...event.tool_call! }]);
    if ((FINAL_CALL_STATUSES as readonly string[]).includes(event.status)) stream.current?.abort();
  };
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => () => stream.current?.abort(), []);

  /** Opens the agent's stream for one call; resolves once the server says it listens (or gave up). */
  const listen = (): Promise<void> => {
    stream.current?.abort();
    const abort = new AbortController();
    stream.current = abort;
    return new Promise<void>((ready) => {
      void getEventStream(
        agentEventsApi(encodeURIComponent(id)),
        (name, data) => {
          if (name === 'ready') ready();
          if (name !== 'call') return;
          const event = data as AgentCallEvent;
          if (awaitingId.current) early.current.push(event);
          else if (event.call_id === callId.current) applyRef.current(event);
        },
        abort.signal,
      )
        .catch(() => undefined)
        .finally(ready);
    });
  };

  const live = call !== null && !(FINAL_CALL_STATUSES as readonly string[]).includes(call.status);
  const valid = E164.test(to.trim());

  const place = async () => {
    setPlacing(true);
    setFailure(null);
    setLines([]);
    setCall(null);
    callId.current = null;
    early.current = [];
    awaitingId.current = true;
    try {
      await listen();
      const values = { agent_id: Number(id), to: to.trim(), ...(persona && { persona }) };
      const { data: placed } = await mutateAsync({ url: TEST_CALL_API, method: 'post', values, successNotification: false, errorNotification: false });
      callId.current = placed.call_id;
      setScripted(placed.scripted);
      awaitingId.current = false;
      setCall((current) => current ?? { id: placed.call_id, status: 'queued', answeredBy: null, hangupReason: null, durationSeconds: 0 });
      for (const event of early.current.splice(0)) if (event.call_id === placed.call_id) apply(event);
    } catch (error) {
      stream.current?.abort();
      setFailure(errorText(error, t));
    } finally {
      awaitingId.current = false;
      setPlacing(false);
    }
  };

  const hangUp = async () => {
    if (!call) return;
    try {
      await mutateAsync({ url: HANGUP_CALL_API, method: 'post', values: { call_id: call.id }, successNotification: false, errorNotification: false });
    } catch (error) {
      setFailure(errorText(error, t));
    }
  };

  const label = (field: string, value: string) => t(`calls.enums.${field}.${value}`);

  return (
    <PanelCard icon={<PhoneOutlined aria-hidden />} title={t('agents.testCall.title')} data-testid="test-call">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('agents.testCall.intro')}</Typography.Text>
        <Flex gap={8} wrap align="end">
          <label>
            <div>{t('agents.testCall.to')}</div>
            <Input dir="ltr" value={to} onChange={(e) => setTo(e.target.value)} status={valid ? undefined : 'error'} style={{ width: 200 }} data-testid="test-call-to" />
          </label>
          <label>
            <div>{t('agents.testCall.persona')}</div>
            <Select
              allowClear
              value={persona}
              onChange={setPersona}
              style={{ width: 220 }}
              placeholder={t('agents.testCall.byNumber')}
              options={SIMULATOR_PERSONAS.map((p) => ({ value: p, label: t(`agents.testCall.personas.${p}`) }))}
              data-testid="test-call-persona"
            />
          </label>
          <Button type="primary" icon={<PhoneOutlined />} loading={placing} disabled={!valid || live} onClick={() => void place()} data-testid="test-call-place">
            {t('agents.testCall.place')}
          </Button>
          {live && (
            <Button danger icon={<StopOutlined />} onClick={() => void hangUp()} data-testid="test-call-hangup">
              {t('agents.testCall.hangUp')}
            </Button>
          )}
        </Flex>
        {!valid && <Typography.Text type="danger">{t('agents.testCall.badNumber')}</Typography.Text>}
        {failure && <Alert type="error" showIcon message={failure} />}
        {call && scripted && <ScriptedNotice />}
        {call && (
          <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} bordered data-testid="test-call-state">
            <Descriptions.Item label={t('calls.fields.status')}>
              <StateTag meaning={meaningOf(callsResource, 'status', call.status)}>{label('status', call.status)}</StateTag>
            </Descriptions.Item>
            <Descriptions.Item label={t('calls.fields.answered_by')}>{call.answeredBy ? label('answered_by', call.answeredBy) : '—'}</Descriptions.Item>
            <Descriptions.Item label={t('calls.fields.hangup_reason')}>{call.hangupReason ? label('hangup_reason', call.hangupReason) : '—'}</Descriptions.Item>
            <Descriptions.Item label={t('calls.fields.duration_seconds')}>
              {t('agents.testCall.seconds', { count: call.durationSeconds })}
            </Descriptions.Item>
          </Descriptions>
        )}
        {lines.length > 0 && (
          <Flex vertical gap={8} aria-live="polite" data-testid="test-call-transcript">
            {lines.map((line, i) =>
              line.kind === 'turn' ? (
                <Bubble key={i} who={t(`agents.testCall.roles.${line.role}`)} mine={line.role !== 'agent'} text={line.text} />
              ) : (
                <Typography.Text key={i} type="secondary" style={{ fontSize: 12 }}>
                  <ToolOutlined aria-hidden /> {t('agents.testCall.toolCalled', { name: line.name })} <Ltr>{line.arguments}</Ltr>
                  {line.result !== undefined && (
                    <>
                      {' → '}
                      <Ltr>{line.result.length > 200 ? `${line.result.slice(0, 200)}…` : line.result}</Ltr>
                    </>
                  )}
                </Typography.Text>
              ),
            )}
          </Flex>
        )}
        {call && live && lines.length === 0 && <Typography.Text type="secondary">{t('agents.testCall.waiting')}</Typography.Text>}
      </Flex>
    </PanelCard>
  );
}
