import { Suspense } from 'react';
import { Form, Modal, Skeleton, Typography } from 'antd';
import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ActionDef, Resource } from '../../../resources/kit/index.ts';
import { FormField } from '../form/form-field.tsx';
import { createDefaults, submitValues } from '../form/form-values.ts';
import { actionSummary } from './action-summaries.tsx';

interface Props {
  resource: Resource;
  action: ActionDef;
  record?: BaseRecord;
  busy: boolean;
  onRun(input: Record<string, unknown>): void;
  onClose(): void;
}

/**
 * Asks before an action that needs it: a confirmation for a destructive one (stop, disable), the
 * inputs for one that takes some (an address, a date). Escape or the backdrop closes it.
 */
export function ActionDialog({ resource, action, record, busy, onRun, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const label = t(`${resource.name}.actions.${action.name}`);
  const title = record ? String(record[resource.titleField] ?? `#${String(record.id)}`) : t(`${resource.name}.title`);
  const inputs = Object.entries(action.input ?? {});
  const inputResource = { ...resource, fields: action.input ?? {} };
  const fields = action.input ?? {};
  const Summary = record ? actionSummary(resource.name, action.name) : undefined;

  return (
    <Modal
      open
      title={action.destructive || action.confirm ? t('resources.actions.confirmTitle', { action: label }) : label}
      okText={label}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: action.destructive, loading: busy }}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {Summary && record ? (
        <Suspense fallback={<Skeleton active />}>
          <Summary record={record} />
        </Suspense>
      ) : (
        <Typography.Paragraph>{t(action.destructive ? 'resources.actions.confirmDestructive' : 'resources.actions.confirm', { action: label, title })}</Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" initialValues={createDefaults(fields)} onFinish={(values) => onRun(submitValues(fields, 'create', values))}>
        {inputs.map(([name, field], i) => (
          <FormField key={name} resource={inputResource} name={name} field={field} autoFocus={i === 0} label={t(`${resource.name}.actionInputs.${name}`)} />
        ))}
      </Form>
    </Modal>
  );
}
