import { useState } from 'react';
import { Alert, Button, Empty, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTACTS_API, type HistoryEntry } from '../../../../resources/audience/contact-api.ts';
import { resourceByName } from '../../../../resources/catalogue.ts';
import { DateTime } from '../../../components/date-time.tsx';
import { errorText } from '../../../components/error-text.ts';
import { Ltr } from '../../../components/ltr.tsx';
import { recordPath, resourceRoutes } from '../../../resource-ui/routes.ts';

const PAGE = 20;
const COLORS: Record<string, string> = { created: 'green', api: 'green', imported: 'green', feed: 'green', opted_out: 'red', opted_in: 'blue', call: 'purple', clicked: 'gold' };

/** Where an entry's reference opens (an upload, a feed, a campaign, a call); users have no page here. */
function refPath(entry: HistoryEntry): string | null {
  if (!entry.ref_type || entry.ref_id === null || entry.ref_type === 'users') return null;
  const resource = resourceByName(entry.ref_type);
  const routes = resource && resourceRoutes(resource);
  return routes ? recordPath(routes.show, entry.ref_id) : null;
}

/** A contact's history, newest first, twenty at a time. */
export function ContactHistory({ id }: { id: string }) {
  const { t } = useTranslation();
  // The pages read before the one asked for last; "more" asks for the page after them.
  const [before, setBefore] = useState<{ id: string; entries: HistoryEntry[] }>({ id, entries: [] });
  const earlier = before.id === id ? before.entries : [];
  const start = earlier.length;
  const { query } = useCustom<HistoryEntry[]>({
    url: `${CONTACTS_API}/${id}/history`,
    method: 'get',
    config: { query: { _start: start, _end: start + PAGE } },
    errorNotification: false,
    // Remounted when the contact changes: the history as read now, never a copy cached before.
    queryOptions: { gcTime: 0, retry: false, refetchOnMount: 'always', refetchOnReconnect: false },
  });
  const page = query.isFetchedAfterMount ? query.data?.data : undefined;
  const entries = page ? [...earlier, ...page] : start ? earlier : null;
  // The total travels in a header; a short page says it is the last. The button stays while the next comes.
  const total = page ? start + page.length + (page.length === PAGE ? 1 : 0) : start + 1;
  const error = query.error ? errorText(query.error, t) : null;
  const loading = query.isFetching;

  return <div data-testid="contact-history">{body()}</div>;

  function body() {
    if (error) return <Alert type="error" showIcon message={t('contacts.history.loadFailed')} description={error} />;
    if (!entries) return <Skeleton active />;
    if (!entries.length) return <Empty description={t('contacts.history.empty')} />;
    return (
      <>
        <Timeline
          items={entries.map((e) => ({
            key: e.key,
            color: COLORS[e.kind] ?? 'gray',
            children: <HistoryItem entry={e} />,
          }))}
        />
        {total > entries.length && (
          <Button onClick={() => setBefore({ id, entries })} loading={loading}>
            {t('contacts.history.more')}
          </Button>
        )}
      </>
    );
  }
}

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation();
  const path = refPath(entry);
  const d = entry.detail;
  const label = entry.ref_label ?? (entry.ref_id !== null ? `#${entry.ref_id}` : null);
  const ref = label && (path ? <Link className="text-link" to={path}>{label}</Link> : <strong>{label}</strong>);
  const what = t(`contacts.history.kinds.${entry.kind}`, { defaultValue: entry.kind });
  const details: string[] = [];
  if (entry.kind === 'call') {
    details.push(t(`calls.enums.direction.${String(d.direction)}`, { defaultValue: String(d.direction) }), t(`calls.enums.status.${String(d.status)}`, { defaultValue: String(d.status) }));
    if (d.outcome && d.outcome !== 'unknown') details.push(t(`calls.enums.outcome.${String(d.outcome)}`, { defaultValue: String(d.outcome) }));
    if (Number(d.duration_seconds) > 0) details.push(t('contacts.history.seconds', { count: Number(d.duration_seconds) }));
  }
  if (d.created === true && entry.kind !== 'created') details.push(t('contacts.history.new'));
  if (d.created === false) details.push(t('contacts.history.changed'));
  const added = Array.isArray(d.tags_added) ? (d.tags_added as string[]) : [];
  const removed = Array.isArray(d.tags_removed) ? (d.tags_removed as string[]) : [];
  return (
    <div>
      <Typography.Text strong>{what}</Typography.Text>
      {ref && (
        <>
          {' · '}
          {ref}
        </>
      )}
      {details.length > 0 && <Typography.Text type="secondary"> · {details.join(' · ')}</Typography.Text>}
      {(added.length > 0 || removed.length > 0) && (
        <div>
          {added.map((tag) => (
            <Tag key={`+${tag}`} color="green">
              + {tag}
            </Tag>
          ))}
          {removed.map((tag) => (
            <Tag key={`-${tag}`}>− {tag}</Tag>
          ))}
        </div>
      )}
      {typeof d.reason === 'string' && <div>{d.reason}</div>}
      {typeof d.delivery_id === 'string' && (
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {t('contacts.history.delivery')} <Ltr>{d.delivery_id}</Ltr>
        </Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        <DateTime value={entry.at} />
      </Typography.Text>
    </div>
  );
}
