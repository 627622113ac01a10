import { Alert, Button, Card, Col, Descriptions, Flex, Popconfirm, Row } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useDelete, useShow, type BaseRecord } from '@refinedev/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contacts } from '../../../../resources/audience/contacts.ts';
import { labelKey } from '../../../../resources/kit/index.ts';
import { DateTime } from '../../../components/date-time.tsx';
import { errorText } from '../../../components/error-text.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { useAccess } from '../../../hooks/use-access.ts';
import { RecordActions } from '../../../resource-ui/actions/record-actions.tsx';
import { CustomValuesView } from '../../../resource-ui/custom-values/custom-values-view.tsx';
import { FieldValue } from '../../../resource-ui/field-value.tsx';
import { recordToast } from '../../../resource-ui/record-toasts.ts';
import { ContactHistory } from './contact-history.tsx';
import { NumberFacts } from './number-facts.tsx';

const PERSON = ['first_name', 'last_name', 'email', 'status', 'source', 'channels', 'tags', 'last_contacted_at'] as const;

/** A contact: the number's facts, who the person is, their custom values and their history. */
export default function ContactShow() {
  const { id } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useAccess();
  const { query } = useShow<BaseRecord>({ resource: contacts.name, id: id! });
  const { mutate: remove, mutation } = useDelete();
  const record = query.data?.data;
  if (query.isLoading) return <PageSpinner />;
  if (query.isError || !record) return <Alert type="error" showIcon message={t('resources.show.loadFailed')} description={errorText(query.error, t)} />;
  const name = [record.first_name, record.last_name].filter(Boolean).join(' ');

  return (
    <>
      <PageHeader
        // Isolated left-to-right, so `+` stays in front of the number in Arabic and Persian.
        title={`\u2066${String(record.phone)}\u2069`}
        subtitle={name || t('contacts.singular')}
        extra={
          <Flex gap={8} wrap>
            <RecordActions resource={contacts} record={record} />
            {allowed({ resource: contacts.name, action: 'edit', record }) && (
              <Link to={`/audience/contacts/${id}/edit`}>
                <Button icon={<EditOutlined />}>{t('resources.edit')}</Button>
              </Link>
            )}
            {allowed({ resource: contacts.name, action: 'delete', record }) && (
              <Popconfirm
                title={t('resources.show.deleteTitle')}
                okText={t('resources.delete')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove({ resource: contacts.name, id: id!, successNotification: () => recordToast(t, contacts, 'deleted', record) }, { onSuccess: () => navigate('/audience/contacts') })}
              >
                <Button danger icon={<DeleteOutlined />} loading={mutation.isPending}>
                  {t('resources.delete')}
                </Button>
              </Popconfirm>
            )}
          </Flex>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Flex vertical gap={16}>
            <Card title={t('contacts.facts.title')}>
              <NumberFacts record={record} />
            </Card>
            <Card title={t('contacts.facts.person')}>
              <Descriptions column={1} size="small" bordered>
                {PERSON.map((field) => (
                  <Descriptions.Item key={field} label={t(labelKey(contacts, field))}>
                    <FieldValue resource={contacts} name={field} field={contacts.fields[field]} record={record} full />
                  </Descriptions.Item>
                ))}
                <Descriptions.Item label={t('resources.createdAt')}>
                  <DateTime value={record.created_at as string} />
                </Descriptions.Item>
              </Descriptions>
            </Card>
            <Card title={t('contacts.fields.custom')}>
              <CustomValuesView value={(record.custom as Record<string, unknown> | null) ?? null} />
            </Card>
          </Flex>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('contacts.history.title')}>
            {/* Read again when the contact changes (an edit, the do-not-contact action): the change is in its history. */}
            <ContactHistory key={`${String(record.version)}-${String(record.opted_out)}`} id={id!} />
          </Card>
        </Col>
      </Row>
    </>
  );
}
