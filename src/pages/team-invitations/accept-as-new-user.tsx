import { Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { startSession } from '../../../providers/auth-provider.ts';
import { http } from '../../../providers/http-client.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { useSubmit } from '../../hooks/use-submit.ts';
import { ConfirmationField, NameField, PasswordField } from '../auth/auth-fields.tsx';

interface Values {
  name: string;
  password: string;
  password_confirmation: string;
}

/** A new user accepts by choosing a name and password; the API answers with their first token. */
export function AcceptAsNewUser({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { submit, submitting, formError } = useSubmit(form, async (values) => {
    const answer = await http.post<{ access_token: string }>(endpoints.acceptInvitation(token), values);
    await startSession(answer.access_token);
    navigate('/', { replace: true });
  });

  return (
    <>
      <Typography.Paragraph type="secondary">{t('teams.accept.newUserHint')}</Typography.Paragraph>
      <FormAlert message={formError} />
      <Form form={form} name="accept-invitation" layout="vertical" requiredMark={false} onFinish={submit}>
        <NameField autoFocus />
        <PasswordField isNew />
        <ConfirmationField />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('teams.accept.createAndJoin')}
        </Button>
      </Form>
    </>
  );
}
