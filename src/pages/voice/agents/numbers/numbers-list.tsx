/**
 * The numbers list (/agents/settings/numbers): the generic list with a Sync button that brings the
 * voice accounts' numbers in from their providers and says what changed per account, a link to the
 * SIP trunks, and each number's agent chosen in its row.
 */
import { useMemo } from 'react';
import { Button } from 'antd';
import { CloudServerOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { voiceNumbers } from '../../../../../resources/voice/voice-numbers.ts';
import { voiceSipTrunks } from '../../../../../resources/voice/voice-sip-trunks.ts';
import { useAccess } from '../../../../hooks/use-access.ts';
import { ResourceList, type ListExtras } from '../../../../resource-ui/list/resource-list.tsx';
import { AgentCell } from './agent-cell.tsx';
import { SyncNumbersButton } from './sync-numbers-button.tsx';

export default function NumbersList() {
  const { t } = useTranslation();
  const allowed = useAccess();
  const mayEdit = allowed({ resource: 'voice-numbers', action: 'edit' });
  const extras = useMemo<ListExtras>(
    () => ({
      header: (
        <>
          {allowed({ resource: 'voice-sip-trunks', action: 'list' }) && (
            <Link to={voiceSipTrunks.routes.list!}>
              <Button icon={<CloudServerOutlined />}>{t('voice-sip-trunks.title')}</Button>
            </Link>
          )}
          {allowed({ resource: 'voice-numbers', action: 'create' }) && <SyncNumbersButton />}
        </>
      ),
      cells: mayEdit ? { agent_id: (record) => <AgentCell id={Number(record.id)} agentId={(record.agent_id as number | null) ?? null} /> } : undefined,
    }),
    [t, allowed, mayEdit],
  );
  return <ResourceList resource={voiceNumbers} extras={extras} />;
}
