/**
 * The call's timeline from its provider events (GET /v1/voice/calls/{id}/timeline): queued, ringing,
 * answered, each turn, each tool call and the hangup, with the clock time and the time into the call.
 * A call imported without events shows the moments its record holds instead.
 */
import { Empty, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callTimelinePath, type CallTimelineAnswer } from '../../../resources/voice/call-stats.ts';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';
import { formatDuration } from './call-format.ts';
import { useCallFigures } from './use-call-figures.ts';

const COLORS: Record<string, string> = {
  'call.queued': 'gray',
  'call.ringing': 'blue',
  'call.answered': 'green',
  'call.no_answer': 'orange',
  'call.busy': 'orange',
  'call.transcript': 'gray',
  'call.tool_call': 'purple',
  'call.hangup': 'red',
};

interface Moment {
  key: string;
  type: string;
  at: string;
  detail?: string;
}

export function CallTimeline({ id, record }: { id: string; record: Record<string, unknown> }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const { data, state } = useCallFigures<CallTimelineAnswer>(callTimelinePath(encodeURIComponent(id)), {}, (a) => 'events' in a);
  if (state.isLoading) return <Skeleton active />;
  const moments: Moment[] = data?.events.length
    ? data.events.map((e) => ({ key: String(e.id), type: e.type, at: e.at, detail: detailOf(e.type, e.data, t) }))
    : fromRecord(record, t);
  if (!moments.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('calls.page.noTimeline')} />;
  const start = Date.parse(moments[0].at);
  const clock = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <Timeline
      data-testid="call-timeline"
      items={moments.map((m) => ({
        key: m.key,
        color: COLORS[m.type] ?? 'gray',
        children: (
          <div>
            <Typography.Text strong>{t(`calls.page.events.${m.type.replace('call.', '')}`, { defaultValue: m.type })}</Typography.Text>{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <bdi dir="ltr">
                {clock.format(new Date(m.at))} · +{formatDuration((Date.parse(m.at) - start) / 1000, locale)}
              </bdi>
            </Typography.Text>
            {m.detail && (
              <Typography.Paragraph dir="auto" type="secondary" ellipsis={{ rows: 2, tooltip: m.detail }} style={{ margin: 0 }}>
                {m.detail}
              </Typography.Paragraph>
            )}
          </div>
        ),
      }))}
    />
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

function detailOf(type: string, data: Record<string, unknown> | null, t: T): string | undefined {
  if (!data) return undefined;
  switch (type) {
    case 'call.answered':
      return t(`calls.enums.answered_by.${String(data.answered_by)}`);
    case 'call.transcript':
      return `${t(`calls.page.roles.${String(data.role)}`)}: ${String(data.text)}`;
    case 'call.tool_call':
      return String(data.name);
    case 'call.hangup':
      return t(`calls.enums.hangup_reason.${String(data.reason)}`);
    default:
      return undefined;
  }
}

/** Without events: the start, each transcript line, each tool call and the end the record keeps. */
function fromRecord(record: Record<string, unknown>, t: T): Moment[] {
  const out: Moment[] = [];
  if (typeof record.started_at === 'string') out.push({ key: 'start', type: 'call.answered', at: record.started_at, detail: record.answered_by ? t(`calls.enums.answered_by.${String(record.answered_by)}`) : undefined });
  for (const [i, turn] of ((record.transcript as { role: string; text: string; at: string }[] | null) ?? []).entries()) out.push({ key: `turn${i}`, type: 'call.transcript', at: turn.at, detail: `${t(`calls.page.roles.${turn.role}`)}: ${turn.text}` });
  for (const [i, call] of ((record.tool_calls as { name: string; at: string }[] | null) ?? []).entries()) out.push({ key: `tool${i}`, type: 'call.tool_call', at: call.at, detail: call.name });
  if (typeof record.ended_at === 'string') out.push({ key: 'end', type: 'call.hangup', at: record.ended_at, detail: record.hangup_reason ? t(`calls.enums.hangup_reason.${String(record.hangup_reason)}`) : undefined });
  return out.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
