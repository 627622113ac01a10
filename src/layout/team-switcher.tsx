import { useState } from 'react';
import { Button, Divider, Select } from 'antd';
import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toast } from '../../providers/notification-provider.ts';
import { errorText } from '../components/error-text.ts';
import { useCurrentUser } from '../session/use-session.ts';
import { useTeamActions } from '../teams/use-team-actions.ts';
import { useTeams } from '../teams/use-teams.ts';
import { CreateTeamModal } from './create-team-modal.tsx';

export function TeamSwitcher({ width = 220 }: { width?: number }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { teams, loading } = useTeams();
  const { switchTeam } = useTeamActions();
  const [switching, setSwitching] = useState(false);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState(false);

  const current = user.current_team;
  const options = teams.map((team) => ({ value: team.id, label: team.name }));
  // Staff viewing a team they do not belong to still see its name, not a bare id.
  if (!teams.some((team) => team.id === current.id)) options.unshift({ value: current.id, label: current.name });

  const onChange = async (teamId: number) => {
    if (teamId === current.id) return;
    setSwitching(true);
    try {
      await switchTeam(teamId);
      toast('success', t('shell.teams.switched', { name: teams.find((team) => team.id === teamId)?.name ?? '' }));
    } catch (error) {
      toast('danger', errorText(error, t));
    } finally {
      setSwitching(false);
    }
  };

  return (
    <>
      <Select
        data-testid="team-switcher"
        aria-label={t('shell.teams.label')}
        style={{ width }}
        value={current.id}
        options={options}
        loading={loading || switching}
        disabled={switching}
        suffixIcon={<TeamOutlined />}
        showSearch
        optionFilterProp="label"
        open={open}
        onOpenChange={setOpen}
        onChange={onChange}
        popupRender={(menu) => (
          <>
            {menu}
            <Divider style={{ margin: '4px 0' }} />
            <Button
              type="text"
              block
              icon={<PlusOutlined />}
              data-testid="create-team"
              onClick={() => {
                setOpen(false);
                setCreating(true);
              }}
            >
              {t('shell.teams.create')}
            </Button>
          </>
        )}
      />
      <CreateTeamModal open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
