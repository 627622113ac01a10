import { useState } from 'react';
import { Alert, Button, Form, Modal, Radio, Select, Typography } from 'antd';
import { TagsOutlined } from '@ant-design/icons';
import { useCustom, useInvalidate, type BaseKey, type CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { CONTACTS_API } from '../../../../resources/audience/contact-api.ts';
import { http } from '../../../../providers/http-client.ts';
import { toast } from '../../../../providers/notification-provider.ts';
import { errorText } from '../../../components/error-text.ts';
import { listQuery } from './list-query.ts';

interface Props {
  ids: BaseKey[];
  filters: CrudFilter[];
  onDone: () => void;
}

/** The team's tags, most used first, for the pickers. */
export function useTeamTags(enabled = true): { tag: string; count: number }[] {
  const { result } = useCustom<{ tag: string; count: number }[]>({ url: `${CONTACTS_API}/tags`, method: 'get', queryOptions: { enabled, staleTime: 30_000 }, errorNotification: false });
  return Array.isArray(result.data) ? result.data : [];
}

/**
 * Tags in bulk: add and remove tags on the selected contacts, or on every contact the list's
 * filters show (a big set runs as a job, followed on the jobs screen).
 */
export function BulkTagsButton({ ids, filters, onDone }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ scope: 'selected' | 'filter'; add: string[]; remove: string[] }>();
  const invalidate = useInvalidate();
  const tags = useTeamTags(open);
  const options = tags.map((x) => ({ value: x.tag, label: `${x.tag} (${x.count})` }));

  const apply = async () => {
    const { scope, add = [], remove = [] } = await form.validateFields();
    if (!add.length && !remove.length) return setError(t('contacts.bulkTags.nothing'));
    setBusy(true);
    setError(null);
    try {
      const body = scope === 'selected' ? { ids: ids.map(Number), add, remove } : { filter: listQuery(filters), add, remove };
      const answer = await http.post<{ changed: number | null; job_id: number | null }>(`${CONTACTS_API}/tags`, body);
      toast('success', answer.job_id ? t('contacts.bulkTags.queued') : t('contacts.bulkTags.done', { count: answer.changed ?? 0 }));
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
      <Button icon={<TagsOutlined />} onClick={() => setOpen(true)} data-testid="bulk-tags">
        {ids.length ? t('contacts.bulkTags.buttonSelected', { count: ids.length }) : t('contacts.bulkTags.button')}
      </Button>
      <Modal open={open} title={t('contacts.bulkTags.title')} okText={t('contacts.bulkTags.apply')} cancelText={t('common.cancel')} onOk={apply} confirmLoading={busy} onCancel={() => setOpen(false)} destroyOnHidden>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
        <Form form={form} layout="vertical" initialValues={{ scope: ids.length ? 'selected' : 'filter', add: [], remove: [] }}>
          <Form.Item name="scope" label={t('contacts.bulkTags.which')}>
            <Radio.Group>
              <Radio value="selected" disabled={!ids.length}>
                {t('contacts.bulkTags.selected', { count: ids.length })}
              </Radio>
              <Radio value="filter">{t('contacts.bulkTags.filtered')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item name="add" label={t('contacts.bulkTags.add')}>
            <Select mode="tags" options={options} tokenSeparators={[',']} aria-label={t('contacts.bulkTags.add')} />
          </Form.Item>
          <Form.Item name="remove" label={t('contacts.bulkTags.remove')}>
            <Select mode="multiple" options={options} aria-label={t('contacts.bulkTags.remove')} />
          </Form.Item>
          <Typography.Text type="secondary">{t('contacts.bulkTags.hint')}</Typography.Text>
        </Form>
      </Modal>
    </>
  );
}
