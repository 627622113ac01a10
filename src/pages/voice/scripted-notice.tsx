/**
 * Says that an agent's lines came from Parley's script because no language model is configured,
 * and where to configure one (docs/areas/voice.md#scripted-agent): on agent chat, a test call
 * and a call's page.
 */
import { Alert } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Team settings → AI: the AI card on the team's general settings. */
export const AI_SETTINGS_PATH = '/my-account/team-settings/general#ai-settings';

export function ScriptedNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      data-testid="scripted-notice"
      message={t('calls.scripted.label')}
      description={<Trans t={t} i18nKey="calls.scripted.howTo" components={{ settings: <Link to={AI_SETTINGS_PATH} /> }} />}
    />
  );
}
