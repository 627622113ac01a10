import { Button, Card, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLocale, isLanguage, LANGUAGES, type Language } from '../../../providers/i18n-provider.ts';
import { toast } from '../../../providers/notification-provider.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { useSubmit } from '../../hooks/use-submit.ts';
import { useCurrentUser } from '../../session/use-session.ts';
import { useSaveUser } from './save-user.ts';

interface ProfileValues {
  name: string;
  locale: Language;
}

export function ProfileForm() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const saveUser = useSaveUser();
  const [form] = Form.useForm<ProfileValues>();
  const { submit, submitting, formError } = useSubmit(form, async (values) => {
    await saveUser({ name: values.name.trim(), locale: values.locale });
    await changeLocale(values.locale);
    toast('success', t('account.profile.saved'));
  });

  return (
    <Card title={t('account.profile.title')}>
      <FormAlert message={formError} />
      <Form
        form={form}
        name="profile"
        layout="vertical"
        onFinish={submit}
        initialValues={{ name: user.name, locale: isLanguage(user.locale) ? user.locale : 'en' }}
      >
        <Form.Item label={t('account.fields.name')} name="name" rules={[{ required: true, whitespace: true, message: t('auth.validation.nameRequired') }]}>
          <Input autoFocus maxLength={120} autoComplete="name" />
        </Form.Item>
        <Form.Item label={t('account.fields.locale')} name="locale">
          <Select options={LANGUAGES.map((language) => ({ value: language.code, label: language.label }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
