import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { EmailForm } from './email-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

export default function MyAccountProfile() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('account.title')} subtitle={t('account.subtitle')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ProfileForm />
        </Col>
        <Col xs={24} xl={12}>
          <EmailForm />
          <div style={{ height: 16 }} />
          <PasswordForm />
        </Col>
      </Row>
    </>
  );
}
