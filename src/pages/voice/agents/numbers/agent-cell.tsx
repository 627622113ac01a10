/** A number's agent, chosen in its row of the list: saved at once, the list then reloads. */
import { useState } from 'react';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { voiceNumbers } from '../../../../../resources/voice/voice-numbers.ts';
import { toast } from '../../../../../providers/notification-provider.ts';
import { errorText } from '../../../../components/error-text.ts';
import { ReferenceSelect } from '../../../../resource-ui/form/reference-select.tsx';

export function AgentCell({ id, agentId }: { id: number; agentId: number | null }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const [saving, setSaving] = useState(false);
  const { mutateAsync } = useCustomMutation();
  const change = async (value: unknown) => {
    setSaving(true);
    try {
      await mutateAsync({ url: `${voiceNumbers.apiPath}/${id}`, method: 'put', values: { agent_id: value ?? null }, successNotification: false, errorNotification: false });
      toast('success', t('voice-numbers.assign.saved'));
      await invalidate({ resource: voiceNumbers.name, invalidates: ['list'] });
    } catch (error) {
      toast('danger', errorText(error, t));
    } finally {
      setSaving(false);
    }
  };
  return (
    <span style={{ display: 'inline-block', opacity: saving ? 0.6 : 1 }} aria-busy={saving}>
      <ReferenceSelect field={voiceNumbers.fields.agent_id} value={agentId} onChange={change} label={t('voice-numbers.assign.label')} />
    </span>
  );
}
