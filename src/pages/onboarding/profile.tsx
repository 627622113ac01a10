import { useEffect } from 'react';
import { Button, Form, Input, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endpoints } from '../../../resources/account/endpoints.ts';
import type { Onboarding } from '../../../resources/account/schemas.ts';
import { fetchCurrentUser } from '../../../providers/current-user.ts';
// The plain client, not Refine's hooks: a blank-layout page, shown outside the signed-in shell that mounts <Refine>.
import { http } from '../../../providers/http-client.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { useRequest } from '../../hooks/use-request.ts';
import { useSubmit } from '../../hooks/use-submit.ts';

// i18n keys spell `+` as `-plus`: key checkers and translators' tools choke on the symbol.
const COMPANY_SIZES = ['1', '2-10', '11-50', '51-200', '201+'] as const;
const USE_CASES = ['sms', 'voice', 'routing', 'other'] as const;

/** Empty inputs mean "not answered": the API takes absent keys, not empty strings. */
function compact(values: Onboarding): Onboarding {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Onboarding;
}

export default function OnboardingProfile() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Onboarding>();
  const saved = useRequest('onboarding', () => http.get<Onboarding>(endpoints.onboarding));

  useEffect(() => {
    if (saved.data) form.setFieldsValue(saved.data);
  }, [saved.data, form]);

  const { submit, submitting, formError, clearError } = useSubmit(form, async (values) => {
    await http.put(endpoints.onboarding, compact(values));
    await fetchCurrentUser({ force: true });
    navigate('/', { replace: true });
  });

  return (
    <AuthCard
      title={t('onboarding.title')}
      subtitle={t('onboarding.subtitle')}
      error={formError}
      onErrorClose={clearError}
      width={520}
    >
      {saved.loading ? (
        <Skeleton active />
      ) : (
        <Form form={form} name="onboarding" layout="vertical" onFinish={submit}>
          <Form.Item label={t('onboarding.fields.job_title')} name="job_title">
            <Input autoFocus maxLength={120} autoComplete="organization-title" />
          </Form.Item>
          <Form.Item label={t('onboarding.fields.company_name')} name="company_name">
            <Input maxLength={120} autoComplete="organization" />
          </Form.Item>
          <Form.Item label={t('onboarding.fields.company_size')} name="company_size">
            <Select allowClear options={COMPANY_SIZES.map((size) => ({ value: size, label: t(`onboarding.companySizes.${size.replace('+', '-plus')}`) }))} />
          </Form.Item>
          <Form.Item label={t('onboarding.fields.use_case')} name="use_case">
            <Select allowClear options={USE_CASES.map((useCase) => ({ value: useCase, label: t(`onboarding.useCases.${useCase}`) }))} />
          </Form.Item>
          <Form.Item
            label={t('onboarding.fields.phone')}
            name="phone"
            rules={[{ pattern: /^[0-9+()\-\s]*$/, message: t('onboarding.validation.phone') }]}
          >
            <Input type="tel" dir="ltr" maxLength={25} autoComplete="tel" placeholder={t('onboarding.placeholders.phone')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('onboarding.submit')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
