/**
 * /voice: the calls dashboard above the call log. The figures follow the list's filters (agent,
 * campaign, outcome, answered by, direction, dates, duration), so what the charts count is what the
 * table lists; the AI filter sets those filters from a sentence once the user confirms it.
 */
import { useMemo } from 'react';
import { Button } from 'antd';
import { CalendarOutlined, TableOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { calls } from '../../../resources/voice/calls.ts';
import { ResourceList, type ListExtras } from '../../resource-ui/list/resource-list.tsx';
import { AiFilterButton } from './ai-filter-button.tsx';
import { CallsOverview } from './calls-overview.tsx';

/** What operators filter calls by most: who called, what came of it, when. */
const FIRST_FILTERS = ['agent_id', 'outcome', 'started_at'] as const;

export default function CallsPage() {
  const { t } = useTranslation();
  const extras = useMemo<ListExtras>(
    () => ({
      firstFilters: FIRST_FILTERS,
      header: (list) => (
        <>
          <AiFilterButton list={list} />
          <Link to="/voice/pivot">
            <Button icon={<TableOutlined />}>{t('calls.pivot.link')}</Button>
          </Link>
          <Link to="/agents/daily-stats">
            <Button icon={<CalendarOutlined />}>{t('calls.daily.link')}</Button>
          </Link>
        </>
      ),
      above: (filters) => <CallsOverview filters={filters} />,
    }),
    [t],
  );
  return <ResourceList resource={calls} extras={extras} />;
}
