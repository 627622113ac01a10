import { Suspense } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Popconfirm } from 'antd';
import { DeleteOutlined, EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useDelete, useShow, type BaseRecord } from '@refinedev/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { labelKey, type Resource } from '../../../resources/kit/index.ts';
import { DateTime } from '../../components/date-time.tsx';
import { errorText } from '../../components/error-text.ts';
import { Ltr } from '../../components/ltr.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useAccess } from '../../hooks/use-access.ts';
import { RecordActions } from '../actions/record-actions.tsx';
import { childViews } from '../child-views.ts';
import { FieldValue } from '../field-value.tsx';
import { recordToast } from '../record-toasts.ts';
import { recordPanels, type RecordPanel, type RecordPanelContext } from './record-panels.tsx';
import { recordPath } from '../routes.ts';
import { useScreenRoutes } from '../screen-routes.tsx';

/** One record: every field, references as links, with edit and delete where allowed. */
export function ResourceShow({ resource, id }: { resource: Resource; id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useAccess();
  const routes = useScreenRoutes(resource)!;
  const { query } = useShow<BaseRecord>({ resource: resource.name, id });
  const { mutate: remove, mutation } = useDelete();
  const record = query.data?.data;

  if (query.isLoading) return <PageSpinner />;
  if (query.isError || !record) {
    return <Alert type="error" showIcon message={t('resources.show.loadFailed')} description={errorText(query.error, t)} />;
  }
  const fields = Object.entries(resource.fields).filter(([, f]) => f.show !== false);
  const mayEdit = allowed({ resource: resource.name, action: 'edit', record });
  const mayDelete = allowed({ resource: resource.name, action: 'delete', record });
  const page: RecordPanelContext = { resource, id, record, allowed, mayEdit, reload: () => void query.refetch() };

  return (
    <>
      <PageHeader
        title={String(record[resource.titleField] ?? `#${id}`)}
        subtitle={resource.closed.includes('create') ? `${t(`${resource.name}.singular`)} · ${t('resources.show.writtenBySystem')}` : t(`${resource.name}.singular`)}
        extra={
          <Flex gap={8} wrap>
            {childViews(resource, routes.list).map(({ resource: child, view }) =>
              allowed({ resource: child.name, action: 'list' }) ? (
                <Link key={child.name} to={view.path.replace(':id', encodeURIComponent(id))}>
                  <Button icon={<UnorderedListOutlined />}>{t(`${child.name}.title`)}</Button>
                </Link>
              ) : null,
            )}
            <RecordActions resource={resource} record={record} />
            {mayEdit && routes.edit && (
              <Link to={recordPath(routes.edit, id)}>
                <Button icon={<EditOutlined />}>{t('resources.edit')}</Button>
              </Link>
            )}
            {mayDelete && (
              <Popconfirm
                title={t('resources.show.deleteTitle')}
                okText={t('resources.delete')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove({ resource: resource.name, id, successNotification: () => recordToast(t, resource, 'deleted', record) }, { onSuccess: () => navigate(routes.list) })}
              >
                <Button danger icon={<DeleteOutlined />} loading={mutation.isPending}>
                  {t('resources.delete')}
                </Button>
              </Popconfirm>
            )}
          </Flex>
        }
      />
      <Panels page={page} place="top" />
      <Card>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('resources.id')}>
            <Ltr>{String(record.id)}</Ltr>
          </Descriptions.Item>
          {fields.map(([name, field]) => (
            <Descriptions.Item key={name} label={t(labelKey(resource, name))}>
              <FieldValue resource={resource} name={name} field={field} record={record} full />
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('resources.createdAt')}>
            <DateTime value={record.created_at as string} />
          </Descriptions.Item>
          <Descriptions.Item label={t('resources.updatedAt')}>
            <DateTime value={record.updated_at as string} />
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Panels page={page} place="bottom" />
    </>
  );
}

/** The resource's own panels at one place on the page (record-panels.tsx), each loading on its own. */
function Panels({ page, place }: { page: RecordPanelContext; place: RecordPanel['place'] }) {
  return recordPanels(page, place).map((panel) => (
    <Suspense key={panel.name} fallback={null}>
      {panel.render(page)}
    </Suspense>
  ));
}
