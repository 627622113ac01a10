/** Whether the page is hearing live events: a green "Live" or a grey "Reconnecting…". */
import { useEffect, useState } from 'react';
import { Badge, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { liveStatus, onLiveStatus, type LiveStatus } from '../../../../providers/event-stream.ts';

export function LiveBadge() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<LiveStatus>(liveStatus);
  useEffect(() => onLiveStatus(setStatus), []);
  const live = status === 'live';
  return (
    <Tooltip title={t('jobs.page.liveHint')}>
      <Badge status={live ? 'processing' : 'default'} text={t(live ? 'jobs.page.live' : 'jobs.page.offline')} data-live={status} />
    </Tooltip>
  );
}
