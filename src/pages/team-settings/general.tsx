import { Button, Card, Descriptions, Form, Input } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { toast } from '../../../providers/notification-provider.ts';
import { DateTime } from '../../components/date-time.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { RoleTag } from '../../components/role-tag.tsx';
import { useAccess } from '../../hooks/use-access.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { useCurrentUser } from '../../session/use-session.ts';
import { useTeamActions } from '../../teams/use-team-actions.ts';
import { AiSettings } from './ai-settings.tsx';
import { TeamSettingsTabs } from './team-settings-tabs.tsx';
import { TeamSwitches } from './team-switches.tsx';

export default function TeamSettingsGeneral() {
  const { t } = useTranslation();
  const team = useCurrentUser().current_team;
  const may = useAccess();
  const { reloadEverything } = useTeamActions();
  const [form] = Form.useForm<{ name: string }>();
  const { mutateAsync } = useCustomMutation();
  const mayEdit = may({ resource: 'teams', action: 'edit' });

  const { submit, submitting, formError } = useSubmit(form, async ({ name }) => {
    await mutateAsync({ url: endpoints.team(team.id), method: 'put', values: { name: name.trim() }, successNotification: false, errorNotification: false });
    await reloadEverything();
    toast('success', t('teams.general.saved'));
  });

  return (
    <>
      <TeamSettingsTabs />
      <Card title={t('teams.general.title')} style={{ maxWidth: 640 }}>
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('teams.general.yourRole')}>
            <RoleTag role={team.role} />
          </Descriptions.Item>
          <Descriptions.Item label={t('teams.general.createdAt')}>
            <DateTime value={team.created_at} />
          </Descriptions.Item>
        </Descriptions>
        <FormAlert message={formError} />
        <Form form={form} name="team-general" layout="vertical" onFinish={submit} initialValues={{ name: team.name }} key={team.id} disabled={!mayEdit}>
          <Form.Item
            label={t('teams.general.name')}
            name="name"
            rules={[{ required: true, whitespace: true, message: t('shell.teams.nameRequired') }]}
            extra={mayEdit ? undefined : t('teams.general.readOnly')}
          >
            <Input maxLength={120} autoFocus={mayEdit} />
          </Form.Item>
          {mayEdit && (
            <Button type="primary" htmlType="submit" loading={submitting}>
              {t('common.save')}
            </Button>
          )}
        </Form>
      </Card>
      <TeamSwitches />
      <AiSettings />
    </>
  );
}
