/** What a classifier's page adds to its record: the outcome definitions, the test panel and the reruns with their log. */
import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CALL_OUTCOMES } from '../../../../resources/voice/shared.ts';
import { ClassifierRerunPanel } from './classifier-rerun-panel.tsx';
import { ClassifierTestPanel } from './classifier-test-panel.tsx';

export default function ClassifierPanels({ id, mayEdit }: { id: string; mayEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {mayEdit && <ClassifierTestPanel id={id} />}
      <ClassifierRerunPanel id={id} />
      <Card style={{ marginTop: 16 }} title={t('call-outcome-classifiers.panels.definitions.title')} data-testid="classifier-definitions">
        <Descriptions column={1} size="small" bordered>
          {CALL_OUTCOMES.map((o) => (
            <Descriptions.Item key={o} label={<Tag>{t(`call-outcome-classifiers.enums.outcomes.${o}`)}</Tag>}>
              {t(`call-outcome-classifiers.panels.definitions.${o}`)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
    </>
  );
}
