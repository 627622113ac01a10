/** /hub/routing/vendor/sms-testing/run: an SMS test over a route chosen here; then its record. */
import { Card, Col, Row } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../providers/notification-provider.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { RunTestForm } from './run-test-form.tsx';

export default function RunTestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('sms-tests.run.title')} subtitle={t('sms-tests.run.intro')} />
      <Row>
        <Col xs={24} lg={14}>
          <Card>
            <RunTestForm
              onSent={(sent) => {
                toast('success', t('sms-tests.run.sent', { code: sent.tests.map((s) => s.code).join(', ') }));
                navigate(sent.tests.length === 1 ? `/hub/routing/vendor/sms-testing/${sent.tests[0].id}` : '/hub/routing/vendor/sms-testing');
              }}
              onCancel={() => navigate('/hub/routing/vendor/sms-testing')}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
