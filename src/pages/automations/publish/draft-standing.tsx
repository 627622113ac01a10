/** Whether the draft is published: never, with changes not yet published, or as it is. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { automationVersionsOutput } from '../../../../resources/automations/automation-api.ts';

export function DraftStanding({ versions }: { versions: Pick<z.infer<typeof automationVersionsOutput>, 'published_version' | 'draft_changed'> }) {
  const { t } = useTranslation();
  if (versions.published_version === null) return <Tag color="gold">{t('automations.versions.never')}</Tag>;
  if (versions.draft_changed) {
    return (
      <Tag color="orange" data-testid="draft-changed">
        {t('automations.versions.draftChanged')}
      </Tag>
    );
  }
  return <Tag color="green">{t('automations.versions.draftPublished')}</Tag>;
}
