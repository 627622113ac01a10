import { Button, Card, Form, Select, Switch, Typography } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { isHostName, MAX_ALLOWED_HOSTS, type TeamSettings } from '../../../resources/account/team-settings.ts';
import { HttpError, isHttpError } from '../../../providers/http-error.ts';
import { toast } from '../../../providers/notification-provider.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { useAccess } from '../../hooks/use-access.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { useCurrentUser } from '../../session/use-session.ts';
import { useTeamActions } from '../../teams/use-team-actions.ts';
import { CountrySelect } from '../../resource-ui/country/country-select.tsx';

/**
 * The team's switches: whether it runs the hub, and which hosts on private addresses Parley may
 * call for it. Owners and admins change them; everyone else sees them.
 */
export function TeamSwitches() {
  const { t } = useTranslation();
  const team = useCurrentUser().current_team;
  const mayEdit = useAccess()({ resource: 'teams', action: 'edit' });
  const { reloadEverything } = useTeamActions();
  const [form] = Form.useForm<TeamSettings>();
  const { mutateAsync } = useCustomMutation();

  const { submit, submitting, formError } = useSubmit(form, async (values) => {
    // A cleared default country is sent as null: left out, the stored one would stay.
    const settings = { ...values, default_country: values.default_country ?? null, contact_countries: values.contact_countries ?? [] };
    await mutateAsync({ url: endpoints.team(team.id), method: 'put', values: { settings }, successNotification: false, errorNotification: false }).catch((error: unknown) => {
      throw underTheirFields(error);
    });
    // The sidebar and every screen of the hub follow the switch at once.
    await reloadEverything();
    toast('success', t('teams.settings.saved'));
  });

  return (
    <Card title={t('teams.settings.title')} style={{ maxWidth: 640, marginTop: 16 }} data-testid="team-switches">
      <FormAlert message={formError} />
      <Form form={form} name="team-settings" layout="vertical" onFinish={submit} initialValues={team.settings} key={team.id} disabled={!mayEdit}>
        <Form.Item label={t('teams.settings.hub')} name="hub_enabled" valuePropName="checked" extra={t('teams.settings.hubHelp')}>
          <Switch checkedChildren={t('teams.settings.on')} unCheckedChildren={t('teams.settings.off')} />
        </Form.Item>
        <Form.Item
          label={t('teams.settings.hosts')}
          name="outbound_allowed_hosts"
          extra={t('teams.settings.hostsHelp', { max: MAX_ALLOWED_HOSTS })}
          rules={[
            {
              validator: async (_, hosts: string[] | undefined) => {
                const bad = (hosts ?? []).find((host) => !isHostName(host.trim().toLowerCase()));
                if (bad !== undefined) throw new Error(t('teams.settings.badHost', { host: bad }));
                if ((hosts ?? []).length > MAX_ALLOWED_HOSTS) throw new Error(t('teams.settings.tooManyHosts', { max: MAX_ALLOWED_HOSTS }));
              },
            },
          ]}
        >
          <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ', ';']} placeholder={t('teams.settings.hostsPlaceholder')} aria-label={t('teams.settings.hosts')} />
        </Form.Item>
        <Form.Item label={t('teams.settings.defaultCountry')} name="default_country" extra={t('teams.settings.defaultCountryHelp')}>
          <CountrySelect allowClear aria-label={t('teams.settings.defaultCountry')} placeholder={t('teams.settings.noDefaultCountry')} />
        </Form.Item>
        <Form.Item label={t('teams.settings.contactCountries')} name="contact_countries" extra={t('teams.settings.contactCountriesHelp')}>
          <CountrySelect mode="multiple" allowClear aria-label={t('teams.settings.contactCountries')} placeholder={t('teams.settings.allCountries')} />
        </Form.Item>
        {mayEdit ? (
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('common.save')}
          </Button>
        ) : (
          <Typography.Text type="secondary">{t('teams.settings.readOnly')}</Typography.Text>
        )}
      </Form>
    </Card>
  );
}

/** The API names a bad host `settings.outbound_allowed_hosts.2`; the form has one field for the list. */
function underTheirFields(error: unknown): unknown {
  if (!isHttpError(error)) return error;
  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.errors)) {
    const field = key.replace(/^settings\./, '').replace(/\.\d+$/, '');
    (errors[field] ??= []).push(...messages);
  }
  return new HttpError(error.status, error.message, errors, error.code);
}
