/**
 * A call's own page (/voice/:id): the conversation as a chat, the tools the agent called, what the
 * call came to (outcome, who answered, why it ended, duration, cost, prompt version, recording) and
 * its timeline from the provider's events. Parley writes calls; nobody edits them here.
 */
import { Alert, Button, Card, Col, Descriptions, Flex, Row, Space, Typography } from 'antd';
import { AudioOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useShow, type BaseRecord } from '@refinedev/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../resources/format/money.ts';
import { enumKey, labelKey, meaningOf } from '../../../resources/kit/index.ts';
import { calls, type CallToolCall, type TranscriptTurn } from '../../../resources/voice/calls.ts';
import { DateTime } from '../../components/date-time.tsx';
import { errorText } from '../../components/error-text.ts';
import { Ltr } from '../../components/ltr.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { ReferenceTitle } from '../../resource-ui/reference-title.tsx';
import { safeHref } from '../../resource-ui/safe-url.ts';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';
import { formatDuration } from './call-format.ts';
import { CallTimeline } from './call-timeline.tsx';
import { ToolCalls } from './tool-calls.tsx';
import { ScriptedNotice } from './scripted-notice.tsx';
import { TranscriptChat } from './transcript-chat.tsx';

export default function CallPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const { query } = useShow<BaseRecord>({ resource: calls.name, id });
  const record = query.data?.data as Record<string, unknown> | undefined;
  if (query.isLoading) return <PageSpinner />;
  if (query.isError || !record) return <Alert type="error" showIcon message={t('resources.show.loadFailed')} description={errorText(query.error, t)} />;

  const tag = (field: 'status' | 'outcome', value: unknown) =>
    value ? (
      <StateTag meaning={meaningOf(calls, field, value)} title={t(labelKey(calls, field))}>
        {t(enumKey(calls, field, String(value)))}
      </StateTag>
    ) : null;
  const enumText = (field: string, value: unknown) => (value ? t(enumKey(calls, field, String(value))) : '—');
  const inbound = record.direction === 'inbound';
  const customer = String(inbound ? record.from_number : record.to_number);
  const startedAt = typeof record.started_at === 'string' ? record.started_at : null;
  const recording = safeHref(record.recording_url) ?? undefined;

  return (
    <>
      <PageHeader
        title={t(inbound ? 'calls.page.titleInbound' : 'calls.page.titleOutbound', { number: '\u2066' + customer + '\u2069' })}
        subtitle={
          <Space size={4} wrap>
            {tag('status', record.status)}
            {tag('outcome', record.outcome)}
            <Typography.Text type="secondary">
              <DateTime value={startedAt ?? (record.created_at as string)} />
            </Typography.Text>
          </Space>
        }
        extra={
          <Link to="/voice">
            <Button icon={<UnorderedListOutlined />}>{t('calls.page.back')}</Button>
          </Link>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Flex vertical gap={16}>
            {typeof record.summary === 'string' && record.summary && (
              <Card size="small" title={t(labelKey(calls, 'summary'))}>
                <Typography.Paragraph dir="auto" style={{ margin: 0 }}>{record.summary}</Typography.Paragraph>
              </Card>
            )}
            <Card title={t('calls.page.conversation')}>
              {record.scripted_agent === true && (
                <div style={{ marginBottom: 12 }}>
                  <ScriptedNotice />
                </div>
              )}
              <TranscriptChat turns={(record.transcript as TranscriptTurn[] | null) ?? []} startedAt={startedAt} />
            </Card>
            <Card title={t('calls.page.toolCalls')}>
              <ToolCalls calls={(record.tool_calls as CallToolCall[] | null) ?? []} startedAt={startedAt} />
            </Card>
          </Flex>
        </Col>
        <Col xs={24} xl={9}>
          <Flex vertical gap={16}>
            <Card title={t('calls.page.details')} data-testid="call-details">
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 'agent', label: t(labelKey(calls, 'agent_id')), children: record.agent_id ? <ReferenceTitle field={calls.fields.agent_id} id={record.agent_id} link /> : '—' },
                  { key: 'campaign', label: t(labelKey(calls, 'campaign_id')), children: record.campaign_id ? <ReferenceTitle field={calls.fields.campaign_id} id={record.campaign_id} link /> : '—' },
                  { key: 'direction', label: t(labelKey(calls, 'direction')), children: enumText('direction', record.direction) },
                  { key: 'from', label: t(labelKey(calls, 'from_number')), children: <Ltr>{String(record.from_number)}</Ltr> },
                  { key: 'to', label: t(labelKey(calls, 'to_number')), children: <Ltr>{String(record.to_number)}</Ltr> },
                  { key: 'answered_by', label: t(labelKey(calls, 'answered_by')), children: enumText('answered_by', record.answered_by) },
                  { key: 'hangup', label: t(labelKey(calls, 'hangup_reason')), children: enumText('hangup_reason', record.hangup_reason) },
                  { key: 'duration', label: t('calls.page.duration'), children: <Ltr>{formatDuration(Number(record.duration_seconds ?? 0), locale)}</Ltr> },
                  { key: 'cost', label: t(labelKey(calls, 'cost')), children: <Ltr>{formatMoney(Number(record.cost ?? 0), String(record.currency ?? 'USD'), locale)}</Ltr> },
                  { key: 'prompt', label: t(labelKey(calls, 'prompt_version')), children: record.prompt_version ? <Ltr>v{String(record.prompt_version)}</Ltr> : t('calls.page.noPromptVersion') },
                  { key: 'ended', label: t(labelKey(calls, 'ended_at')), children: <DateTime value={record.ended_at as string | null} /> },
                ]}
              />
            </Card>
            <Card title={t(labelKey(calls, 'recording_url'))}>
              {recording ? (
                <Flex vertical gap={8}>
                  <audio controls preload="none" src={recording} style={{ width: '100%' }} aria-label={t(labelKey(calls, 'recording_url'))} />
                  <a href={recording} target="_blank" rel="noreferrer noopener">
                    <AudioOutlined /> {t('calls.page.openRecording')}
                  </a>
                </Flex>
              ) : (
                <Typography.Text type="secondary">{t('calls.page.noRecording')}</Typography.Text>
              )}
            </Card>
            <Card title={t('calls.page.timeline')}>
              <CallTimeline id={id} record={record} />
            </Card>
          </Flex>
        </Col>
      </Row>
    </>
  );
}
