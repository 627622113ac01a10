import { useMemo } from 'react';
import { Button, Space } from 'antd';
import { BarChartOutlined, StopOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contacts } from '../../../../resources/audience/contacts.ts';
import { useAccess } from '../../../hooks/use-access.ts';
import { useCustomFields } from '../../../resource-ui/custom-values/use-custom-fields.ts';
import { ResourceList, type ListExtras } from '../../../resource-ui/list/resource-list.tsx';
import { ViewScreen } from '../../../resource-ui/view-screen.tsx';
import { viewFilters } from '../../../resource-ui/list/view-filters.ts';
import { BulkOptOutButton } from './bulk-opt-out.tsx';
import { BulkSegmentButton } from './bulk-segment.tsx';
import { BulkTagsButton } from './bulk-tags.tsx';
import { customFilterControls } from './custom-filters.ts';

const voiceView = contacts.routes.views!.find((v) => v.path === '/audience/contacts/voice')!;

/** The contacts list with the team's custom fields as filters, tags in bulk, and links to the dashboard and the do-not-contact list. */
function ContactsList({ voice = false }: { voice?: boolean }) {
  const { t } = useTranslation();
  const allowed = useAccess();
  const { fields } = useCustomFields();
  const extras = useMemo<ListExtras>(
    () => ({
      filters: customFilterControls(fields),
      header: (
        <>
          <Link to="/audience/contacts/dashboard">
            <Button icon={<BarChartOutlined />}>{t('contacts.dashboard.link')}</Button>
          </Link>
          {allowed({ resource: 'opt-outs', action: 'list' }) && (
            <Link to="/audience/contacts/opt-outs">
              <Button icon={<StopOutlined />}>{t('opt-outs.title')}</Button>
            </Link>
          )}
        </>
      ),
      bulk: allowed({ resource: 'contacts', action: 'edit' })
        ? (ids, clear, filters) => (
            <Space wrap>
              <BulkTagsButton ids={ids} filters={filters} onDone={clear} />
              <BulkSegmentButton ids={ids} filters={filters} onDone={clear} />
              {allowed({ resource: 'opt-outs', action: 'create' }) && <BulkOptOutButton ids={ids} filters={filters} onDone={clear} />}
            </Space>
          )
        : undefined,
    }),
    [fields, t, allowed],
  );
  if (!voice) return <ResourceList resource={contacts} extras={extras} />;
  return (
    <ViewScreen resource={contacts} view={voiceView}>
      <ResourceList resource={contacts} permanent={viewFilters(voiceView, undefined)} extras={extras} />
    </ViewScreen>
  );
}

export default function AllContacts() {
  return <ContactsList />;
}

export function VoiceContacts() {
  return <ContactsList voice />;
}
