import { lazy, Suspense } from 'react';
import { Alert, Button, Card, Flex, Form } from 'antd';
import { useForm } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Resource } from '../../../resources/kit/index.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { recordToast } from '../record-toasts.ts';
import { recordPath } from '../routes.ts';
import { useFixedValues, useScreenRoutes } from '../screen-routes.tsx';
import { FormField } from './form-field.tsx';
import { createDefaults, submitValues } from './form-values.ts';
import { formFields } from './widget-for.ts';

// Loaded only on an agent's settings page: its prompt versions and the model's drafting help.
const AgentPromptPanels = lazy(() => import('../../pages/voice/agents/agent-prompt-panels.tsx'));

interface Props {
  resource: Resource;
  action: 'create' | 'edit';
  id?: string;
}

/** Create or edit any resource; edit sends the `version` it loaded, and a 409 offers a reload. */
export function ResourceForm({ resource, action, id }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routes = useScreenRoutes(resource)!;
  // Fields the path fixes (a rule's plan) are neither shown nor changed; a new record gets them.
  const fixed = useFixedValues(resource);
  const { formProps, form, query, mutation, formLoading } = useForm<BaseRecord, HttpError>({
    resource: resource.name,
    action,
    id,
    redirect: false,
    successNotification: (data) => recordToast(t, resource, action === 'create' ? 'created' : 'saved', data?.data),
    onMutationSuccess: ({ data }) => navigate(recordPath(routes.show, (data.id ?? id)!)),
  });
  const record = query?.data?.data;
  const fields = formFields(resource.fields, action).filter(([name]) => !(name in fixed));
  const conflict = mutation.error && (mutation.error as HttpError).statusCode === 409 ? (mutation.error as HttpError) : null;
  const singular = t(`${resource.name}.singular`);
  const title =
    action === 'create'
      ? t('resources.create', { name: singular })
      : t('resources.editTitle', { name: singular, title: String(record?.[resource.titleField] ?? '') });

  const reload = async () => {
    const fresh = await query?.refetch();
    mutation.reset();
    if (fresh?.data?.data) form.setFieldsValue(fresh.data.data);
  };

  if (action === 'edit' && query?.isLoading) return <PageSpinner />;

  return (
    <>
      <PageHeader title={title} />
      <Card style={{ maxWidth: 760 }}>
        {conflict && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('resources.form.conflict')}
            description={conflict.message}
            action={<Button onClick={reload}>{t('resources.form.reload')}</Button>}
            data-testid="conflict"
          />
        )}
        <Form
          {...formProps}
          layout="vertical"
          initialValues={action === 'create' ? createDefaults(resource.fields) : formProps.initialValues}
          onFinish={(values) => {
            const body = submitValues(resource.fields, action, values as Record<string, unknown>);
            for (const name of Object.keys(fixed)) delete body[name];
            if (action === 'create') Object.assign(body, fixed);
            if (action === 'edit' && typeof record?.version === 'number') body.version = record.version;
            return formProps.onFinish?.(body);
          }}
        >
          {fields.map(([name, field], index) => (
            <FormField key={name} resource={resource} name={name} field={field} autoFocus={index === 0} />
          ))}
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={formLoading}>
              {t('common.save')}
            </Button>
            <Button onClick={() => navigate(id ? recordPath(routes.show, id) : routes.list)}>{t('common.cancel')}</Button>
          </Flex>
        </Form>
      </Card>
      {resource.name === 'agents' && action === 'edit' && id && record && (
        <Suspense fallback={null}>
          <AgentPromptPanels id={id} record={record} onDraftChanged={() => void reload()} />
        </Suspense>
      )}
    </>
  );
}
