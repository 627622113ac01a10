import { lazy, Suspense } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Popconfirm } from 'antd';
import { DeleteOutlined, EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useDelete, useShow, type BaseRecord } from '@refinedev/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { labelKey, type Resource } from '../../../resources/kit/index.ts';
import { isWebhookSource } from '../../../resources/workspace/webhook-sources.ts';
import { DateTime } from '../../components/date-time.tsx';
import { errorText } from '../../components/error-text.ts';
import { Ltr } from '../../components/ltr.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { DlrUrlPanel } from '../../pages/routes/dlr-url-panel.tsx';
import { ToolTestPanel } from '../../pages/voice-tools/tool-test-panel.tsx';
import { StopperTestPanel } from '../../pages/post-processing/stopper-test-panel.tsx';
import { WebhookPanel } from '../../pages/webhooks/webhook-panel.tsx';
import { ProviderSecretPanel } from '../../pages/agents/provider-accounts/provider-secret-panel.tsx';
import { useAccess } from '../../hooks/use-access.ts';
import { RecordActions } from '../actions/record-actions.tsx';
import { childViews } from '../child-views.ts';
import { FieldValue } from '../field-value.tsx';
import { recordToast } from '../record-toasts.ts';
import { recordPath } from '../routes.ts';
import { useScreenRoutes } from '../screen-routes.tsx';

// Loaded only on a campaign's page.
const CampaignPanels = lazy(() => import('../../pages/campaigns/campaign-panels.tsx'));
// Loaded only on a call-outcome classifier's page.
const ClassifierPanels = lazy(() => import('../../pages/classifiers/classifier-panels.tsx'));
const VoiceCampaignProgress = lazy(() => import('../../pages/agents/voice-campaign-progress.tsx'));
// Loaded only on an agent's page.
const AgentChatPanel = lazy(() => import('../../pages/agents/agent-chat-panel.tsx'));
const TestCallPanel = lazy(() => import('../../pages/agents/test-call-panel.tsx'));
const AgentPromptPanels = lazy(() => import('../../pages/agents/agent-prompt-panels.tsx'));
const AgentTestSuitesPanel = lazy(() => import('../../pages/agents/agent-test-suites-panel.tsx'));

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
      {resource.name === 'campaigns' && (
        <Suspense fallback={null}>
          <CampaignPanels id={id} status={String(record.status)} run={Number(record.run ?? 0)} place="top" />
        </Suspense>
      )}
      {resource.name === 'agent-campaigns' && (
        <Suspense fallback={null}>
          <VoiceCampaignProgress key={`${String(record.status)}-${String(record.run)}`} id={id} />
        </Suspense>
      )}
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
      {isWebhookSource(resource.name) && mayEdit && <WebhookPanel resource={resource} id={id} />}
      {resource.name === 'routes' && record.protocol === 'http' && mayEdit && <DlrUrlPanel id={id} record={record} />}
      {resource.name === 'voice-tools' && (record.type === 'webhook' || record.type === 'lead_submit') && mayEdit && <ToolTestPanel key={String(record.version)} id={id} record={record} />}
      {resource.name === 'provider-accounts' && mayEdit && <ProviderSecretPanel id={id} />}
      {resource.name === 'campaign-stoppers' && <StopperTestPanel key={String(record.version)} id={id} record={record} />}
      {resource.name === 'campaigns' && (
        <Suspense fallback={null}>
          <CampaignPanels id={id} status={String(record.status)} run={Number(record.run ?? 0)} place="bottom" />
        </Suspense>
      )}
      {resource.name === 'call-outcome-classifiers' && (
        <Suspense fallback={null}>
          <ClassifierPanels id={id} mayEdit={mayEdit} />
        </Suspense>
      )}
      {resource.name === 'agents' && (
        <Suspense fallback={null}>
          <AgentPromptPanels id={id} record={record} onDraftChanged={() => void query.refetch()} />
        </Suspense>
      )}
      {resource.name === 'agents' && mayEdit && (
        <Suspense fallback={null}>
          <TestCallPanel id={id} />
        </Suspense>
      )}
      {resource.name === 'agents' && allowed({ resource: 'agents', action: 'chat', record }) && (
        <Suspense fallback={null}>
          <AgentChatPanel id={id} firstMessage={record.first_message as string | null} />
        </Suspense>
      )}
      {resource.name === 'agents' && allowed({ resource: 'agent-test-suites', action: 'list' }) && (
        <Suspense fallback={null}>
          <AgentTestSuitesPanel agentId={id} mayRun={allowed({ resource: 'agent-test-suites', action: 'run' })} />
        </Suspense>
      )}
    </>
  );
}
