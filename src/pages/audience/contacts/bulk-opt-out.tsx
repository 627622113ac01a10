import { Form, Input, Typography } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONTACTS_API } from '../../../../resources/audience/contact-api.ts';
import { BulkChangeButton, type BulkPick } from './bulk-change.tsx';

interface Values {
  reason?: string;
}

/** Contacts' numbers onto the do-not-contact list at once: no send or call reaches them after. */
export function BulkOptOutButton(pick: BulkPick) {
  const { t } = useTranslation();
  return (
    <BulkChangeButton<Values, { changed: number }>
      {...pick}
      ns="contacts.bulkOptOut"
      icon={<StopOutlined />}
      danger
      testId="bulk-opt-out"
      url={`${CONTACTS_API}/opt-out`}
      body={({ reason }) => (reason?.trim() ? { reason: reason.trim() } : {})}
      done={(answer) => t('contacts.bulkOptOut.done', { count: answer.changed })}
    >
      {() => (
        <>
          <Form.Item name="reason" label={t('contacts.bulkOptOut.reason')}>
            <Input maxLength={500} />
          </Form.Item>
          <Typography.Text type="secondary">{t('contacts.bulkOptOut.hint')}</Typography.Text>
        </>
      )}
    </BulkChangeButton>
  );
}
