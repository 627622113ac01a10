import { Form, Select, Typography } from 'antd';
import { TagsOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { CONTACTS_API } from '../../../../resources/audience/contact-api.ts';
import { BulkChangeButton, type BulkPick } from './bulk-change.tsx';

/** The team's tags, most used first, for the pickers. */
export function useTeamTags(enabled = true): { tag: string; count: number }[] {
  const { result } = useCustom<{ tag: string; count: number }[]>({ url: `${CONTACTS_API}/tags`, method: 'get', queryOptions: { enabled, staleTime: 30_000 }, errorNotification: false });
  return Array.isArray(result.data) ? result.data : [];
}

interface Values {
  add?: string[];
  remove?: string[];
}

function TagFields({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const options = useTeamTags(open).map((x) => ({ value: x.tag, label: `${x.tag} (${x.count})` }));
  return (
    <>
      <Form.Item name="add" label={t('contacts.bulkTags.add')}>
        <Select mode="tags" options={options} tokenSeparators={[',']} aria-label={t('contacts.bulkTags.add')} />
      </Form.Item>
      <Form.Item name="remove" label={t('contacts.bulkTags.remove')}>
        <Select mode="multiple" options={options} aria-label={t('contacts.bulkTags.remove')} />
      </Form.Item>
      <Typography.Text type="secondary">{t('contacts.bulkTags.hint')}</Typography.Text>
    </>
  );
}

/**
 * Tags in bulk: add and remove tags on the selected contacts, or on every contact the list's
 * filters show (a big set runs as a job, followed on the jobs screen).
 */
export function BulkTagsButton(pick: BulkPick) {
  const { t } = useTranslation();
  return (
    <BulkChangeButton<Values, { changed: number | null; job_id: number | null }>
      {...pick}
      ns="contacts.bulkTags"
      icon={<TagsOutlined />}
      testId="bulk-tags"
      url={`${CONTACTS_API}/tags`}
      body={({ add = [], remove = [] }) => (add.length || remove.length ? { add, remove } : t('contacts.bulkTags.nothing'))}
      done={(answer) => (answer.job_id ? t('contacts.bulkTags.queued') : t('contacts.bulkTags.done', { count: answer.changed ?? 0 }))}
    >
      {(_form, open) => <TagFields open={open} />}
    </BulkChangeButton>
  );
}
