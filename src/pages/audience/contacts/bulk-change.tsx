import { useState, type ReactNode } from 'react';
import { Alert, Button, Form, Modal, Radio, type FormInstance } from 'antd';
import { useCustomMutation, useInvalidate, type BaseKey, type CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../providers/notification-provider.ts';
import { errorText } from '../../../components/error-text.ts';
import { listQuery } from './list-query.ts';

export interface BulkPick {
  ids: BaseKey[];
  filters: CrudFilter[];
  onDone: () => void;
}

interface Props<V, A> extends BulkPick {
  /** i18n prefix: `<ns>.button`, `.buttonSelected`, `.title`, `.apply`. */
  ns: string;
  icon: ReactNode;
  danger?: boolean;
  testId: string;
  url: string;
  /** The request's body beside the contacts picked; a string is a message saying what is missing. */
  body(values: V): Record<string, unknown> | string;
  /** The toast once it is done. */
  done(answer: A, values: V): string;
  children(form: FormInstance<V>, open: boolean): ReactNode;
}

/**
 * A change to many contacts from the list: the selected ones or every one the filters show, the
 * change's own fields, one request, a toast, and the list read again.
 */
export function BulkChangeButton<V extends object, A>({ ids, filters, onDone, ns, icon, danger, testId, url, body, done, children }: Props<V, A>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<V & { scope: 'selected' | 'filter' }>();
  const invalidate = useInvalidate();
  const { mutateAsync } = useCustomMutation();

  const apply = async () => {
    const { scope, ...values } = await form.validateFields();
    const own = body(values as V);
    if (typeof own === 'string') return setError(own);
    setBusy(true);
    setError(null);
    try {
      const picked = scope === 'selected' ? { ids: ids.map(Number) } : { filter: listQuery(filters) };
      // The modal says what went wrong itself, and the toast what was done.
      const { data: answer } = await mutateAsync({ url, method: 'post', values: { ...picked, ...own }, successNotification: false, errorNotification: false });
      toast('success', done(answer as A, values as V));
      await invalidate({ resource: 'contacts', invalidates: ['list'] });
      setOpen(false);
      form.resetFields();
      onDone();
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button icon={icon} danger={danger} onClick={() => setOpen(true)} data-testid={testId}>
        {ids.length ? t(`${ns}.buttonSelected`, { count: ids.length }) : t(`${ns}.button`)}
      </Button>
      <Modal open={open} title={t(`${ns}.title`)} okText={t(`${ns}.apply`)} okButtonProps={{ danger }} cancelText={t('common.cancel')} onOk={apply} confirmLoading={busy} onCancel={() => setOpen(false)} destroyOnHidden>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
        <Form form={form} layout="vertical" initialValues={{ scope: ids.length ? 'selected' : 'filter' } as never}>
          <Form.Item name="scope" label={t('contacts.bulk.which')}>
            <Radio.Group>
              <Radio value="selected" disabled={!ids.length}>
                {t('contacts.bulk.selected', { count: ids.length })}
              </Radio>
              <Radio value="filter">{t('contacts.bulk.filtered')}</Radio>
            </Radio.Group>
          </Form.Item>
          {children(form as unknown as FormInstance<V>, open)}
        </Form>
      </Modal>
    </>
  );
}
