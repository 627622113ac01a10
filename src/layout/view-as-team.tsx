import { useEffect, useState } from 'react';
import { Button, Flex, Popover, Select, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../resources/account/endpoints.ts';
import type { ManagedTeam } from '../../resources/account/schemas.ts';
import { toast } from '../../providers/notification-provider.ts';
import { errorText } from '../components/error-text.ts';
import { MenuTooltip } from '../components/menu-tooltip.tsx';
import { useTeamActions } from '../teams/use-team-actions.ts';

/** Staff support tool: look at the product as another team sees it, found by name, owner or id. */
export function ViewAsTeam() {
  const { t } = useTranslation();
  const { viewAs } = useTeamActions();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const { query } = useCustom<ManagedTeam[]>({
    url: endpoints.managedTeams,
    method: 'get',
    config: { query: { q: search || undefined, _start: 0, _end: 20 } },
    errorNotification: false,
    // Asked only after a pause in typing (below), not per keystroke; the last teams stay listed meanwhile.
    queryOptions: { enabled: false, placeholderData: keepPreviousData },
  });
  const { refetch } = query;
  const options = Array.isArray(query.data?.data) ? query.data.data : [];
  const loading = query.isFetching;

  useEffect(() => {
    if (!open) return;
    // Wait for a pause in typing before asking the server.
    const timer = setTimeout(() => {
      void refetch().then(({ error }) => error && toast('danger', errorText(error, t)));
    }, 250);
    return () => clearTimeout(timer);
  }, [open, search, t, refetch]);

  const choose = async (teamId: number) => {
    setBusy(true);
    try {
      await viewAs(teamId);
      setOpen(false);
      setSearch('');
    } catch (error) {
      toast('danger', errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const content = (
    <Flex vertical gap={8} style={{ width: 300 }}>
      <Typography.Text type="secondary">{t('shell.viewAs.help')}</Typography.Text>
      <Select<number>
        autoFocus
        showSearch
        filterOption={false}
        onSearch={setSearch}
        onChange={choose}
        loading={loading || busy}
        disabled={busy}
        placeholder={t('shell.viewAs.search')}
        aria-label={t('shell.viewAs.search')}
        notFoundContent={loading ? null : t('shell.viewAs.none')}
        options={options.map((team) => ({
          value: team.id,
          label: (
            <Flex justify="space-between" gap={8}>
              <span>{team.name}</span>
              <Typography.Text type="secondary" dir="ltr">
                #{team.id} · {team.owner_email}
              </Typography.Text>
            </Flex>
          ),
        }))}
      />
    </Flex>
  );

  return (
    <Popover trigger="click" open={open} onOpenChange={setOpen} content={content} title={t('shell.viewAs.title')}>
      <MenuTooltip title={t('shell.viewAs.title')} menuOpen={open}>
        <Button icon={<EyeOutlined />} aria-label={t('shell.viewAs.title')} data-testid="view-as-team" />
      </MenuTooltip>
    </Popover>
  );
}
