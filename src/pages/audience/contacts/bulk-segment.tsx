import { Form, Radio, Select, Typography } from 'antd';
import { UsergroupAddOutlined } from '@ant-design/icons';
import { useSegmentSelect } from '../segments/use-segment-select.ts';
import { useTranslation } from 'react-i18next';
import { CONTACTS_API } from '../../../../resources/audience/contact-api.ts';
import { BulkChangeButton, type BulkPick } from './bulk-change.tsx';

interface Values {
  segment_id?: number;
  action: 'add' | 'remove';
}

function SegmentFields() {
  const { t } = useTranslation();
  const { selectProps } = useSegmentSelect();
  return (
    <>
      <Form.Item name="segment_id" label={t('contacts.bulkSegment.segment')} rules={[{ required: true, message: t('contacts.bulkSegment.pick') }]}>
        <Select {...selectProps} />
      </Form.Item>
      <Form.Item name="action" initialValue="add">
        <Radio.Group>
          <Radio value="add">{t('contacts.bulkSegment.add')}</Radio>
          <Radio value="remove">{t('contacts.bulkSegment.remove')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Typography.Text type="secondary">{t('contacts.bulkSegment.hint')}</Typography.Text>
    </>
  );
}

/** Contacts into a segment by hand (or out of it), beside the ones its rules pick. */
export function BulkSegmentButton(pick: BulkPick) {
  const { t } = useTranslation();
  return (
    <BulkChangeButton<Values, { changed: number }>
      {...pick}
      ns="contacts.bulkSegment"
      icon={<UsergroupAddOutlined />}
      testId="bulk-segment"
      url={`${CONTACTS_API}/segment`}
      body={({ segment_id, action }) => ({ segment_id, remove: action === 'remove' })}
      done={(answer, { action }) => t(action === 'remove' ? 'contacts.bulkSegment.removed' : 'contacts.bulkSegment.added', { count: answer.changed })}
    >
      {() => <SegmentFields />}
    </BulkChangeButton>
  );
}
