import { useState } from 'react';
import { Button, Flex, InputNumber, Popover, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toast } from '../../providers/notification-provider.ts';
import { errorText } from '../components/error-text.ts';
import { useTeamActions } from '../teams/use-team-actions.ts';

/**
 * Staff support tool: look at the product as another team sees it. The API lists only one's own
 * teams, so the team is chosen by id (as found in the hub or a support ticket).
 */
export function ViewAsTeam() {
  const { t } = useTranslation();
  const { viewAs } = useTeamActions();
  const [open, setOpen] = useState(false);
  const [teamId, setTeamId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!teamId) return;
    setBusy(true);
    try {
      await viewAs(teamId);
      setOpen(false);
      setTeamId(null);
    } catch (error) {
      toast('danger', errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const content = (
    <Flex vertical gap={8} style={{ width: 240 }}>
      <Typography.Text type="secondary">{t('shell.viewAs.help')}</Typography.Text>
      <Flex gap={8}>
        <InputNumber
          autoFocus
          min={1}
          precision={0}
          value={teamId}
          onChange={(value) => setTeamId(value)}
          onPressEnter={submit}
          placeholder={t('shell.viewAs.teamId')}
          aria-label={t('shell.viewAs.teamId')}
          style={{ flex: 1 }}
        />
        <Button type="primary" loading={busy} disabled={!teamId} onClick={submit}>
          {t('shell.viewAs.submit')}
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Popover trigger="click" open={open} onOpenChange={setOpen} content={content} title={t('shell.viewAs.title')}>
      <Button icon={<EyeOutlined />} aria-label={t('shell.viewAs.title')} data-testid="view-as-team" />
    </Popover>
  );
}
